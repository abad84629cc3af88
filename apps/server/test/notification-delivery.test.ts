import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bearer, buildAppOn, createTestUser, signIn } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { eventually, startPushService, type PushService, type TestSubscription } from './helpers/push-service';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

/**
 * Delivery as a durable background job: a send answers at once, and its messages arrive once,
 * whatever happens to the process or the push service in between.
 */
describe.each(testDatabases)('notification delivery on $kind', (engine) => {
  let on: { database: Database; databaseUrl?: string; drop(): Promise<void> };
  let push: PushService;
  let proxy: TcpProxy;
  let env: Record<string, string>;

  beforeAll(async () => {
    push = await startPushService();
    const pushPort = Number(new URL(push.origin).port);
    // The same push service behind a proxy the test can cut, as a network fault would.
    proxy = await startTcpProxy({ host: 'localhost', port: pushPort });
    env = { PUSH_SERVICE_ORIGINS: `${push.origin},http://127.0.0.1:${proxy.port}` };
    on = await engine.create();
  });
  afterAll(async () => {
    await on.drop();
    await proxy.close();
    push.stop();
  });

  async function setUp(app: FastifyInstance, viaProxy = false) {
    const admin = (await signIn(app, await createTestUser(app, { admin: true }))).access_token;
    const member = await createTestUser(app);
    const memberToken = (await signIn(app, member)).access_token;
    const { publicKey } = (await app.inject({ url: '/api/push/public-key' })).json();
    const subscription = await push.subscribe(publicKey);
    const endpoint = viaProxy ? subscription.endpoint.replace(push.origin, `http://127.0.0.1:${proxy.port}`) : subscription.endpoint;
    const res = await app.inject({ method: 'POST', url: '/api/push/subscription', headers: bearer(memberToken), payload: { endpoint, keys: subscription.keys } });
    expect(res.statusCode).toBe(204);
    const send = (title: string) =>
      app.inject({ method: 'POST', url: '/api/admin/notification/send', headers: bearer(admin), payload: { userIds: [member.id], title, message: 'M' } });
    const status = async (sendId: string) =>
      (await app.inject({ url: `/api/admin/notification?sendId=${sendId}`, headers: bearer(admin) })).json().data[0].status as string;
    return { send, status, subscription };
  }

  const titles = async (subscription: TestSubscription) => (await push.messages(subscription)).map((m) => JSON.parse(m).title as string);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('keeps a queued send across a restart and delivers it once', async () => {
    // An instance that only queues (JOBS_WORKER=false), like an API-only instance or a process
    // that stops before its worker got to the job.
    const first = await buildAppOn(on, { ...env, JOBS_WORKER: 'false' });
    const { send, subscription } = await setUp(first);
    const res = await send('Across a restart');
    expect(res.statusCode).toBe(202);
    const { sendId } = res.json();
    await pause(1500);
    expect(await titles(subscription)).toEqual([]);
    await first.close();

    const second = await buildAppOn(on, env);
    const admin = (await signIn(second, await createTestUser(second, { admin: true }))).access_token;
    const statusOf = async () => (await second.inject({ url: `/api/admin/notification?sendId=${sendId}`, headers: bearer(admin) })).json().data[0].status;
    expect(await eventually(async () => (await titles(subscription)).length > 0)).toBe(true);
    expect(await eventually(async () => (await statusOf()) === 'sent')).toBe(true);
    await second.close();

    // A third start finds nothing left to do: the device got the message exactly once.
    const third = await buildAppOn(on, env);
    await pause(2000);
    await third.close();
    expect(await titles(subscription)).toEqual(['Across a restart']);
  });

  it('retries with back-off while the push service cannot be reached, then delivers once', async () => {
    const app = await buildAppOn(on, env);
    try {
      const { send, status, subscription } = await setUp(app, true);
      proxy.set('cut');
      const { sendId } = (await send('After an outage')).json();
      await pause(1500);
      expect(await status(sendId)).toBe('queued');
      expect(await titles(subscription)).toEqual([]);
      proxy.set('pass');
      // The first retry comes about 5 s after the failure.
      expect(await eventually(async () => (await status(sendId)) === 'sent', 20_000)).toBe(true);
      await pause(1000);
      expect(await titles(subscription)).toEqual(['After an outage']);
    } finally {
      proxy.set('pass');
      await app.close();
    }
  });
});
