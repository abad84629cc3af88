import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { aeds } from '../src/modules/aeds/aeds.table';
import { startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { MONACO, nearestNode, referenceNetwork, referenceWalk, type ReferenceNetwork } from './helpers/reference-walks';

/** Waits for the walking network's thread to have loaded the graph. */
async function networkReady(app: FastifyInstance) {
  for (let i = 0; i < 300 && app.walking?.state() === 'loading'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(app.walking?.state()).toBe('ready');
}

/** A copy of the Monaco extract in a folder of its own: the graph's cache file is written beside it. */
async function extractCopy() {
  const dir = await mkdtemp(path.join(tmpdir(), 'aedatlas-walking-'));
  const file = path.join(dir, 'monaco.osm.pbf');
  await copyFile(MONACO, file);
  return { dir, file };
}

// Street corners of Monaco (reference-walks.ts finds the walkable node nearest to each).
const QUAY = { lat: 43.7359, lon: 7.4274 }; // the north-east quay of Port Hercule, where the person is
const ROCK_SIDE = { lat: 43.7337, lon: 7.4243 }; // across the water: 350 m straight, 1.2 km on foot
const WEST_QUAY = { lat: 43.7355, lon: 7.4218 }; // farther in a straight line, shorter on foot

// Sunday 6 December 2026, 02:00 in Ljubljana, and Monday 10:00.
const SUNDAY_NIGHT = '2026-12-06T02:00:00+01:00';
const MONDAY_MORNING = '2026-12-07T10:00:00+01:00';

type Nearest = {
  id: string;
  title: string;
  distanceMeters: number;
  walkingMeters: number | null;
  walkingSeconds: number | null;
  walkingBasis: string;
  usableNow: { state: string; opensAt: string | null; expired: string[] };
};

describe.each(testDatabases)('nearest AEDs by walking time on the streets of Monaco, on $kind', (engine) => {
  let t: TestApp;
  let reference: ReferenceNetwork;
  let copy: { dir: string; file: string };
  const logLines: string[] = [];
  const at = (p: { lat: number; lon: number }) => reference.position.get(nearestNode(reference, p))!;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    copy = await extractCopy();
    reference = await referenceNetwork(MONACO);
    t = await startTestApp(engine, { WALKING_NETWORK_FILE: copy.file, LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
    const person = at(QUAY);
    const rows = await t.app.database.db
      .insert(aeds)
      .values([
        { title: 'Rock side', latitude: at(ROCK_SIDE).lat, longitude: at(ROCK_SIDE).lon, accessibility: 'FULL_24H' },
        { title: 'West quay', latitude: at(WEST_QUAY).lat, longitude: at(WEST_QUAY).lon, accessibility: 'FULL_24H' },
        // Right beside the person, but an office's: closed on Sunday night.
        { title: 'Office', latitude: person.lat, longitude: person.lon, accessibility: 'WORKING_HOURS', openingHours: 'Mo-Fr 08:00-16:00' },
      ])
      .returning({ id: aeds.id, title: aeds.title });
    for (const row of rows) ids[row.title!] = row.id;
    await networkReady(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(copy.dir, { recursive: true, force: true });
  });

  const nearest = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/aed/nearest?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Nearest[];
  };
  const from = () => at(QUAY);

  it('ranks the AED across the harbour after the one that is a shorter walk, with walking metres and seconds as the reference walks them', async () => {
    const list = await nearest(`lat=${from().lat}&lon=${from().lon}&limit=3&at=${encodeURIComponent(SUNDAY_NIGHT)}`);
    expect(list.map((a) => a.title)).toEqual(['West quay', 'Rock side', 'Office']);
    // In a straight line the rock side is nearer.
    expect(list[1]!.distanceMeters).toBeLessThan(list[0]!.distanceMeters);
    const westWalk = referenceWalk(reference, nearestNode(reference, QUAY), nearestNode(reference, WEST_QUAY))!.meters;
    const rockWalk = referenceWalk(reference, nearestNode(reference, QUAY), nearestNode(reference, ROCK_SIDE))!.meters;
    expect(list[0]).toMatchObject({ walkingBasis: 'route', walkingMeters: Math.round(westWalk), walkingSeconds: Math.round(westWalk / 1.4), usableNow: { state: 'open' } });
    expect(list[1]).toMatchObject({ walkingBasis: 'route', walkingMeters: Math.round(rockWalk), usableNow: { state: 'open' } });
    expect(rockWalk / list[1]!.distanceMeters).toBeGreaterThan(3);
  });

  it('puts the office beside the person last on Sunday night, saying when it opens, and first on Monday morning', async () => {
    const night = await nearest(`lat=${from().lat}&lon=${from().lon}&limit=3&at=${encodeURIComponent(SUNDAY_NIGHT)}`);
    expect(night[2]).toMatchObject({ title: 'Office', walkingMeters: 0, usableNow: { state: 'closed', opensAt: '2026-12-07T08:00', expired: [] } });
    const morning = await nearest(`lat=${from().lat}&lon=${from().lon}&limit=3&at=${encodeURIComponent(MONDAY_MORNING)}`);
    expect(morning[0]).toMatchObject({ title: 'Office', usableNow: { state: 'open' } });
  });

  it('answers the walk to one AED as a GeoJSON line from the person to the AED, as long as Near me says', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/aed/${ids['West quay']}/route?lat=${from().lat}&lon=${from().lon}` });
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json() as { type: string; geometry: { type: string; coordinates: [number, number][] }; properties: { aedId: string; walkingMeters: number } };
    const [first] = await nearest(`lat=${from().lat}&lon=${from().lon}&limit=1&at=${encodeURIComponent(SUNDAY_NIGHT)}`);
    expect(route).toMatchObject({ type: 'Feature', geometry: { type: 'LineString' }, properties: { aedId: ids['West quay'], walkingMeters: first!.walkingMeters } });
    expect(route.geometry.coordinates[0]).toEqual([from().lon, from().lat]);
    expect(route.geometry.coordinates.at(-1)).toEqual([at(WEST_QUAY).lon, at(WEST_QUAY).lat]);
    expect(route.geometry.coordinates.length).toBeGreaterThan(10);
  });

  it('refuses a bad position or moment with field messages, and a missing AED with 404', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/aed/nearest?lat=43.7&lon=7.4&at=2026-02-30T02:00:00%2B01:00` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('at');
    const noOffset = await t.app.inject({ method: 'GET', url: `/api/aed/nearest?lat=43.7&lon=7.4&at=2026-12-06T02:00` });
    expect(noOffset.statusCode).toBe(400);
    const route = await t.app.inject({ method: 'GET', url: `/api/aed/${ids['West quay']}/route?lat=91&lon=x` });
    expect(route.statusCode).toBe(400);
    expect(route.json().errors).toMatchObject({ lat: 'Must be between -90 and 90', lon: 'Must be a number' });
    const missing = await t.app.inject({ method: 'GET', url: `/api/aed/00000000-0000-4000-8000-000000000000/route?lat=43.7&lon=7.4` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('AED not found');
  });

  it('keeps the person\'s position out of the log', async () => {
    await nearest(`lat=${from().lat}&lon=${from().lon}&limit=3`);
    await t.app.inject({ method: 'GET', url: `/api/aed/${ids['West quay']}/route?lat=${from().lat}&lon=${from().lon}` });
    const log = logLines.join('\n');
    expect(log).toContain('/api/aed/nearest');
    expect(log).not.toContain(String(from().lat));
    expect(log).not.toContain(String(from().lon));
    expect(log).not.toContain(String(from().lat).slice(0, 7));
  });
});

describe('nearest by walking when the candidates must grow', () => {
  let t: TestApp;
  let copy: { dir: string; file: string };
  beforeAll(async () => {
    copy = await extractCopy();
    t = await startTestApp(testDatabases[0]!, { WALKING_NETWORK_FILE: copy.file });
    await networkReady(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(copy.dir, { recursive: true, force: true });
  });

  it('finds the shortest walk beyond the 20 straight-line nearest, and writes the built graph beside the extract', async () => {
    // 25 AEDs across the harbour, all nearer in a straight line than the one a short walk away.
    const person = { lat: 43.7358767, lon: 7.4273794 };
    await t.app.database.db.insert(aeds).values([
      ...Array.from({ length: 25 }, (_, i) => ({ title: `Rock ${i}`, latitude: 43.7336842 + (i % 5) * 0.00003, longitude: 7.4242619 + Math.floor(i / 5) * 0.00003, accessibility: 'FULL_24H' })),
      { title: 'Short walk', latitude: 43.7355095, longitude: 7.4217664, accessibility: 'FULL_24H' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/aed/nearest?lat=${person.lat}&lon=${person.lon}&limit=1` });
    expect(res.json()).toMatchObject([{ title: 'Short walk', walkingBasis: 'route' }]);
    const files = await readdir(copy.dir);
    expect(files.filter((name) => name.endsWith('.bin'))).toHaveLength(1);
    expect(t.app.walking!.facts()).toMatchObject({ fromCache: false, cacheWritten: true });
  });

  it('starts again from the cache file', async () => {
    const again = await startTestApp(testDatabases[0]!, { WALKING_NETWORK_FILE: copy.file });
    try {
      await networkReady(again.app);
      expect(again.app.walking!.facts()).toMatchObject({ fromCache: true, nodes: t.app.walking!.facts()!.nodes });
    } finally {
      await again.close();
    }
  });
});

describe('a walking network file that cannot be read', () => {
  let t: TestApp;
  let dir: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'aedatlas-walking-bad-'));
    await writeFile(path.join(dir, 'cut.osm.pbf'), (await readFile(MONACO)).subarray(0, 400_000));
    t = await startTestApp(testDatabases[0]!, { WALKING_NETWORK_FILE: path.join(dir, 'cut.osm.pbf'), LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logLines.push(line) } });
    for (let i = 0; i < 300 && t.app.walking?.state() === 'loading'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says so in the log once, and the nearest AEDs go by straight line', async () => {
    expect(t.app.walking!.state()).toBe('failed');
    expect(logLines.filter((line) => line.includes('The walking network could not be loaded'))).toHaveLength(1);
    await t.app.database.db.insert(aeds).values({ title: 'Harbour', latitude: 43.7355, longitude: 7.4218, accessibility: 'FULL_24H' });
    const res = await t.app.inject({ method: 'GET', url: '/api/aed/nearest?lat=43.7359&lon=7.4274&limit=1' });
    expect(res.json()).toMatchObject([{ title: 'Harbour', walkingBasis: 'straight', walkingMeters: null }]);
    // No cache file is written for an extract that could not be read.
    expect((await readdir(dir)).filter((name) => name.endsWith('.bin'))).toEqual([]);
  });
});

describe('nearest without a walking network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0]!);
  });
  afterAll(() => t?.close());

  it('ranks by the straight line and says so, and has no route to give', async () => {
    const [row] = await t.app.database.db.insert(aeds).values({ title: 'Alone', latitude: 46.05, longitude: 14.5, accessibility: 'FULL_24H' }).returning();
    const res = await t.app.inject({ method: 'GET', url: '/api/aed/nearest?lat=46.051&lon=14.5&limit=1' });
    expect(res.json()).toMatchObject([{ id: row!.id, walkingBasis: 'straight', walkingMeters: null, walkingSeconds: null, usableNow: { state: 'open' } }]);
    const route = await t.app.inject({ method: 'GET', url: `/api/aed/${row!.id}/route?lat=46.051&lon=14.5` });
    expect(route.statusCode).toBe(404);
    expect(route.json().message).toBe('No walking network is loaded: distances are straight-line');
  });
});
