import webpush from 'web-push';
import type { Db } from '../src/db/client';
import { pushSubscriptions } from '../src/modules/notifications/notifications.table';
import { users } from '../src/modules/users/users.table';
import type { PushService } from '../test/helpers/push-service';

export const BENCH_ADMIN = { email: 'bench-admin@aedatlas.test', password: 'Bench-admin-123' };

/** An access token of the bench's admin (the server made it from ADMIN_EMAIL and ADMIN_PASSWORD). */
export async function benchAdminToken(url: string): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
  const res = await fetch(`${url}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body });
  if (!res.ok) throw new Error(`the bench admin could not sign in: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** VAPID keys the bench gives the server, so the push service knows them before the server starts. */
export const benchVapidKeys = () => webpush.generateVAPIDKeys();

/**
 * `count` members, each with one browser subscribed at the local push service, written straight
 * into the database before the server starts (creating them through the API would measure
 * password hashing instead).
 */
export async function prepareRecipients(db: Db, push: PushService, publicKey: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 500) {
    const part = Math.min(500, count - i);
    const rows = await db
      .insert(users)
      .values(Array.from({ length: part }, (_, k) => ({ email: `bench-member-${i + k}@aedatlas.test`, userName: `bench-member-${i + k}@aedatlas.test`, firstName: 'Bench', lastName: `Member ${i + k}` })))
      .returning({ id: users.id });
    const subscriptions = await Promise.all(rows.map(() => push.subscribe(publicKey)));
    await db.insert(pushSubscriptions).values(rows.map((r, k) => ({ userId: r.id, endpoint: subscriptions[k].endpoint, p256dh: subscriptions[k].keys.p256dh, auth: subscriptions[k].keys.auth })));
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * One admin send to every prepared member, through the API: how long the send takes to be
 * accepted, and how long until the background job has handed every message to the push service.
 */
export async function measureDelivery(url: string, userIds: string[]) {
  const headers = { authorization: `Bearer ${await benchAdminToken(url)}`, 'content-type': 'application/json' };
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/notification/send`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userIds, title: 'Bench', message: 'A notification to every bench member', latitude: 46.05, longitude: 14.5 }),
  });
  if (response.status !== 202) throw new Error(`send answered ${response.status}: ${await response.text()}`);
  const acceptedMs = performance.now() - started;
  const { sendId } = (await response.json()) as { sendId: string };
  for (;;) {
    const history = (await (await fetch(`${url}/api/admin/notifications/history?page=0&size=5`, { headers })).json()) as { data: { sendId: string; queued: number; sent: number; failed: number }[] };
    const send = history.data.find((s) => s.sendId === sendId);
    if (send && send.queued === 0) {
      const seconds = (performance.now() - started) / 1000;
      return { acceptedMs, seconds, sent: send.sent, failed: send.failed, perSecond: send.sent / seconds };
    }
    if (performance.now() - started > 300_000) throw new Error('delivery did not finish within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
