import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { finished } from 'node:stream';
import { WEBHOOK_SECRET_PREFIX } from '@aedatlas/contracts';
import { Webhook } from 'standardwebhooks';
import { addressLookup, refusedAddressInUrl, type Resolver } from './webhook-target';

/** A new signing secret: 24 random bytes in Base64 after `whsec_`, as the Standard Webhooks libraries read it. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** A short reason, never the receiver's body beyond a few words nor anything secret. */
  error: string | null;
  durationMs: number;
}

const ERROR_MAX = 200;
const short = (text: string) => (text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text);

/** Why a request failed, in words: the error's code (ECONNREFUSED), or a refused target's reason. */
function failureOf(err: unknown, timedOut: boolean): string {
  if (timedOut) return 'Timed out';
  const { code, message } = err as { code?: string; message?: string };
  return short(code ?? message ?? 'Request failed');
}

/**
 * One POST with node:http(s), answered at the response's head. The socket connects through
 * `lookup`, so only to addresses it checked; a fresh connection each time (no agent's pool),
 * since a pooled socket would skip the lookup.
 */
function post(url: URL, headers: Record<string, string>, body: string, opts: { signal: AbortSignal; lookup: LookupFunction }) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: false, ...opts }, resolve);
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Posts one signed message (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature)
 * and says how it went: a 2xx is a success, any other status, a refused target, a network error
 * or no answer within `timeoutMs` a failure. Redirects are not followed (node:http never does):
 * the receiver's URL is the one checked. Unless private networks are allowed, the connection goes
 * only to public addresses, checked as the socket resolves the name (webhook-target.ts).
 */
export async function sendSignedWebhook(
  target: { url: string; secret: string },
  message: { id: string; body: string },
  opts: { timeoutMs: number; allowPrivateNetworks: boolean; resolve?: Resolver },
): Promise<SendResult> {
  const started = Date.now();
  const done = (ok: boolean, status: number | null, error: string | null): SendResult => ({ ok, status, error, durationMs: Date.now() - started });
  const url = new URL(target.url);
  const refused = refusedAddressInUrl(url, opts.allowPrivateNetworks);
  if (refused) return done(false, null, refused);
  const timestamp = new Date();
  const signature = new Webhook(target.secret).sign(message.id, timestamp, message.body);
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, opts.timeoutMs);
  try {
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'AED-Atlas-Webhooks/1',
      'webhook-id': message.id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const res = await post(url, headers, message.body, { signal: abort.signal, lookup: addressLookup(opts) });
    // The body is not needed: it is read and dropped, within the same time limit, so the
    // connection ends cleanly and a receiver that never ends its body is cut at the timeout.
    finished(res, () => clearTimeout(timer));
    res.resume();
    const status = res.statusCode ?? 0;
    if (status >= 200 && status < 300) return done(true, status, null);
    return done(false, status, short(`HTTP ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`));
  } catch (err) {
    clearTimeout(timer);
    return done(false, null, failureOf(err, timedOut));
  }
}
