import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort } from './free-port';

const require = createRequire(import.meta.url);

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushService {
  /** Scheme, host and port of the service: what PUSH_SERVICE_ORIGINS must allow. */
  origin: string;
  /** A browser subscribing with the server's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The messages this subscription received, decrypted by the push service. */
  messages(subscription: TestSubscription): Promise<string[]>;
  /** The browser unsubscribed: from now on the service answers 410 Gone. */
  expire(subscription: TestSubscription): Promise<void>;
  stop(): void;
}

/**
 * A real Web Push service on localhost (web-push-testing in its own process): it checks the VAPID
 * signature, decrypts each message with the subscription's keys (RFC 8291) and keeps it.
 */
export async function startPushService(): Promise<PushService> {
  const port = await freePort();
  const script = require.resolve('web-push-testing/src/bin/server.js');
  const child = spawn(process.execPath, [script, String(port)], { stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  const post = async (path: string, body?: object) => {
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${await response.text()}`);
    return response.headers.get('content-type')?.includes('json') ? response.json() : undefined;
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (await post('/status').then(() => true, () => false)) break;
    if (Date.now() > deadline) throw new Error('the test push service did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async subscribe(applicationServerKey) {
      return (await post('/subscribe', { applicationServerKey, userVisibleOnly: 'true' })).data;
    },
    async messages(subscription) {
      return (await post('/get-notifications', { clientHash: subscription.clientHash })).data.messages;
    },
    async expire(subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`);
    },
    stop: () => child.kill(),
  };
}

/**
 * Polls `check` until it returns something truthy other than an empty list (or gives up after
 * `ms`): a list of what has arrived is empty, not yet done, until the first thing arrives.
 */
export async function eventually<T>(check: () => Promise<T>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    const arrived = Array.isArray(value) ? value.length > 0 : Boolean(value);
    if (arrived || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
