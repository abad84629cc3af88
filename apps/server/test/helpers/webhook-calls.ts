import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './app';
import { newAedPayload } from './files';

let caller = 0;
let unique = 0;

/** Calls as one token (or none), each from its own address so no rate limit counts them together. */
export const callerOf =
  (app: FastifyInstance, token: string | undefined) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers }, remoteAddress: `10.64.0.${(++caller % 250) + 1}` });

export type Caller = ReturnType<typeof callerOf>;

/** An API client with the roles, and a token of its own (client credentials). */
export async function clientToken(app: FastifyInstance, admin: Caller, roles: string[]) {
  const created = await admin('POST', '/api/admin/api-clients', { name: `Registry ${++unique}`, roles });
  expect(created.statusCode, created.body).toBe(201);
  const { clientId, clientSecret } = created.json() as { clientId: string; clientSecret: string };
  const grant = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
  const token = await app.inject({ method: 'POST', url: '/auth/realms/aedatlas/protocol/openid-connect/token', payload: grant.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(token.statusCode, token.body).toBe(200);
  return token.json().access_token as string;
}

/** Creates an AED through the console's route; its id and version. */
export async function createAed(admin: Caller, extra: Record<string, unknown> = {}) {
  const title = `Webhook AED ${++unique}`;
  const res = await admin('POST', '/api/admin/aed', { ...newAedPayload(title), title, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
