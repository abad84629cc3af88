import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/** A request as the fake network saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: string;
  form: URLSearchParams;
}

type Handler = (request: SeenRequest, attempt: number) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces `fetch`, the app's only network boundary, with handlers keyed 'METHOD /path'.
 * Unknown routes answer 404 like the server would. `calls` records every request in order.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: SeenRequest[] = [];
  const attempts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body === undefined || init.body === null ? '' : String(init.body);
    const request: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
      form: new URLSearchParams(body),
    };
    calls.push(request);
    const key = `${request.method} ${request.path}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const handler = handlers[key];
    return handler ? handler(request, attempt) : json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls to the token endpoint with the given grant type. */
    grants: (grantType: string) => calls.filter((c) => c.path.endsWith('/token') && c.form.get('grant_type') === grantType),
  };
}

export const TOKEN_PATH = 'POST /auth/realms/aedatlas/protocol/openid-connect/token';
export const REVOKE_PATH = 'POST /auth/realms/aedatlas/protocol/openid-connect/revoke';
export const CONFIG_PATH = 'GET /api/config';
export const publicConfig = (mapRequiresLogin = false) => () =>
  json(200, {
    realm: 'aedatlas',
    clientId: 'aedatlas-web',
    issuer: 'http://localhost/auth/realms/aedatlas',
    mapRequiresLogin,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    helpCentersUrl: '/api/helpcenter/public',
  });

/**
 * A handler whose answer the test gives later, to see what the app shows while it waits.
 * `respond` first waits until the app has made the request: the app may send it a moment after
 * its loading state shows (after a token check, on a busy machine), and an answer given before
 * that would be lost, leaving the app waiting for good. Every request held gets the answer, and
 * any request made after it gets the same answer at once (more than one part of the app may ask).
 */
export function heldResponse() {
  const waiting: ((response: Response) => void)[] = [];
  let answer: Response | undefined;
  return {
    handler: () => (answer ? answer.clone() : new Promise<Response>((resolve) => waiting.push(resolve))),
    async respond(response: Response) {
      await waitFor(() => {
        if (waiting.length === 0) throw new Error('the app has not sent the request yet');
      });
      answer = response;
      for (const resolve of waiting.splice(0)) resolve(response.clone());
    },
  };
}
