import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** JSON the service worker shows (title, body, where to go when clicked). */
  payload: string;
  /** Seconds a push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A message with the same topic replaces one still waiting at the push service. */
  topic: string;
}

/**
 * sent: the push service took it; gone: the subscription no longer exists (404/410); rejected:
 * the service refused this message for good (400, 413); retry: try again later.
 */
export type PushOutcome = { result: 'sent' } | { result: 'gone' } | { result: 'rejected' | 'retry'; reason: string };

const TIMEOUT_MS = 10_000;

/**
 * Sends Web Push messages: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID header; the request itself goes through fetch, which pools connections and talks to
 * both https push services and an http test service.
 */
export function createPushSender(keys: VapidKeys) {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async function sendPush(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    // Loaded with the first send, not at start: a restart is ready sooner.
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, message.payload, {
      vapidDetails,
      TTL: message.ttlSeconds,
      urgency: message.urgency,
      topic: message.topic,
      contentEncoding: 'aes128gcm',
    });
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
    } catch (err) {
      return { result: 'retry', reason: (err as Error).name === 'TimeoutError' ? 'timeout' : 'network error' };
    }
    if (response.status >= 200 && response.status < 300) return { result: 'sent' };
    if (response.status === 404 || response.status === 410) return { result: 'gone' };
    // 413 (too large) and 400 (malformed) will not get better with time; the rest might.
    if (response.status === 400 || response.status === 413) return { result: 'rejected', reason: `push service answered ${response.status}` };
    return { result: 'retry', reason: `push service answered ${response.status}` };
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Browser push: the VAPID public key browsers subscribe with, and the sender. */
    push: { publicKey: string; send: PushSender };
  }
}
