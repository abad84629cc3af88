import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { callerOf, clientToken, createAed, type Caller } from './helpers/webhook-calls';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';
import { startSmtpServer } from './helpers/smtp';
import { runWebhookDigests } from '../src/modules/webhooks/webhook-digest';

/** Short settings: retries after 100 ms, doubling; a sweep five times a second. */
const env = { WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_SWEEP_MS: '200', WEBHOOK_TIMEOUT_MS: '2000' };

describe.each(testDatabases)('webhook deliveries on $kind', (engine) => {
  let t: TestApp;
  let admin: Caller;
  let adminToken: string;
  const receivers: WebhookReceiver[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(engine, { ...env, SMTP_URL: smtp.url });
    adminToken = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
    admin = callerOf(t.app, adminToken);
  });
  afterEach(async () => {
    // Each test's subscriptions end with it, so the next test's receivers hear only their own.
    await t.app.database.db.execute(sql`delete from webhook_subscriptions`);
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscribe = async (area: string, extra: object = {}) => {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const res = await admin('POST', '/api/webhooks', { url: receiver.url, area, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    receiver.useSecret(res.json().secret);
    return { receiver, id: res.json().id as string };
  };
  const stateOf = async (id: string) => (await admin('GET', `/api/webhooks/${id}`)).json().delivery;

  it("delivers its area's changes, signed, in seq order, and nothing of other areas", async () => {
    const { receiver, id } = await subscribe('municipality:ziri');
    const inside = await createAed(admin, { municipality: 'Žiri' });
    await createAed(admin, { municipality: 'Kranj' });
    const second = await createAed(admin, { municipality: 'Žiri' });
    await receiver.waitUntil(() => receiver.appliedSeqs.length === 2);
    expect(receiver.badSignatures).toEqual([]);
    expect([...receiver.copy.keys()].sort()).toEqual([inside, second].sort());
    expect(receiver.deliveries.every((d) => d.type === 'aed.changes' && /^msg_[0-9a-f]{32}_\d+_\d+$/.test(d.id))).toBe(true);
    const seqs = receiver.appliedSeqs;
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // The receiver applies before the server has its answer: the state follows a moment later.
    await expect.poll(async () => (await stateOf(id)).lastDeliveredSeq).toBeGreaterThanOrEqual(seqs.at(-1)!);
    expect(await stateOf(id)).toMatchObject({ state: 'ok', attempts: 0, lastStatus: 204 });
    const attempts = (await admin('GET', `/api/webhooks/${id}/deliveries`)).json();
    expect(attempts.totalCount).toBe(receiver.deliveries.length);
    expect(attempts.data[0]).toMatchObject({ kind: 'changes', ok: true, status: 204 });
  });

  it('retries a failing receiver with the same webhook-id, then goes on after a success', async () => {
    const { receiver, id } = await subscribe('municipality:Bled');
    receiver.failWith(({ n }) => (n <= 2 ? 500 : undefined));
    const aed = await createAed(admin, { municipality: 'Bled' });
    await receiver.waitUntil(() => receiver.appliedSeqs.length === 1);
    await expect.poll(async () => (await stateOf(id)).lastStatus).toBe(204);
    const [first, second, third] = receiver.deliveries;
    expect([first.status, second.status, third.status]).toEqual([500, 500, 204]);
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    expect(receiver.copy.has(aed)).toBe(true);
    const attempts = (await admin('GET', `/api/webhooks/${id}/deliveries`)).json().data;
    expect(attempts.map((a: { ok: boolean }) => a.ok)).toEqual([true, false, false]);
    // A short error, not the receiver's 5,000-character body.
    expect(attempts[1].error).toBe('HTTP 500 Internal Server Error');
    expect(await stateOf(id)).toMatchObject({ state: 'ok', attempts: 0 });
  });

  it('stops as failing after the retry window, keeps its place, and delivers what it missed once resumed', async () => {
    const { receiver, id } = await subscribe('municipality:Bohinj');
    receiver.failWith(() => 503);
    const first = await createAed(admin, { municipality: 'Bohinj' });
    await receiver.waitUntil(() => receiver.deliveries.length >= 1);
    await expect.poll(async () => (await stateOf(id)).state).toBe('retrying');
    // A day of failures, told in one step: the first failure was long ago.
    await t.app.database.db.execute(sql`update webhook_delivery_states set first_failure_at = now() - interval '2 days' where subscription_id = ${id}`);
    await expect.poll(async () => (await stateOf(id)).state, { timeout: 5000 }).toBe('failing');
    const failing = await stateOf(id);
    expect(failing).toMatchObject({ lastStatus: 503, nextAttemptAt: null });
    const tried = receiver.deliveries.length;
    const second = await createAed(admin, { municipality: 'Bohinj' });
    await new Promise((r) => setTimeout(r, 600));
    expect(receiver.deliveries.length).toBe(tried);

    receiver.failWith(() => undefined);
    const resumed = await admin('POST', `/api/webhooks/${id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    await receiver.waitUntil(() => receiver.copy.has(second));
    expect([...receiver.copy.keys()].sort()).toEqual([first, second].sort());
    expect(receiver.repeats).toBe(0);
    await expect.poll(async () => (await stateOf(id)).attempts).toBe(0);
    expect((await stateOf(id)).state).toBe('ok');
  });

  it('sends a signed ping on test and lists it with the deliveries', async () => {
    const { receiver, id } = await subscribe('box:13.3,45.4,16.6,46.9');
    const ping = await admin('POST', `/api/webhooks/${id}/test`);
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json()).toMatchObject({ ok: true, status: 204 });
    expect(receiver.deliveries).toMatchObject([{ type: 'ping', id: ping.json().webhookId }]);
    receiver.failWith(() => 500);
    expect((await admin('POST', `/api/webhooks/${id}/test`)).json()).toMatchObject({ ok: false, status: 500 });
    const listed = (await admin('GET', `/api/webhooks/${id}/deliveries?size=1`)).json();
    expect(listed).toMatchObject({ totalCount: 2, totalPages: 2, data: [{ kind: 'ping', ok: false }] });
  });

  it("delivers to a client's subscription until the client is revoked, then nothing", async () => {
    const client = callerOf(t.app, await clientToken(t.app, admin, ['integration']));
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const sub = await client('POST', '/api/webhooks', { url: receiver.url, area: 'municipality:Idrija' });
    expect(sub.statusCode, sub.body).toBe(201);
    receiver.useSecret(sub.json().secret);
    await createAed(admin, { municipality: 'Idrija' });
    await receiver.waitUntil(() => receiver.appliedSeqs.length === 1);
    const owner = (await admin('GET', '/api/admin/api-clients?size=100')).json().data.find((c: { id: string }) => c.id === sub.json().owner.id);
    expect((await admin('POST', `/api/admin/api-clients/${owner.id}/revoke`)).statusCode).toBe(200);
    await createAed(admin, { municipality: 'Idrija' });
    await new Promise((r) => setTimeout(r, 700));
    expect(receiver.appliedSeqs).toHaveLength(1);
  });

  it("pauses a client's subscription while the client lacks the integration role, and goes on from there when it is given back", async () => {
    const client = callerOf(t.app, await clientToken(t.app, admin, ['integration']));
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const sub = await client('POST', '/api/webhooks', { url: receiver.url, area: 'municipality:Cerkno' });
    expect(sub.statusCode, sub.body).toBe(201);
    receiver.useSecret(sub.json().secret);
    await createAed(admin, { municipality: 'Cerkno' });
    await receiver.waitUntil(() => receiver.appliedSeqs.length === 1);
    const ownerId = sub.json().owner.id as string;
    const setRoles = async (roles: string[]) => {
      const version = (await admin('GET', `/api/admin/api-clients/${ownerId}`)).json().updatedAt as string;
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/api-clients/${ownerId}`, payload: { roles }, headers: { authorization: `Bearer ${adminToken}`, 'if-match': `"${version}"` } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setRoles(['dispatch']);
    await createAed(admin, { municipality: 'Cerkno' });
    await new Promise((r) => setTimeout(r, 700));
    expect(receiver.appliedSeqs).toHaveLength(1);
    await setRoles(['integration']);
    await receiver.waitUntil(() => receiver.appliedSeqs.length === 2);
  });

  it('mails a daily digest of the area\'s changes, once a day, and nothing on a day without changes', async () => {
    const to = `digest-${engine.kind}@example.test`;
    await subscribe('municipality:Tolmin', { digestEmail: to });
    const first = await createAed(admin, { municipality: 'Tolmin', title: 'Digest AED one' });
    await createAed(admin, { municipality: 'Kobarid', title: 'Digest AED elsewhere' });
    await createAed(admin, { municipality: 'Tolmin', title: 'Digest AED two' });
    expect(await runWebhookDigests(t.app, '2030-01-01')).toBe(1);
    const mail = (await smtp.waitFor(to)).raw.replace(/=\r?\n/g, '');
    expect(mail).toMatch(/Subject: AED Atlas: 2 changes in municipality:Tolmin/);
    expect(mail).toContain('added: Digest AED one');
    expect(mail).toContain('added: Digest AED two');
    expect(mail).not.toContain('elsewhere');
    // Once a day; the next day without changes, nothing.
    expect(await runWebhookDigests(t.app, '2030-01-01')).toBe(0);
    expect(await runWebhookDigests(t.app, '2030-01-02')).toBe(0);
    const read = await admin('GET', `/api/admin/aed/${first}`);
    expect((await admin('PUT', `/api/admin/aed/${first}`, { floor: '1' }, { 'if-match': read.headers.etag as string })).statusCode).toBe(200);
    expect(await runWebhookDigests(t.app, '2030-01-02')).toBe(1);
    expect((await smtp.waitFor(to, 2)).raw).toMatch(/Subject: AED Atlas: 1 change in municipality:Tolmin/);
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(2);
  });

  it.runIf(engine.kind === 'postgres')('delivers each change once per subscription with two instances working on one database', async () => {
    const second = await buildAppOn({ database: t.app.database, databaseUrl: t.databaseUrl }, env);
    try {
      const { receiver } = await subscribe('municipality:Piran');
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await createAed(callerOf(i % 2 ? second : t.app, adminToken), { municipality: 'Piran' }));
      await receiver.waitUntil(() => receiver.copy.size === 12);
      await new Promise((r) => setTimeout(r, 500));
      const delivered = receiver.deliveries.flatMap((d) => d.changes.map((c) => c.seq));
      expect(delivered.length).toBe(12);
      expect(new Set(delivered).size).toBe(12);
    } finally {
      await second.close();
    }
  });
});
