import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DispatchNearest } from '@aedatlas/contracts';
import { aedPictures, aeds } from '../src/modules/aeds/aeds.table';
import { bearer, clientCredentialsGrant, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { MONACO, nearestNode, referenceNetwork, type ReferenceNetwork } from './helpers/reference-walks';

// Street corners of Monaco (reference-walks.ts finds the walkable node nearest to each).
const QUAY = { lat: 43.7359, lon: 7.4274 }; // where the caller is
const PLACES = {
  'West quay': { lat: 43.7355, lon: 7.4218 },
  'Rock side': { lat: 43.7337, lon: 7.4243 },
  Casino: { lat: 43.7394, lon: 7.4283 },
  Station: { lat: 43.7389, lon: 7.4205 },
  Condamine: { lat: 43.7372, lon: 7.4232 },
  Larvotto: { lat: 43.7447, lon: 7.4338 },
};

// Sunday 6 December 2026, 02:00 in Ljubljana, and Monday 10:00.
const SUNDAY_NIGHT = '2026-12-06T02:00:00+01:00';
const MONDAY_MORNING = '2026-12-07T10:00:00+01:00';

async function networkReady(app: FastifyInstance) {
  for (let i = 0; i < 300 && app.walking?.state() === 'loading'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(app.walking?.state()).toBe('ready');
}

describe.each(testDatabases)('the dispatch view: the 5 AEDs usable now by walking time, on $kind', (engine) => {
  let t: TestApp;
  let dir: string;
  let reference: ReferenceNetwork;
  const tokens: Record<'admin' | 'member' | 'dispatcher' | 'client', string> = { admin: '', member: '', dispatcher: '', client: '' };
  const ids: Record<string, string> = {};
  const logLines: string[] = [];
  const at = (p: { lat: number; lon: number }) => reference.position.get(nearestNode(reference, p))!;
  const caller = () => at(QUAY);
  const ask = (token: string | undefined, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/dispatch/nearest?${query}`, headers: token ? bearer(token) : {} });
  const nearest = async (moment: string) => {
    const res = await ask(tokens.dispatcher, `lat=${caller().lat}&lon=${caller().lon}&at=${encodeURIComponent(moment)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DispatchNearest;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'aedatlas-dispatch-'));
    const file = path.join(dir, 'monaco.osm.pbf');
    await copyFile(MONACO, file);
    reference = await referenceNetwork(MONACO);
    t = await startTestApp(engine, { WALKING_NETWORK_FILE: file, LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
    const db = t.app.database.db;
    const person = caller();
    const rows = await db
      .insert(aeds)
      .values([
        ...Object.entries(PLACES).map(([title, p]) => ({ title, latitude: at(p).lat, longitude: at(p).lon, accessibility: 'FULL_24H', floor: '0' })),
        // Right beside the caller: an office's, open on weekdays only, and one a street report took out of service.
        { title: 'Office', latitude: person.lat, longitude: person.lon, accessibility: 'WORKING_HOURS', openingHours: 'Mo-Fr 08:00-16:00', floor: '2', locationDescription: 'Reception, left of the lifts' },
        { title: 'Broken', latitude: person.lat, longitude: person.lon, accessibility: 'FULL_24H', outOfService: 'damaged', outOfServiceSince: new Date() },
      ])
      .returning({ id: aeds.id, title: aeds.title });
    for (const row of rows) ids[row.title!] = row.id;
    await db.update(aeds).set({ openingHours: 'Mo-Sa 07:00-18:00', accessibility: 'WORKING_HOURS', cabinetNotes: 'Key at the bar', lastConfirmedAt: new Date('2026-11-30T09:00:00Z'), lastConfirmedBy: 'guardian' }).where(eq(aeds.id, ids['West quay']!));
    await db.update(aeds).set({ accessibility: 'UNKNOWN' }).where(eq(aeds.id, ids['Rock side']!));
    await db.insert(aedPictures).values({ aedId: ids['West quay']!, url: 'https://img.example.test/west-quay.jpg' });

    const admin = await createTestUser(t.app, { admin: true });
    const member = await createTestUser(t.app);
    const dispatcher = await createTestUser(t.app);
    tokens.admin = (await signIn(t.app, admin)).access_token;
    tokens.member = (await signIn(t.app, member)).access_token;
    const assign = await t.app.inject({ method: 'POST', url: '/api/admin/UserRoles/Assign', payload: { userId: dispatcher.id, role: 'DISPATCH' }, headers: bearer(tokens.admin) });
    expect(assign.statusCode, assign.body).toBe(200);
    tokens.dispatcher = (await signIn(t.app, dispatcher)).access_token;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/api-clients', payload: { name: 'Dispatch centre Koper', roles: ['dispatch'] }, headers: bearer(tokens.admin) });
    expect(created.statusCode, created.body).toBe(201);
    const { clientId, clientSecret } = created.json() as { clientId: string; clientSecret: string };
    const token = await clientCredentialsGrant(t.app, clientId, clientSecret);
    expect(token.statusCode, token.body).toBe(200);
    tokens.client = token.json().access_token as string;
    await networkReady(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers 401 without a token and 403 to a member; 200 to a dispatcher, an admin and a dispatch client', async () => {
    const query = `lat=${caller().lat}&lon=${caller().lon}`;
    expect((await ask(undefined, query)).statusCode).toBe(401);
    expect((await ask(tokens.member, query)).statusCode).toBe(403);
    for (const who of ['dispatcher', 'admin', 'client'] as const) {
      const res = await ask(tokens[who], query);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect((res.json() as DispatchNearest).aeds).toHaveLength(5);
    }
  });

  it('gives the 5 nearest usable by walking time, the same order as Near me, without the one out of service or the closed office', async () => {
    const { aeds: list, at: moment } = await nearest(SUNDAY_NIGHT);
    expect(moment).toBe(new Date(SUNDAY_NIGHT).toISOString());
    expect(list).toHaveLength(5);
    const titles = list.map((a) => a.title);
    expect(titles).not.toContain('Broken');
    expect(titles).not.toContain('Office');
    for (const aed of list) expect(aed).toMatchObject({ walkingBasis: 'route', usableNow: { state: expect.stringMatching(/^(open|hours-unknown)$/) } });
    // Open ones by walking time, then the one whose hours are unknown (Near me's rule), though its walk is shorter than the last open one's.
    const open = list.slice(0, 4);
    expect(open.map((a) => a.usableNow.state)).toEqual(['open', 'open', 'open', 'open']);
    const seconds = open.map((a) => a.walkingSeconds!);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(list[4]).toMatchObject({ title: 'Rock side', usableNow: { state: 'hours-unknown' } });
    // Near me's own ranking, its usable ones kept: no second ranking.
    const publicList = await t.app.inject({ method: 'GET', url: `/api/aed/nearest?lat=${caller().lat}&lon=${caller().lon}&limit=10&at=${encodeURIComponent(SUNDAY_NIGHT)}` });
    const usable = (publicList.json() as { title: string; usableNow: { state: string } }[]).filter((a) => ['open', 'hours-unknown'].includes(a.usableNow.state));
    expect(titles).toEqual(usable.slice(0, 5).map((a) => a.title));
    // The quay bar (Mo-Sa 07:00-18:00) is shut on Sunday night: the five left are the others.
    expect([...titles].sort()).toEqual(['Casino', 'Condamine', 'Larvotto', 'Rock side', 'Station']);
  });

  it('says each AED\'s hours, state, last check, photo and the walk there, and nothing private', async () => {
    const { aeds: list } = await nearest(SUNDAY_NIGHT);
    const casino = list.find((a) => a.title === 'Casino')!;
    expect(casino).toMatchObject({ floor: '0', hours: { kind: 'always', at: null, line: 'open 24/7' }, state: 'inService', outOfService: null, photoUrl: null, lastConfirmedAt: null });
    const rock = list.find((a) => a.title === 'Rock side')!;
    expect(rock).toMatchObject({ hours: { kind: 'unknown', line: 'hours unknown' }, usableNow: { state: 'hours-unknown' } });
    expect(casino.route).toMatchObject({ type: 'Feature', geometry: { type: 'LineString' }, properties: { aedId: casino.id, walkingMeters: casino.walkingMeters } });
    expect(casino.route!.geometry.coordinates[0]).toEqual([caller().lon, caller().lat]);
    for (const field of ['serialNumber', 'contact', 'contactEmail', 'contactPhoneNumber', 'notes', 'electrodeLot']) expect(casino).not.toHaveProperty(field);
  });

  it('on Monday morning puts the open office first, "closes 16:00", and the quay bar with its photo and last check, "closes 18:00"', async () => {
    const { aeds: list } = await nearest(MONDAY_MORNING);
    expect(list[0]).toMatchObject({ title: 'Office', walkingMeters: 0, floor: '2', locationDescription: 'Reception, left of the lifts', hours: { kind: 'closes', at: '2026-12-07T16:00', line: 'closes 16:00' } });
    const west = list.find((a) => a.title === 'West quay')!;
    expect(west).toMatchObject({
      hours: { kind: 'closes', at: '2026-12-07T18:00', line: 'closes 18:00' },
      openingHours: 'Mo-Sa 07:00-18:00',
      cabinetNotes: 'Key at the bar',
      photoUrl: 'https://img.example.test/west-quay.jpg',
      lastConfirmedAt: '2026-11-30T09:00:00.000Z',
      lastConfirmedBy: 'guardian',
    });
    expect(list.map((a) => a.title)).not.toContain('Broken');
  });

  it('refuses a bad position or moment with field messages, never a 500', async () => {
    for (const [query, errors] of [
      ['lat=91&lon=7.4', { lat: 'Must be between -90 and 90' }],
      ['lat=43.7&lon=x', { lon: 'Must be a number' }],
      ['lon=7.4', { lat: expect.any(String) }],
      ['lat=43.7&lon=7.4&at=2026-12-06T02:00', { at: expect.any(String) }],
      ['lat=43.7%00&lon=7.4', { lat: expect.any(String) }],
    ] as const) {
      const res = await ask(tokens.dispatcher, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
  });

  it('keeps the caller\'s position out of the log', async () => {
    await nearest(SUNDAY_NIGHT);
    const log = logLines.join('\n');
    expect(log).toContain('/api/dispatch/nearest');
    expect(log).not.toContain(String(caller().lat).slice(0, 7));
    expect(log).not.toContain(String(caller().lon).slice(0, 7));
  });
});
