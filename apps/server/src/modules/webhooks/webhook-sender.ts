import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@aedatlas/contracts';
import { Webhook } from 'standardwebhooks';
import { refusedTarget } from './webhook-target';

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

/** Why a fetch failed, in words: the cause's code (ECONNREFUSED) rather than "fetch failed". */
function failureOf(err: unknown, timedOut: boolean): string {
  if (timedOut) return 'Timed out';
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return short(cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : 'Request failed'));
}

/**
 * Posts one signed message (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature)
 * and says how it went: a 2xx is a success, any other status, a refused target, a network error
 * or no answer within `timeoutMs` a failure. Redirects are not followed: the receiver's URL is
 * the one checked.
 */
export async function sendSignedWebhook(
  target: { url: string; secret: string },
  message: { id: string; body: string },
  opts: { timeoutMs: number; allowPrivateNetworks: boolean },
): Promise<SendResult> {
  const started = Date.now();
  const done = (ok: boolean, status: number | null, error: string | null): SendResult => ({ ok, status, error, durationMs: Date.now() - started });
  const refused = await refusedTarget(target.url, opts.allowPrivateNetworks);
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
    const res = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: abort.signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'AED-Atlas-Webhooks/1',
        'webhook-id': message.id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: message.body,
    });
    // The body is not needed; reading (and dropping) it frees the connection.
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return done(true, res.status, null);
    return done(false, res.status, short(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`));
  } catch (err) {
    return done(false, null, failureOf(err, timedOut));
  } finally {
    clearTimeout(timer);
  }
}
