import { EMERGENCY_NO_CONTACTS } from '@aedatlas/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { emergencyAlerts } from '../src/modules/emergency/emergency.table';
import { NO_REACHABLE_CONTACT } from '../src/modules/emergency/emergency.routes';
import { mailOutbox } from '../src/modules/mail/mail.table';
import { notifications } from '../src/modules/notifications/notifications.table';
import { bearer, buildAppOn, createTestUser, signIn } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { eventually, startPushService, type PushService } from './helpers/push-service';
import { startSmtpServer } from './helpers/smtp';

const LJUBLJANA = { latitude: 46.056947, longitude: 14.505751 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
const address = (name: string) => `${name}-${++unique}-${Date.now()}@contacts.test`;

describe.each(testDatabases)('emergency alerts on $kind', (engine) => {
  let on: { database: Database; databaseUrl?: string; drop(): Promise<void> };
  let app: FastifyInstance;
  let push: PushService;
  let env: Record<string, string>;
  let adminToken: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    push = await startPushService();
    env = { PUSH_SERVICE_ORIGINS: push.origin, LOG_LEVEL: 'info' };
    on = await engine.create();
    app = await buildAppOn(on, env, { logStream: { write: (line) => void logLines.push(line) } });
    adminToken = (await signIn(app, await createTestUser(app, { admin: true }))).access_token;
  });
  afterAll(async () => {
    await app?.close();
    await on?.drop();
    push?.stop();
  });

  /** A member signed in, with these ICE contacts added through the API. */
  async function memberWithContacts(contacts: { displayName: string; email?: string; phone?: string }[], opts: { firstName?: string } = {}) {
    const user = await createTestUser(app);
    if (opts.firstName) await app.database.db.execute(sql`update users set first_name = ${opts.firstName}, last_name = 'Novak' where id = ${user.id}`);
    const token = (await signIn(app, user)).access_token;
    for (const c of contacts) {
      const res = await app.inject({ method: 'PUT', url: '/api/user/ice', headers: bearer(token), payload: { displayName: c.displayName, email: c.email ?? null, phone: c.phone ?? null } });
      expect(res.statusCode).toBe(201);
    }
    return { ...user, token };
  }

  const alert = (token: string | null, payload: object = { ...LJUBLJANA, accuracy: 25 }) =>
    app.inject({ method: 'POST', url: '/api/emergency/alert', headers: token ? bearer(token) : {}, payload });
  const mailsTo = (to: string) => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const alertRows = (userId: string) => app.database.db.select().from(emergencyAlerts).where(eq(emergencyAlerts.userId, userId));

  it('mails every contact with an email, pushes to a contact who is a member with push on, and records the alert', async () => {
    // The contact who is a member: same email in another case, push turned on in a browser.
    const memberContact = await createTestUser(app, { email: address('Bor.Member') });
    const memberToken = (await signIn(app, memberContact)).access_token;
    const { publicKey } = (await app.inject({ url: '/api/push/public-key' })).json();
    const subscription = await push.subscribe(publicKey);
    const subscribed = await app.inject({ method: 'POST', url: '/api/push/subscription', headers: bearer(memberToken), payload: { endpoint: subscription.endpoint, keys: subscription.keys } });
    expect(subscribed.statusCode).toBe(204);

    const outsider = address('ana');
    const sender = await memberWithContacts(
      [
        { displayName: 'Ana Outsider', email: outsider },
        { displayName: 'Bor Member', email: memberContact.email.toUpperCase() },
        { displayName: 'Cene Phone', phone: `+386 41 ${String(Date.now()).slice(-6)}` },
      ],
      { firstName: 'Maja' },
    );
    const secret = 'Fell on the stairs, second floor';
    const res = await alert(sender.token, { ...LJUBLJANA, accuracy: 25, message: `  ${secret}  ` });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({ mailed: 2, pushed: 1 });
    expect(body.contacts).toEqual([
      expect.objectContaining({ displayName: 'Ana Outsider', mailed: true, pushed: false }),
      expect.objectContaining({ displayName: 'Bor Member', mailed: true, pushed: true }),
      expect.objectContaining({ displayName: 'Cene Phone', mailed: false, pushed: false }),
    ]);

    // The mails are sent by a worker, shortly after the answer.
    const mails = await eventually(async () => {
      const rows = [...(await mailsTo(outsider)), ...(await mailsTo(memberContact.email.toUpperCase()))];
      return rows.length === 2 ? rows : null;
    });
    expect(mails).not.toBeNull();
    for (const mail of mails!) {
      expect(mail.subject).toBe('Emergency alert from Maja Novak');
      expect(mail.text).toContain('Maja Novak sent you an emergency alert from AED Atlas on ');
      expect(mail.text).toMatch(/on \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Slovenian time\)/);
      expect(mail.text).toContain(`Their message: "${secret}"`);
      expect(mail.text).toContain('Their position: 46.056947, 14.505751 (accurate to about 25 m)');
      expect(mail.text).toContain('https://www.openstreetmap.org/?mlat=46.056947&mlon=14.505751#map=17/46.056947/14.505751');
      expect(mail.text).toContain('call 112');
      expect(mail.html).toContain('href="https://www.openstreetmap.org/?mlat=46.056947&amp;mlon=14.505751#map=17/46.056947/14.505751"');
    }

    // The member contact's devices get the push, and the inbox keeps it.
    const pushed = await eventually(async () => (await push.messages(subscription)).map((m) => JSON.parse(m)));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ title: 'Emergency: Maja Novak needs help', latitude: LJUBLJANA.latitude, longitude: LJUBLJANA.longitude });
    expect(pushed[0].body).toContain('call 112');
    const inbox = (await app.inject({ url: '/api/notification/inbox', headers: bearer(memberToken) })).json();
    expect(inbox.data[0].title).toBe('Emergency: Maja Novak needs help');

    const [row] = await alertRows(sender.id);
    expect(row).toMatchObject({ latitude: LJUBLJANA.latitude, longitude: LJUBLJANA.longitude, accuracy: 25, message: secret, contacts: 3, mailsQueued: 2, pushesQueued: 1 });

    // Neither the text nor the contacts' addresses reach the log; the alert itself does.
    const log = logLines.join('');
    expect(log).toContain(body.alertId);
    expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain(outsider.toLowerCase());
    expect(log.toLowerCase()).not.toContain(memberContact.email.toLowerCase());
  });

  it('answers 401 without a sign-in', async () => {
    const res = await alert(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401 });
  });

  it('answers 409 telling the member to add contacts when there are none (or none it can reach)', async () => {
    const lonely = await memberWithContacts([]);
    const none = await alert(lonely.token);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(EMERGENCY_NO_CONTACTS);
    const phoneOnly = await memberWithContacts([{ displayName: 'Only a phone', phone: `+386 31 ${String(Date.now()).slice(-6)}` }]);
    const unreachable = await alert(phoneOnly.token);
    expect(unreachable.statusCode).toBe(409);
    expect(unreachable.json().message).toBe(NO_REACHABLE_CONTACT);
    expect(await alertRows(lonely.id)).toHaveLength(0);
    expect(await alertRows(phoneOnly.id)).toHaveLength(0);
  });

  it('refuses bad input with 400 and field messages, writing nothing and mailing no one', async () => {
    const to = address('bad-input');
    const sender = await memberWithContacts([{ displayName: 'Dana', email: to }]);
    const cases: [object, string][] = [
      [{ latitude: 91, longitude: 14 }, 'latitude'],
      [{ latitude: 46, longitude: -181 }, 'longitude'],
      [{ latitude: '46', longitude: 14 }, 'latitude'],
      [{ longitude: 14 }, 'latitude'],
      [{ latitude: 46, longitude: 14, accuracy: -5 }, 'accuracy'],
      [{ latitude: 46, longitude: 14, message: 'x'.repeat(281) }, 'message'],
      [{ latitude: 46, longitude: 14, message: 'Help\u0000me' }, 'message'],
      [{ latitude: 46, longitude: 14, message: 'Bell\u0007' }, 'message'],
    ];
    for (const [payload, field] of cases) {
      const res = await alert(sender.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    await pause(1500);
    expect(await alertRows(sender.id)).toHaveLength(0);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('allows 3 alerts in 10 minutes; the 4th gets 429 with Retry-After, and sends nothing', async () => {
    const to = address('limited');
    const sender = await memberWithContacts([{ displayName: 'Eva', email: to }]);
    for (let i = 0; i < 3; i++) expect((await alert(sender.token)).statusCode).toBe(202);
    const refused = await alert(sender.token);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json().message).toMatch(/^Too many emergency alerts: at most 3 alerts in 10 minutes\. .*call 112 now\. You can send another alert in 1\d minutes\.$/);
    expect(await eventually(async () => (await mailsTo(to)).length === 3)).toBe(true);
    await pause(1500);
    expect(await mailsTo(to)).toHaveLength(3);
    expect(await alertRows(sender.id)).toHaveLength(3);
  });

  it('counts concurrent alerts one at a time: 5 at once, exactly 3 accepted', async () => {
    const sender = await memberWithContacts([{ displayName: 'Fran', email: address('burst') }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => alert(sender.token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 202, 202, 429, 429]);
    expect(await alertRows(sender.id)).toHaveLength(3);
  });

  it('limits to 10 a day, counted in the database: the limit survives a restart', async () => {
    const sender = await memberWithContacts([{ displayName: 'Gal', email: address('daily') }]);
    // Nine alerts earlier today, outside the 10-minute window.
    await app.database.db.insert(emergencyAlerts).values(
      Array.from({ length: 9 }, (_, i) => ({ userId: sender.id, ...LJUBLJANA, contacts: 1, mailsQueued: 1, pushesQueued: 0, createdAt: new Date(Date.now() - (2 + i) * 3600_000) })),
    );
    expect((await alert(sender.token)).statusCode).toBe(202);
    const refused = await alert(sender.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('at most 10 alerts a day');
    // The oldest of the ten (10 hours ago) leaves the day in about 14 hours.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(13 * 3600);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(14 * 3600);

    // Another instance (or the restarted process) on the same database refuses too.
    const second = await buildAppOn(on, { ...env, LOG_LEVEL: 'silent' });
    try {
      const again = await second.inject({ method: 'POST', url: '/api/emergency/alert', headers: bearer(sender.token), payload: LJUBLJANA });
      expect(again.statusCode).toBe(429);
    } finally {
      await second.close();
    }
    expect(await alertRows(sender.id)).toHaveLength(10);
  });

  it('lists the alerts to admins only, newest first, paged', async () => {
    const sender = await memberWithContacts([{ displayName: 'Hana', email: address('listed') }], { firstName: 'Iva' });
    const sent = (await alert(sender.token, { ...LJUBLJANA, message: 'Listed alert' })).json();
    const anonymous = await app.inject({ url: '/api/admin/emergency-alerts' });
    expect(anonymous.statusCode).toBe(401);
    const member = await app.inject({ url: '/api/admin/emergency-alerts', headers: bearer(sender.token) });
    expect(member.statusCode).toBe(403);
    const res = await app.inject({ url: '/api/admin/emergency-alerts?page=0&size=2', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 0, pageSize: 2 });
    expect(page.totalCount).toBeGreaterThan(2);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({
      id: sent.alertId,
      userId: sender.id,
      userEmail: sender.email,
      userName: 'Iva Novak',
      message: 'Listed alert',
      contacts: 1,
      mailsQueued: 1,
      pushesQueued: 0,
    });
    const own = (await app.inject({ url: `/api/admin/emergency-alerts?userId=${sender.id}`, headers: bearer(adminToken) })).json();
    expect(own.totalCount).toBe(1);
    const bad = await app.inject({ url: '/api/admin/emergency-alerts?size=500', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
  });

  it('writes no notification for contacts who are not members', async () => {
    const sender = await memberWithContacts([{ displayName: 'Jan', email: address('not-a-member') }]);
    const { alertId } = (await alert(sender.token)).json();
    const rows = await app.database.db.select().from(notifications).where(and(eq(notifications.sendId, alertId)));
    expect(rows).toHaveLength(0);
  });
});

describe('emergency alert mail over SMTP', () => {
  it('reaches a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    const on = await testDatabases[0].create();
    const app = await buildAppOn(on, { SMTP_URL: smtp.url });
    try {
      const user = await createTestUser(app);
      const token = (await signIn(app, user)).access_token;
      const to = address('smtp');
      await app.inject({ method: 'PUT', url: '/api/user/ice', headers: bearer(token), payload: { displayName: 'Kaja', email: to, phone: null } });
      const res = await app.inject({ method: 'POST', url: '/api/emergency/alert', headers: bearer(token), payload: LJUBLJANA });
      expect(res.statusCode).toBe(202);
      const mail = await smtp.waitFor(to);
      expect(mail.raw).toMatch(/Subject: Emergency alert from Test User\d+/);
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain('46.056947, 14.505751');
    } finally {
      await app.close();
      await on.drop();
      await smtp.close();
    }
  });
});
