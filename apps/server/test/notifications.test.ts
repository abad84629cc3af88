import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { iceContacts } from '../src/modules/ice/ice.table';
import { notificationReads, notifications, pushSubscriptions } from '../src/modules/notifications/notifications.table';
import { users } from '../src/modules/users/users.table';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { eventually, startPushService, type PushService } from './helpers/push-service';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('notifications on $kind', (engine) => {
  let t: TestApp;
  let push: PushService;
  let adminToken: string;
  let alice: Awaited<ReturnType<typeof createTestUser>>;
  let bob: Awaited<ReturnType<typeof createTestUser>>;
  let aliceToken: string;
  let bobToken: string;

  beforeAll(async () => {
    push = await startPushService();
    t = await startTestApp(engine, { PUSH_SERVICE_ORIGINS: push.origin });
    adminToken = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
    alice = await createTestUser(t.app);
    bob = await createTestUser(t.app);
    aliceToken = (await signIn(t.app, alice)).access_token;
    bobToken = (await signIn(t.app, bob)).access_token;
    await t.app.database.db.insert(iceContacts).values({ userId: alice.id, displayName: 'Mama', email: 'mama@example.test', phone: '+386 41 000 111', phoneNormalized: '+38641000111' });
  });
  afterAll(async () => {
    await t.close();
    push.stop();
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const send = (body: object) => api('POST', '/admin/notification/send', adminToken, body);
  const notificationsOf = (sendId: string) => api('GET', `/admin/notification?sendId=${sendId}`, adminToken).then((r) => r.json().data as { id: string; userId: string; status: string }[]);
  const countRows = async () => (await t.app.database.db.select({ n: count() }).from(notifications))[0].n;
  const subscribe = async (token: string) => {
    const { publicKey } = (await api('GET', '/push/public-key')).json();
    const subscription = await push.subscribe(publicKey);
    const res = await api('POST', '/push/subscription', token, { endpoint: subscription.endpoint, keys: subscription.keys });
    expect(res.statusCode).toBe(204);
    return subscription;
  };

  it('sends to two users: two notifications, newest first, each with its user block and ICE contacts', async () => {
    const res = await send({ userIds: [` ${alice.id}`, bob.id, alice.id], title: 'Vaja evakuacije', message: 'Jutri ob 10h', latitude: 46.05, longitude: 14.5 });
    expect(res.statusCode).toBe(202);
    const { sendId, recipients } = res.json();
    expect(recipients).toBe(2);
    const rows = await notificationsOf(sendId);
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort());

    const list = (await api('GET', '/admin/notification/?page=0&size=20', adminToken)).json();
    expect(list).toMatchObject({ page: 0, pageSize: 20, totalCount: 2, totalPages: 1 });
    const mine = list.data.find((n: { userId: string }) => n.userId === alice.id);
    expect(mine).toMatchObject({ title: 'Vaja evakuacije', message: 'Jutri ob 10h', latitude: 46.05, longitude: 14.5, user: { id: alice.id, email: alice.email, userType: 'USER' } });
    expect(mine.user.iceContacts).toEqual([expect.objectContaining({ displayName: 'Mama', email: 'mama@example.test' })]);

    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'notification-send'), eq(auditLog.entityId, sendId)));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ recipients: 2, title: 'Vaja evakuacije' });
  });

  it('refuses a send naming unknown users, says which, and writes nothing', async () => {
    const before = await countRows();
    const res = await send({ userIds: [alice.id, MISSING], title: 'T', message: 'M' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Unknown user id: ${MISSING}`);
    expect(res.json().errors.userIds).toContain(MISSING);
    expect(await countRows()).toBe(before);

    const bad = await send({ userIds: ['not-an-id', ''], title: ' ', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['userIds.0', 'title', 'message']));
    expect((await send({ userIds: [], title: 'T', message: 'M' })).json().errors.userIds).toBe('User IDs are required');
    expect((await send({ userIds: [alice.id], title: 'T', message: 'M', latitude: 91 })).json().errors.latitude).toBe('Latitude must be between -90 and 90');
  });

  it('lets a member record a read of their own notification, with a location, and only their own', async () => {
    const { sendId } = (await send({ userIds: [alice.id, bob.id], title: 'Branje', message: 'Preberi' })).json();
    const rows = await notificationsOf(sendId);
    const alices = rows.find((r) => r.userId === alice.id)!;
    const bobs = rows.find((r) => r.userId === bob.id)!;

    expect((await api('GET', '/notification/inbox/unread-count', aliceToken)).json().unread).toBeGreaterThan(0);
    const read = await api('POST', '/notification-read', aliceToken, { notificationId: alices.id, latitude: 46.0569, longitude: 14.5058 });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ notificationId: alices.id, userId: alice.id, latitude: 46.0569, longitude: 14.5058 });
    const firstReadAt = read.json().readAt;

    // Someone else's notification, and one that does not exist, look the same: 404.
    expect((await api('POST', '/notification-read', aliceToken, { notificationId: bobs.id })).statusCode).toBe(404);
    expect((await api('POST', '/notification-read', aliceToken, { notificationId: MISSING })).statusCode).toBe(404);
    expect((await api('GET', `/notification/inbox/${bobs.id}`, aliceToken)).statusCode).toBe(404);
    expect((await api('POST', '/notification-read', undefined, { notificationId: alices.id })).statusCode).toBe(401);
    const bobsRead = await t.app.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, bobs.id));
    expect(bobsRead).toHaveLength(0);

    // Reading again keeps the first time and place.
    const again = await api('POST', '/notification-read', aliceToken, { notificationId: alices.id, latitude: 45, longitude: 13 });
    expect(again.json()).toMatchObject({ readAt: firstReadAt, latitude: 46.0569, longitude: 14.5058 });

    const inbox = (await api('GET', '/notification/inbox?size=50', aliceToken)).json();
    expect(inbox.data.find((n: { id: string }) => n.id === alices.id).readAt).toBe(firstReadAt);
    expect(inbox.data.every((n: { id: string }) => n.id !== bobs.id)).toBe(true);

    // The Read Status of the send: both recipients, the reader first with place and time.
    const status = (await api('GET', `/admin/notification/read/by-notification/${bobs.id}`, adminToken)).json();
    expect(status.totalCount).toBe(2);
    expect(status.data[0]).toMatchObject({ userId: alice.id, readAt: firstReadAt, latitude: 46.0569 });
    expect(status.data[1]).toMatchObject({ userId: bob.id, readAt: null, latitude: null, id: null });

    const details = (await api('GET', `/admin/notification/${alices.id}`, adminToken)).json();
    expect(details.delivery).toMatchObject({ recipients: 2, read: 1 });
  });

  it('pages the reads of a notification and of a user', async () => {
    const users = [alice, bob, ...(await Promise.all([1, 2, 3].map(() => createTestUser(t.app))))];
    const { sendId } = (await send({ userIds: users.map((u) => u.id), title: 'Stran', message: 'Paging' })).json();
    const rows = await notificationsOf(sendId);
    const first = await api('GET', `/admin/notification/read/by-notification/${rows[0].id}?page=0&size=2`, adminToken);
    expect(first.json()).toMatchObject({ page: 0, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(first.json().data).toHaveLength(2);
    const last = (await api('GET', `/admin/notification/read/by-notification/${rows[0].id}?page=2&size=2`, adminToken)).json();
    expect(last.data).toHaveLength(1);
    expect((await api('GET', `/admin/notification/read/by-notification/${MISSING}`, adminToken)).statusCode).toBe(404);
    expect((await api('GET', `/admin/notification/read/by-notification/${rows[0].id}?size=0`, adminToken)).json().errors.size).toBe('Must be at least 1');

    const bobsRow = rows.find((r) => r.userId === bob.id)!;
    await api('POST', '/notification-read', bobToken, { notificationId: bobsRow.id });
    const byUser = (await api('GET', `/admin/notification/read/by-user/${bob.id}?page=0&size=1`, adminToken)).json();
    expect(byUser).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(byUser.data[0]).toMatchObject({ notificationId: bobsRow.id, notificationTitle: 'Stran', userId: bob.id, latitude: null });
  });

  it('delivers a real, encrypted Web Push message to the member’s browser, once', async () => {
    const subscription = await subscribe(aliceToken);
    const { sendId } = (await send({ userIds: [alice.id], title: 'Potreben AED na Prešernovem trgu', message: 'Najbližji AED je 80 m stran', latitude: 46.0514, longitude: 14.5060 })).json();
    const messages = await eventually(async () => {
      const received = await push.messages(subscription);
      return received.length ? received : undefined;
    });
    expect(messages).toHaveLength(1);
    const [notification] = await notificationsOf(sendId);
    expect(JSON.parse(messages![0])).toEqual({
      id: notification.id,
      title: 'Potreben AED na Prešernovem trgu',
      body: 'Najbližji AED je 80 m stran',
      url: `/notifications/${notification.id}`,
      latitude: 46.0514,
      longitude: 14.506,
    });
    await eventually(async () => (await notificationsOf(sendId))[0].status === 'sent');
    const details = (await api('GET', `/admin/notification/${notification.id}`, adminToken)).json();
    expect(details).toMatchObject({ status: 'sent', delivery: { recipients: 1, sent: 1, queued: 0, failed: 0, read: 0 } });
    // Nothing goes out twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await push.messages(subscription)).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410), and the notification stays in the inbox', async () => {
    const subscription = await subscribe(bobToken);
    await push.expire(subscription);
    const { sendId } = (await send({ userIds: [bob.id], title: 'Gone', message: 'Nobody home' })).json();
    await eventually(async () => (await notificationsOf(sendId))[0].status !== 'queued');
    expect((await notificationsOf(sendId))[0].status).toBe('inbox');
    const left = await t.app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(left).toHaveLength(0);
  });

  it('pushes to one user with up to three additional data pairs', async () => {
    const subscription = await subscribe(bobToken);
    const res = await api('POST', '/user/push-to-user', adminToken, {
      userId: bob.id,
      title: 'Servis',
      body: 'Zamenjaj baterijo',
      additionalDataProperties: { aedId: '42', kind: 'battery', blank: ' ' },
    });
    expect(res.statusCode).toBe(202);
    const messages = await eventually(async () => {
      const received = await push.messages(subscription);
      return received.length ? received : undefined;
    });
    expect(JSON.parse(messages![0])).toMatchObject({ title: 'Servis', body: 'Zamenjaj baterijo', data: { aedId: '42', kind: 'battery' } });
    const inbox = (await api('GET', `/notification/inbox/${res.json().notificationId}`, bobToken)).json();
    expect(inbox).toMatchObject({ kind: 'push', data: { aedId: '42', kind: 'battery' } });

    const tooMany = await api('POST', '/user/push-to-user', adminToken, { userId: bob.id, title: 'T', body: 'B', additionalDataProperties: { a: '1', b: '2', c: '3', d: '4' } });
    expect(tooMany.statusCode).toBe(400);
    expect((await api('POST', '/user/push-to-user', adminToken, { userId: MISSING, title: 'T', body: 'B' })).statusCode).toBe(404);
    expect((await api('POST', '/user/push-to-user', adminToken, { userId: bob.id, title: '', body: '' })).json().errors).toMatchObject({ title: 'Title is required', body: 'Body is required' });
    expect((await api('POST', '/user/push-to-user', bobToken, { userId: alice.id, title: 'T', body: 'B' })).statusCode).toBe(403);
  });

  it('refuses push endpoints outside the known push services, and lets a member turn push off', async () => {
    const keys = { p256dh: 'B'.padEnd(87, 'A'), auth: 'A'.repeat(22) };
    const internal = await api('POST', '/push/subscription', aliceToken, { endpoint: 'http://127.0.0.1:5432/', keys });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().errors.endpoint).toBe('This push service is not supported');
    const subscription = await subscribe(aliceToken);
    expect((await api('POST', '/push/subscription/status', aliceToken, { endpoint: subscription.endpoint })).json()).toEqual({ subscribed: true });
    expect((await api('DELETE', '/push/subscription', bobToken, { endpoint: subscription.endpoint })).statusCode).toBe(404);
    expect((await api('DELETE', '/push/subscription', aliceToken, { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect((await api('POST', '/push/subscription/status', aliceToken, { endpoint: subscription.endpoint })).json()).toEqual({ subscribed: false });
  });

  it('answers a send to 10,000 users at once: the notifications and 50 delivery jobs are written, delivery runs later', async () => {
    const db = t.app.database.db;
    const ids: string[] = [];
    for (let i = 0; i < 10_000; i += 1000) {
      const rows = await db.insert(users).values(Array.from({ length: 1000 }, (_, k) => ({ email: `crowd-${engine.kind}-${i + k}@example.test`, userName: `crowd-${engine.kind}-${i + k}@example.test` }))).returning({ id: users.id });
      ids.push(...rows.map((r) => r.id));
    }
    const res = await send({ userIds: ids, title: 'Everyone', message: 'Drill at noon' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ recipients: 10_000, status: 'queued' });
    const { sendId } = res.json();
    const [{ n }] = await db.select({ n: count() }).from(notifications).where(eq(notifications.sendId, sendId));
    expect(n).toBe(10_000);
    // The answer did not wait for the delivery: it runs in the background.
    const [{ queued }] = await db.select({ queued: count() }).from(notifications).where(and(eq(notifications.sendId, sendId), eq(notifications.status, 'queued')));
    expect(queued).toBeGreaterThan(0);
    const { rows: all } = (await db.execute(sql`select count(*)::int as n, sum(jsonb_array_length(data->'notificationIds'))::int as ids from pgboss.job where name = 'notification-delivery' and created_on > now() - interval '1 minute'`)) as unknown as { rows: { n: number; ids: number }[] };
    // Chunks of 200: at least 50 jobs carry the 10,000 ids (earlier tests queued a few more).
    expect(all[0].n).toBeGreaterThanOrEqual(50);
    expect(all[0].ids).toBeGreaterThanOrEqual(10_000);
    // Nobody has a browser subscribed: every one ends in the inbox, none stays queued.
    const done = await eventually(async () => {
      const res = await api('GET', '/admin/notifications/history?size=1', adminToken);
      const history = res.statusCode === 200 ? res.json().data[0] : undefined;
      return history?.sendId === sendId && history.queued === 0 ? history : undefined;
    }, 60_000);
    expect(done).toMatchObject({ recipients: 10_000, inbox: 10_000, failed: 0 });
  }, 120_000);

  it('counts notifications in the statistics', async () => {
    const stats = (await api('GET', '/admin/statistics', adminToken)).json();
    expect(stats.notificationAuditLogs).toBe(await countRows());
  });
});
