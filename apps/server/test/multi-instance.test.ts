import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_CLIENT_ID } from '@aedatlas/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../bench/server-process';
import { openDatabase, type Database } from '../src/db/client';
import { hashPassword } from '../src/identity/passwords';
import { createUser } from '../src/modules/users/users.repo';
import { newAedPayload } from './helpers/files';
import { freePorts } from './helpers/free-port';
import { startPushService, type PushService } from './helpers/push-service';
import { createScratchPostgres } from './helpers/scratch-postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = 'redis://127.0.0.1:6379';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TOKEN_LIMIT = 4;
const ADMIN = { email: 'admin@multi.test', password: 'Admin-password-9' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Instance = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * Two real server processes behind an imagined load balancer, on one fresh PostgreSQL database
 * and one Redis: whatever a client does through one instance holds on the other.
 */
describe.runIf(postgresUrl)('two instances on one PostgreSQL and Redis', () => {
  const keyPrefix = `aedatlas-test-${randomBytes(4).toString('hex')}:`;
  let scratch: { url: string; drop(): Promise<void> };
  let push: PushService;
  let a: Instance;
  let b: Instance;
  let database: Database;
  let adminToken: string;
  // Behind the load balancer every client has its own address (TRUST_PROXY): each test uses its
  // own, so one test's token requests do not use up another's rate limit.
  let nextAddress = 1;
  const clientAddress = () => `10.0.0.${nextAddress++}`;

  const token = (instance: Instance, form: Record<string, string>, from: string) =>
    fetch(`${instance.url}/auth/realms/aedatlas/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...form }),
    });
  const passwordGrant = (instance: Instance, user: { email: string; password: string }, from = clientAddress()) =>
    token(instance, { grant_type: 'password', username: user.email, password: user.password, scope: 'openid offline_access' }, from);
  const signIn = async (instance: Instance, user: { email: string; password: string }) => {
    const res = await passwordGrant(instance, user);
    expect(res.status).toBe(200);
    return (await res.json()) as { access_token: string; refresh_token: string };
  };
  const call = (instance: Instance, url: string, accessToken: string, init: { method?: string; body?: object } = {}) =>
    fetch(`${instance.url}${url}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${accessToken}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const newMember = async () => {
    const member = { email: `member-${randomBytes(4).toString('hex')}@multi.test`, password: 'Member-password-9' };
    const row = await createUser(database.db, { ...member, passwordHash: await hashPassword(member.password), firstName: 'M', lastName: 'Ember', roles: ['USER'] });
    return { ...member, id: row!.id };
  };

  beforeAll(async () => {
    scratch = await createScratchPostgres(postgresUrl!);
    push = await startPushService();
    const env = (port: number) => ({
      PORT: String(port),
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      // One public address for both, as behind a load balancer: tokens name the same issuer.
      PUBLIC_URL: 'http://aedatlas.test',
      TRUST_PROXY: 'true',
      TOKEN_RATE_LIMIT_PER_MINUTE: String(TOKEN_LIMIT),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUSH_SERVICE_ORIGINS: push.origin,
      JOBS_WORKER: 'true',
    });
    const [portA, portB] = await freePorts(2);
    // Both start at the same moment on the empty database: migrations, the admin account and the
    // signing and VAPID keys are created once, and both end up with the same ones.
    const started = await Promise.allSettled([startServerProcess(repoRoot, env(portA!)), startServerProcess(repoRoot, env(portB!))]);
    [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined!));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    adminToken = (await signIn(a, ADMIN)).access_token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    push?.stop();
    await scratch?.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }, 30_000);

  it('accepts a token from one instance on the other, and refreshes it there', async () => {
    const member = await newMember();
    const fromA = await signIn(a, member);
    const me = await call(b, '/api/user/me', fromA.access_token);
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(member.email);

    const refreshed = await token(b, { grant_type: 'refresh_token', refresh_token: fromA.refresh_token }, clientAddress());
    expect(refreshed.status).toBe(200);
    const { access_token } = (await refreshed.json()) as { access_token: string };
    expect((await call(a, '/api/user/me', access_token)).status).toBe(200);
    // Both serve the same key set, so a client may fetch it from either.
    const certs = await Promise.all([a, b].map(async (i) => (await fetch(`${i.url}/auth/realms/aedatlas/protocol/openid-connect/certs`)).json()));
    expect(certs[0]).toEqual(certs[1]);
  });

  it("shows an AED created through one instance on the other's map within a second", async () => {
    const mapIds = async (instance: Instance) => ((await (await fetch(`${instance.url}/api/aed/map`)).json()) as { id: string }[]).map((x) => x.id);
    // B has its map feed cached and its change fingerprint freshly checked.
    expect(await mapIds(b)).toEqual(await mapIds(a));

    const created = await call(a, '/api/admin/aed', adminToken, { method: 'POST', body: newAedPayload('Across instances') });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const start = Date.now();
    while (!(await mapIds(b)).includes(id) && Date.now() - start < 3000) await pause(20);
    const elapsed = Date.now() - start;
    expect((await mapIds(b)).includes(id)).toBe(true);
    // Within the second asked for, and well inside it: B's fingerprint was just checked, so the
    // fallback alone would take about a second; the change notification takes milliseconds.
    expect(elapsed).toBeLessThan(500);
  });

  it("serves a dispatch centre's client on both: made on one, its token taken from the other, its changes and nearest AEDs from either, revoked on one and refused on the other at once", async () => {
    const created = await call(a, '/api/admin/api-clients', adminToken, { method: 'POST', body: { name: 'Dispatch centre across instances', roles: ['dispatch', 'integration'] } });
    expect(created.status).toBe(201);
    const client = (await created.json()) as { id: string; clientId: string; clientSecret: string; updatedAt: string };
    const grant = await fetch(`${b.url}/auth/realms/aedatlas/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
    });
    expect(grant.status).toBe(200);
    const clientToken = ((await grant.json()) as { access_token: string }).access_token;

    // The feed's newest change, read through A; an AED added through B is the next one, on either.
    let newest = 0;
    for (let more = true; more; ) {
      const page = (await (await call(a, `/api/changes?after=${newest}&limit=1000`, clientToken)).json()) as { next: number; hasMore: boolean };
      [newest, more] = [page.next, page.hasMore];
    }
    const added = await call(b, '/api/admin/aed', adminToken, { method: 'POST', body: newAedPayload('Dispatch across instances') });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    for (const instance of [a, b]) {
      const page = (await (await call(instance, `/api/changes?after=${newest}`, clientToken)).json()) as { changes: { seq: number; kind: string; aedId: string }[] };
      expect(page.changes.map((c) => [c.seq, c.kind, c.aedId])).toEqual([[newest + 1, 'added', id]]);
    }
    const { latitude, longitude } = newAedPayload('x');
    const nearest = await call(a, `/api/dispatch/nearest?lat=${latitude}&lon=${longitude}`, clientToken);
    expect(nearest.status).toBe(200);

    const revoked = await fetch(`${b.url}/api/admin/api-clients/${client.id}/revoke`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'if-match': `"${client.updatedAt}"` } });
    expect(revoked.status).toBe(200);
    // Each call checks the client's row: the token still unexpired is refused on the other instance at once.
    expect((await call(a, `/api/dispatch/nearest?lat=${latitude}&lon=${longitude}`, clientToken)).status).toBe(401);
    expect((await call(a, '/api/changes?after=0', clientToken)).status).toBe(401);
  });

  it('holds a per-route rate limit across both instances', async () => {
    const member = await newMember();
    const from = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < TOKEN_LIMIT + 2; i++) statuses.push((await passwordGrant(i % 2 ? b : a, member, from)).status);
    // Alternating between the instances: the limit counts once for both, then either refuses.
    expect(statuses).toEqual([...Array<number>(TOKEN_LIMIT).fill(200), 429, 429]);
  });

  it('runs a background job once with both instances working the queue', async () => {
    const member = await newMember();
    const memberToken = (await signIn(b, member)).access_token;
    const { publicKey } = (await (await fetch(`${b.url}/api/push/public-key`)).json()) as { publicKey: string };
    const subscription = await push.subscribe(publicKey);
    const subscribed = await call(b, '/api/push/subscription', memberToken, { method: 'POST', body: { endpoint: subscription.endpoint, keys: subscription.keys } });
    expect(subscribed.status).toBe(204);

    const sent = await call(a, '/api/admin/notification/send', adminToken, { method: 'POST', body: { userIds: [member.id], title: 'Once', message: 'M' } });
    expect(sent.status).toBe(202);
    const deadline = Date.now() + 15_000;
    while ((await push.messages(subscription)).length === 0 && Date.now() < deadline) await pause(100);
    // Both workers poll every second: long enough for a second delivery to show if there were one.
    await pause(2500);
    const titles = (await push.messages(subscription)).map((m) => (JSON.parse(m) as { title: string }).title);
    expect(titles).toEqual(['Once']);
  });
});
