import { RUNNER_LINK_TTL_MINUTES, RUNNER_LINKS_PER_ADDRESS_PER_HOUR, type RunnerLink } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerLinks } from '../src/modules/runner-links/runner-links.table';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

let unique = 0;
/** An address of its own per caller, so the per-address limit of one test never counts in another. */
const nextAddress = () => `10.88.${Math.floor(++unique / 250)}.${(unique % 250) + 1}`;

describe.each(testDatabases)('runner links on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  let aedId: string;
  beforeAll(async () => {
    const title = `Runner AED ${Date.now()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/aed',
      headers: bearer(t.adminToken),
      payload: { ...newAedPayload(title), title, locationDescription: 'Behind the reception desk', floor: '-1', cabinetNotes: 'Opening it sounds an alarm', contactPhoneNumber: '+386 1 555 0100', serialNumber: 'SN-SECRET-1' },
    });
    expect(res.statusCode).toBe(201);
    aedId = res.json().id;
  });

  const make = (body: unknown, remoteAddress = nextAddress()) => t.app.inject({ method: 'POST', url: '/api/runner-links', payload: body as object, remoteAddress });
  const read = (code: string) => t.app.inject({ method: 'GET', url: `/api/runner-links/${code}` });
  const tell = (code: string, status: string) => t.app.inject({ method: 'POST', url: `/api/runner-links/${code}/status`, payload: { status } });

  it('makes a short link for an AED that shows the runner where it is, and nothing of its keepers', async () => {
    const before = Date.now();
    const res = await make({ aedId });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = res.json() as RunnerLink;
    expect(link.code).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
    expect(link.status).toBe('sent');
    const ttl = Date.parse(link.expiresAt) - before;
    expect(ttl).toBeGreaterThan((RUNNER_LINK_TTL_MINUTES - 1) * 60_000);
    expect(ttl).toBeLessThanOrEqual(RUNNER_LINK_TTL_MINUTES * 60_000 + 5_000);
    expect(link.aed).toMatchObject({ id: aedId, locationDescription: 'Behind the reception desk', floor: '-1', cabinetNotes: 'Opening it sounds an alarm', usableNow: { state: expect.any(String) } });
    expect(JSON.stringify(link)).not.toMatch(/555 0100|SN-SECRET-1/);

    const again = await read(link.code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(link);
  });

  it("moves the run forward as the runner's page tells it, never back", async () => {
    const { code } = (await make({ aedId })).json() as RunnerLink;
    expect((await tell(code, 'opened')).json().status).toBe('opened');
    const back = await tell(code, 'coming-back');
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('coming-back');
    // A second phone that opens the link late does not undo "coming back".
    expect((await tell(code, 'opened')).json().status).toBe('coming-back');
    expect((await read(code)).json().status).toBe('coming-back');
    for (const status of ['sent', 'lost', '']) expect((await tell(code, status)).statusCode, status).toBe(400);
  });

  it('answers bad input with 400 and field messages, unknown links and AEDs with 404', async () => {
    for (const body of [{}, { aedId: 'nope' }, { aedId, extra: 1 }, { aedId: `${aedId}\u0000` }]) {
      const res = await make(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).not.toMatch(/select|insert|stack/i);
    }
    expect((await make({ aedId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    for (const code of ['ABCDEFGH', 'abc', 'abcdefgh1', 'abcdefg0', 'abcd%00efg']) expect((await read(code)).statusCode, code).toBe(400);
    const unknown = await read('zzzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/ended or does not exist/);
    expect((await tell('zzzzzzzz', 'opened')).statusCode).toBe(404);
  });

  it('ends a link after its time and clears it when the next is made', async () => {
    const { code } = (await make({ aedId })).json() as RunnerLink;
    await t.app.database.db.update(runnerLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(runnerLinks.code, code));
    expect((await read(code)).statusCode).toBe(404);
    expect((await tell(code, 'coming-back')).statusCode).toBe(404);
    await make({ aedId });
    expect(await t.app.database.db.select().from(runnerLinks).where(eq(runnerLinks.code, code))).toEqual([]);
  });

  it('keeps no position and no address of the sender, only a keyed hash for the limit', async () => {
    const address = nextAddress();
    const { code } = (await make({ aedId }, address)).json() as RunnerLink;
    const [row] = await t.app.database.db.select().from(runnerLinks).where(eq(runnerLinks.code, code));
    expect(Object.keys(row).sort()).toEqual(['aedId', 'clientHash', 'code', 'createdAt', 'expiresAt', 'status', 'updatedAt']);
    expect(row.clientHash).not.toContain(address);
  });

  it(`limits an address to ${RUNNER_LINKS_PER_ADDRESS_PER_HOUR} links an hour`, async () => {
    const address = nextAddress();
    for (let i = 0; i < RUNNER_LINKS_PER_ADDRESS_PER_HOUR; i++) expect((await make({ aedId }, address)).statusCode).toBe(201);
    const refused = await make({ aedId }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many links/);
    expect((await make({ aedId })).statusCode).toBe(201);
  });
});

describe('runner links when the map needs a login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0], { MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(() => t.close());

  it('makes links for signed-in people only, and opens them for a runner without an account', async () => {
    const member = bearer((await signIn(t.app, await createTestUser(t.app))).access_token);
    const admin = bearer((await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token);
    const aed = (await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: admin, payload: newAedPayload('Guarded runner AED') })).json() as { id: string };
    expect((await t.app.inject({ method: 'POST', url: '/api/runner-links', payload: { aedId: aed.id } })).statusCode).toBe(401);
    const made = await t.app.inject({ method: 'POST', url: '/api/runner-links', payload: { aedId: aed.id }, headers: member });
    expect(made.statusCode).toBe(201);
    const opened = await t.app.inject({ method: 'GET', url: `/api/runner-links/${made.json().code}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().aed.id).toBe(aed.id);
  });
});
