import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVOKES_PER_SIGN_OUT, USERINFO_PER_MINUTE } from '../src/identity/identity.routes';
import { AED_LIST_PER_MINUTE } from '../src/modules/aeds/aeds.routes';
import { addIceContact } from '../src/modules/ice/ice.repo';
import { ICE_WRITES_PER_MINUTE } from '../src/modules/ice/ice.routes';
import { MAP_SEARCH_PER_MINUTE } from '../src/modules/map-tiles/map-tiles.routes';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, revokeUrl, signIn, startTestApp, type TestApp } from './helpers/app';

const userinfoUrl = '/auth/realms/aedatlas/protocol/openid-connect/userinfo';
// The product's 429, as the token endpoint's: the error shape, saying when to try again.
const TOO_MANY = { statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Rate limit exceeded, retry in (1 minute|\d+ seconds)$/) };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** What a person sends while typing `text`, when every key sends one: 'L', 'Lj', 'Lju', ... */
const typing = (text: string) => Array.from(text, (_, i) => encodeURIComponent(text.slice(0, i + 1)));

/** Every answer of a person's use: all of them fine. */
async function expectAllFine(calls: (() => Promise<LightMyRequestResponse>)[]) {
  const statuses: number[] = [];
  for (const call of calls) statuses.push((await call()).statusCode);
  expect(statuses.filter((s) => s >= 300)).toEqual([]);
}

/** `max` calls within the limit, all fine; the next is refused as the product refuses: 429, Retry-After, its error body. */
async function expectLimitedAt(max: number, call: (i: number) => Promise<LightMyRequestResponse>) {
  const statuses = new Set<number>();
  for (let i = 0; i < max; i++) statuses.add((await call(i)).statusCode);
  expect([...statuses].filter((s) => s >= 300)).toEqual([]);
  const refused = await call(max);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(refused.json()).toEqual(TOO_MANY);
}

describe.each(testDatabases)('rate limits on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const get = (url: string, from: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, remoteAddress: from, headers });
  const session = async () => {
    const user = await createTestUser(t.app);
    return { ...user, token: (await signIn(t.app, user)).access_token };
  };

  it('lets a person use the AED table freely, and stops a script paging through it, per address', async () => {
    const person = '10.30.0.1';
    const list = (query: string, from = person) => get(`/api/aed?${query}`, from);
    await expectAllFine([
      () => list('page=0&size=25'),
      ...typing('Ljubljana bolnišnica').map((text) => () => list(`page=0&size=25&search=${text}`)),
      ...[1, 2, 3, 4, 5].map((page) => () => list(`page=${page}&size=25&search=Ljubljana`)),
      ...['city', 'description'].flatMap((sortBy) => ['asc', 'desc'].map((order) => () => list(`page=0&size=50&sortBy=${sortBy}&sortOrder=${order}`))),
      () => list('page=0&size=200'),
    ]);
    await expectLimitedAt(AED_LIST_PER_MINUTE, (i) => list(`page=${i % 40}&size=25&search=aed-${i}`, '10.30.0.2'));
    // Another address is not held up by it.
    expect((await list('page=0&size=25', '10.30.0.3')).statusCode).toBe(200);
  });

  it('lets a person type map searches as they go, and stops a script trying terms, per address', async () => {
    const search = (q: string, from: string) => get(`/api/aed/search?q=${q}`, from);
    await expectAllFine(['Ljubljana', 'Žiri', 'Zdravstveni dom Maribor'].flatMap((text) => typing(text).map((q) => () => search(q, '10.31.0.1'))));
    await expectLimitedAt(MAP_SEARCH_PER_MINUTE, (i) => search(`term-${i}`, '10.31.0.2'));
    expect((await search('Koper', '10.31.0.3')).statusCode).toBe(200);
  });

  it('lets a person revoke as every sign-out does, and stops a script revoking in a loop, per address', async () => {
    const revoke = (token: string, from: string) => t.app.inject({ method: 'POST', url: revokeUrl(), remoteAddress: from, headers: form, payload: new URLSearchParams({ token, client_id: 'aedatlas-web' }).toString() });
    const user = await createTestUser(t.app);
    const signOuts = [];
    for (let i = 0; i < 3; i++) {
      const tokens = await signIn(t.app, user);
      signOuts.push(() => revoke(tokens.access_token, '10.32.0.1'), () => revoke(tokens.refresh_token, '10.32.0.1'));
    }
    await expectAllFine(signOuts);
    // Every sign-in the token endpoint allows an address can be signed out.
    await expectLimitedAt(REVOKES_PER_SIGN_OUT * t.app.config.tokenRateLimitPerMinute, (i) => revoke(`not-a-token-${i}`, '10.32.0.2'));
    expect((await revoke('not-a-token', '10.32.0.3')).statusCode).toBe(200);
  });

  it('lets a person ask userinfo at every page load, and stops a script polling it, per user wherever they call from', async () => {
    const person = await session();
    const pageLoads = Array.from({ length: 40 }, (_, i) => () => t.app.inject({ method: i % 4 ? 'GET' : 'POST', url: userinfoUrl, headers: bearer(person.token) }));
    await expectAllFine(pageLoads);

    const script = await session();
    // GET and POST count together, and so do the addresses of one user.
    await expectLimitedAt(USERINFO_PER_MINUTE, (i) => t.app.inject({ method: i % 2 ? 'GET' : 'POST', url: userinfoUrl, remoteAddress: `10.33.0.${i % 250}`, headers: bearer(script.token) }));
    // Another user at the script's last address, and the person, are not held up by it.
    expect((await get(userinfoUrl, `10.33.0.${USERINFO_PER_MINUTE % 250}`, bearer((await session()).token))).statusCode).toBe(200);
    expect((await get(userinfoUrl, '127.0.0.1', bearer(person.token))).statusCode).toBe(200);
  });

  it('lets a person keep their ICE contacts, and stops a script writing them, per user wherever they call from', async () => {
    const run = `${Date.now()}`;
    const person = await session();
    const put = (token: string, payload: object, from = '10.34.0.1') => t.app.inject({ method: 'PUT', url: '/api/user/ice', remoteAddress: from, headers: bearer(token), payload });
    const del = (token: string, id: string, from = '10.34.0.1') => t.app.inject({ method: 'DELETE', url: `/api/user/ice/${id}`, remoteAddress: from, headers: bearer(token) });
    const ids: string[] = [];
    const add = (name: string) => async () => {
      const res = await put(person.token, { displayName: name, email: `${name.toLowerCase()}-${run}@example.test`, phone: null });
      ids.push(res.json().id);
      return res;
    };
    await expectAllFine([add('Mama'), add('Brat'), add('Soseda'), () => put(person.token, { id: ids[0], phone: `+386 41 ${run.slice(-6)}` }), () => del(person.token, ids[1])]);

    const script = await session();
    const contact = await addIceContact(t.app.database.db, script.id, { displayName: 'Target', email: `target-${run}@example.test`, phone: null });
    await expectLimitedAt(ICE_WRITES_PER_MINUTE, (i) => put(script.token, { id: contact.id, displayName: `Target ${i}` }, `10.34.1.${i}`));
    const many: string[] = [];
    for (let i = 0; i <= ICE_WRITES_PER_MINUTE; i++) many.push((await addIceContact(t.app.database.db, script.id, { displayName: `C${i}`, email: `c${i}-${run}@example.test`, phone: null })).id);
    await expectLimitedAt(ICE_WRITES_PER_MINUTE, (i) => del(script.token, many[i], `10.34.2.${i}`));
    // The person is not held up by the script.
    expect((await del(person.token, ids[2])).statusCode).toBe(204);
  });
});

describe.each(testDatabases)('rate limits of the AED searches when the map needs a login, on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(() => t.close());

  it.each([
    ['the AED table', '/api/aed?page=0&size=25&search=', AED_LIST_PER_MINUTE],
    ['the map search', '/api/aed/search?q=', MAP_SEARCH_PER_MINUTE],
  ])('counts %s per user, wherever they call from', async (_name, url, max) => {
    const [script, other] = await Promise.all([createTestUser(t.app), createTestUser(t.app)]);
    const scriptToken = (await signIn(t.app, script)).access_token;
    await expectLimitedAt(max, (i) => t.app.inject({ method: 'GET', url: `${url}term-${i}`, remoteAddress: `10.35.${i % 250}.1`, headers: bearer(scriptToken) }));
    // Another user at the same address still searches.
    const res = await t.app.inject({ method: 'GET', url: `${url}Koper`, remoteAddress: `10.35.${max % 250}.1`, headers: bearer((await signIn(t.app, other)).access_token) });
    expect(res.statusCode).toBe(200);
  });
});
