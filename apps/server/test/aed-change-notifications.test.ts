import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bearer, buildAppOn, createTestUser, signIn } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';
import { proxyInFrontOf, type TcpProxy } from './helpers/tcp-proxy';

const postgres = testDatabases.find((d) => d.kind === 'postgres');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two instances on one PostgreSQL: an AED written through one is on the other's map at once
 * (LISTEN/NOTIFY), also after the other's listening connection was cut and came back. The second
 * instance listens through a proxy the test can cut; its queries go straight to the database.
 */
describe.runIf(postgres)('AED changes between instances on postgres', () => {
  let on: { database: Database; databaseUrl?: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    on = await postgres!.create();
    let viaProxy: string;
    ({ proxy, viaProxy } = await proxyInFrontOf(on.databaseUrl!));
    a = await buildAppOn(on);
    b = await buildAppOn({ database: on.database, databaseUrl: viaProxy });
    admin = (await signIn(a, await createTestUser(a, { admin: true }))).access_token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
    await on?.drop();
  });

  const mapIds = async (app: FastifyInstance) => ((await app.inject({ url: '/api/aed/map' })).json() as { id: string }[]).map((x) => x.id);

  /** Creates an AED through A; how long until B's (freshly cached) map shows it. */
  async function msUntilSeenOnB(description: string) {
    await mapIds(b);
    const created = await a.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload(description) });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const start = Date.now();
    while (!(await mapIds(b)).includes(id) && Date.now() - start < 3000) await pause(10);
    expect(await mapIds(b)).toContain(id);
    return Date.now() - start;
  }

  it("puts a change made through one instance on the other's map within milliseconds", async () => {
    // B's fingerprint was just checked: without the notification it would take about a second.
    expect(await msUntilSeenOnB('Notified')).toBeLessThan(500);
  });

  it("updates the other's kept count of an admin search within milliseconds", async () => {
    const countOnB = async () => ((await b.inject({ url: '/api/admin/aed?search=elsewhere&size=1', headers: bearer(admin) })).json() as { totalCount: number }).totalCount;
    // Asked a few times: B keeps the count from now on.
    for (let i = 0; i < 3; i++) expect(await countOnB()).toBe(0);
    const created = await a.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload('Counted elsewhere') });
    expect(created.statusCode).toBe(201);
    const start = Date.now();
    while ((await countOnB()) !== 1 && Date.now() - start < 3000) await pause(10);
    expect(await countOnB()).toBe(1);
    expect(Date.now() - start).toBeLessThan(500);
  });

  it('listens again after its connection was lost, and catches up on what it missed', async () => {
    proxy.set('cut');
    const missed = await a.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload('While away') });
    const { id } = missed.json() as { id: string };
    await pause(300);
    proxy.set('pass');
    // Seen within the fallback's second at the latest, whether or not the listener is back yet.
    const start = Date.now();
    while (!(await mapIds(b)).includes(id) && Date.now() - start < 3000) await pause(10);
    expect(Date.now() - start).toBeLessThan(1500);
    // Reconnected within its back-off: changes arrive at once again.
    await pause(1500);
    expect(await msUntilSeenOnB('After the outage')).toBeLessThan(500);
  });
});
