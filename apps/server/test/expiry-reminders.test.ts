import { SENT_REMINDERS_SHOWN, serviceDate } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { mailOutbox } from '../src/modules/mail/mail.table';
import { runExpiryReminders } from '../src/modules/reminders/reminders.job';
import { dueRemindersQuery } from '../src/modules/reminders/reminders.repo';
import { expiryReminders } from '../src/modules/reminders/reminders.table';
import { bearer, buildAppOn, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { queryPlan } from './helpers/query-plan';
import { newAedPayload } from './helpers/files';
import { eventually } from './helpers/push-service';

/** A calendar date `days` after `day` (YYYY-MM-DD). */
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let unique = 0;
const address = (name: string) => `${name}-${++unique}-${Date.now()}@maintainers.test`;

describe.each(testDatabases)('expiry reminders on $kind', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = bearer((await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) => t.app.inject({ method, url, payload, headers });
  const mailsTo = (email: string) => t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  async function aedWith(fields: Record<string, unknown>, maintainers: string[] = []) {
    const res = await call('POST', '/api/admin/aed', { ...newAedPayload(`AED ${++unique}`), ...fields });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    if (maintainers.length) expect((await call('PUT', `/api/admin/aed/${id}/maintainers`, { emails: maintainers })).statusCode).toBe(200);
    return id;
  }

  it('reminds the guardians first (mail, inbox and push): the maintainer contacts only from the second lead time on', async () => {
    const today = serviceDate();
    const member = await createTestUser(t.app);
    const guardianEmail = member.email.toLowerCase();
    const contact = address('contact');
    const maintainer = address('maintainer');
    const id = await aedWith({ contactEmail: contact, electrodeExpiry: plusDays(today, 20) }, [maintainer]);
    expect((await call('POST', `/api/admin/aed/${id}/guardians`, { email: guardianEmail })).statusCode).toBe(201);

    // 20 days left: the 30-day reminder goes to the guardian alone.
    await runExpiryReminders(t.app, today);
    const mail = await eventually(async () => (await mailsTo(guardianEmail)).find((m) => m.subject.includes('expire soon')));
    expect(mail?.text).toContain(`Electrodes expire on ${plusDays(today, 20)} (within 30 days).`);
    const inbox = (await t.app.inject({ url: '/api/notification/inbox', headers: bearer((await signIn(t.app, member)).access_token) })).json();
    expect(inbox.data.map((n: { title: string }) => n.title)).toContainEqual(expect.stringMatching(/^AED parts expire soon: AED \d+, Left of the main entrance$/));
    expect(await mailsTo(contact)).toHaveLength(0);
    expect(await mailsTo(maintainer)).toHaveLength(0);

    // Still not replaced 7 days before: now the maintainer contacts hear of it too.
    await runExpiryReminders(t.app, plusDays(today, 14));
    await eventually(async () => (await mailsTo(maintainer)).length === 1 && (await mailsTo(contact)).length === 1);
    expect((await mailsTo(maintainer))[0].text).toContain('(within 7 days)');
  });

  it('reminds the contact and the maintainers once of a battery expiring in 7 days, however often the job runs', async () => {
    const today = serviceDate();
    const contact = address('contact');
    const maintainer = address('maintainer');
    const id = await aedWith({ contactEmail: contact.toUpperCase(), batteryExpiry: plusDays(today, 7) }, [maintainer, maintainer]);

    const runs = [(await call('POST', '/api/admin/expiry-reminders/run')).json(), (await call('POST', '/api/admin/expiry-reminders/run')).json()];
    // The second run (and the one every instance queues at start) finds nothing new.
    expect(runs[1]).toEqual({ digests: 0, reminders: 0 });
    const mail = await eventually(async () => (await mailsTo(maintainer))[0]);
    expect(mail.subject).toBe('AED Atlas: 1 part of your AEDs expire soon');
    expect(mail.text).toContain(`Battery expires on ${plusDays(today, 7)} (within 7 days).`);
    expect(mail.text).toContain(`http://localhost:8080/aed/${id}`);
    expect(mail.text).toMatch(/http:\/\/localhost:8080\/reminders\/unsubscribe\?token=[\w-]+\.[\w-]+/);
    await eventually(async () => (await mailsTo(contact)).length === 1);
    expect(await mailsTo(contact)).toHaveLength(1);
    expect(await mailsTo(maintainer)).toHaveLength(1);

    // The admin sees what went out for this AED.
    const reminders = (await call('GET', `/api/admin/aed/${id}/reminders`)).json();
    expect(reminders.maintainers).toEqual([maintainer]);
    expect(reminders.contactEmail).toBe(contact);
    expect(reminders.sent.map((s: { email: string }) => s.email).sort()).toEqual([contact, maintainer].sort());
    expect(reminders.sent[0]).toMatchObject({ part: 'battery', expiryDate: plusDays(today, 7), daysBefore: 7 });
  });

  it('lists the newest reminders sent and says how many there are in all', async () => {
    const id = await aedWith({});
    const db = t.app.database.db;
    await db.insert(expiryReminders).values(
      Array.from({ length: SENT_REMINDERS_SHOWN + 20 }, (_, n) => ({
        aedId: id,
        email: `m${n}@aedatlas.test`,
        part: 'battery',
        expiryDate: '2027-01-01',
        daysBefore: 30,
        sentAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      })),
    );
    const reminders = (await call('GET', `/api/admin/aed/${id}/reminders`)).json();
    expect(reminders.sentTotal).toBe(SENT_REMINDERS_SHOWN + 20);
    expect(reminders.sent).toHaveLength(SENT_REMINDERS_SHOWN);
    expect(reminders.sent[0].email).toBe(`m${SENT_REMINDERS_SHOWN + 19}@aedatlas.test`);
  });

  it('goes through the lead times day by day, one digest per address per day, never for a date already past', async () => {
    // Far from today, so the run every instance queues at start finds none of it.
    const day = '2031-03-01';
    const who = address('lead-times');
    const soon = await aedWith({ contactEmail: who, batteryExpiry: plusDays(day, 30), electrodeExpiry: plusDays(day, 5) });
    await aedWith({ contactEmail: who, electrodeExpiry: plusDays(day, -1) });

    // Day 0: the battery at 30 days and the electrodes (5 days left) at 7, in one digest; the past date never.
    expect(await runExpiryReminders(t.app, day)).toEqual({ digests: 1, reminders: 2 });
    expect(await runExpiryReminders(t.app, day)).toEqual({ digests: 0, reminders: 0 });
    // Next day: nothing has reached a new lead time.
    expect(await runExpiryReminders(t.app, plusDays(day, 1))).toEqual({ digests: 0, reminders: 0 });
    // Day 5: the electrodes expire today.
    expect(await runExpiryReminders(t.app, plusDays(day, 5))).toEqual({ digests: 1, reminders: 1 });
    // Day 23: the battery at 7 days.
    expect(await runExpiryReminders(t.app, plusDays(day, 23))).toEqual({ digests: 1, reminders: 1 });
    const sent = await t.app.database.db.select().from(expiryReminders).where(eq(expiryReminders.aedId, soon));
    expect(sent.map((s) => `${s.part}:${s.daysBefore}`).sort()).toEqual(['battery:30', 'battery:7', 'electrode:0', 'electrode:7']);
    await eventually(async () => (await mailsTo(who)).length === 3);
    expect(await mailsTo(who)).toHaveLength(3);
  });

  // Runs at every start and every hour: at a million AEDs, reading them all held the embedded
  // database (and the server's only thread) for about a second each time. With scans priced out
  // (the test table is small), the plan shows whether the expiry index can find the AEDs.
  it('finds what is due through the expiry index, not by reading every AED', async () => {
    const plan = await queryPlan(t.app.database.db, dueRemindersQuery(serviceDate(), t.app.config.expiryReminderDays), ['enable_seqscan']);
    expect(plan).toMatch(/Index (Only )?Scan (using|on) aeds_expiry_idx\b[\s\S]*?Index Cond: \(expiry_date </i);
    expect(plan).not.toMatch(/Seq Scan on aeds\b/);
  });

  it('sends nothing more to an address that unsubscribed from the link, without a login', async () => {
    const day = '2032-06-01';
    const leaving = address('leaving');
    const staying = address('staying');
    const id = await aedWith({ contactEmail: staying, batteryExpiry: plusDays(day, 7) }, [leaving]);
    expect(await runExpiryReminders(t.app, day)).toEqual({ digests: 2, reminders: 2 });
    const mail = await eventually(async () => (await mailsTo(leaving))[0]);
    const link = new URL(/http\S+unsubscribe\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('token')!;

    // Looking at the link changes nothing (mail scanners follow links); the button posts.
    expect((await call('GET', `/api/reminders/unsubscribe?token=${token}`, undefined, {})).json()).toEqual({ email: leaving });
    expect((await call('POST', '/api/reminders/unsubscribe', { token }, {})).json()).toEqual({ email: leaving, unsubscribed: true });
    expect((await call('POST', '/api/reminders/unsubscribe', { token }, {})).statusCode).toBe(200);
    // A made-up or altered token is refused with a clear message.
    const forged = `${Buffer.from(staying).toString('base64url')}.${token.split('.')[1]}`;
    const refused = await call('POST', '/api/reminders/unsubscribe', { token: forged }, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This unsubscribe link is not valid. Please use the link from the reminder as it was sent.');
    expect((await call('GET', '/api/reminders/unsubscribe?token=x', undefined, {})).statusCode).toBe(400);

    // On the day of expiry only the address that stayed is reminded.
    expect(await runExpiryReminders(t.app, plusDays(day, 7))).toEqual({ digests: 1, reminders: 1 });
    await eventually(async () => (await mailsTo(staying)).length === 2);
    expect(await mailsTo(leaving)).toHaveLength(1);
    const sent = (await call('GET', `/api/admin/aed/${id}/reminders`)).json().sent as { email: string; daysBefore: number }[];
    expect(sent.filter((s) => s.email === leaving).map((s) => s.daysBefore)).toEqual([7]);
  });

  it('sends each digest once when two instances run at the same moment on one database', async () => {
    const day = '2033-01-10';
    const emails = [address('x'), address('y'), address('z')];
    await aedWith({ contactEmail: emails[0], childElectrodeExpiry: plusDays(day, 0) }, emails.slice(1));
    // A second instance: the same app on the same database (workers and all).
    const other = await buildAppOn({ database: t.app.database, databaseUrl: t.databaseUrl });
    try {
      const runs = await Promise.all([runExpiryReminders(t.app, day), runExpiryReminders(other, day), runExpiryReminders(t.app, day)]);
      expect(runs.reduce((sum, run) => sum + run.digests, 0)).toBe(3);
    } finally {
      await other.close();
    }
    for (const email of emails) {
      await eventually(async () => (await mailsTo(email)).length === 1);
      expect(await mailsTo(email)).toHaveLength(1);
    }
  });

  it('keeps the maintainer list as sent, audits a change, and refuses bad addresses and strangers', async () => {
    const a = address('a');
    const id = await aedWith({});
    const put = (emails: unknown, headers = admin) => call('PUT', `/api/admin/aed/${id}/maintainers`, { emails }, headers);
    expect((await put([a])).json().maintainers).toEqual([a]);
    const audited = async () => (await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).filter((r) => r.entityType === 'aed-maintainers');
    expect(await audited()).toHaveLength(1);
    // The same list again changes nothing and leaves no trace.
    await put([a.toUpperCase()]);
    expect(await audited()).toHaveLength(1);

    const bad = await put([a, 'not-an-address']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'emails.1': 'Must be a valid email address' });
    expect((await put(['x\u0000@y.si'])).statusCode).toBe(400);
    expect((await put(Array.from({ length: 11 }, (_, k) => `m${k}@x.si`))).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/aed/00000000-0000-4000-8000-000000000000/maintainers`, { emails: [] })).statusCode).toBe(404);
    const member = bearer((await signIn(t.app, await createTestUser(t.app))).access_token);
    expect((await put([a], member)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/aed/${id}/reminders`, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/expiry-reminders/run', undefined, member)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/aed/${id}/reminders`)).json().maintainers).toEqual([a]);
  });
});
