import type { Coverage } from '@aedatlas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { testDatabases } from './helpers/databases';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';

// A town 4 km across with an AED available around the clock every 300 m.
const CENTER = { lat: 46.05, lon: 14.5 };
const STEP_LAT = 300 / 111_320;
const STEP_LON = 300 / (111_320 * Math.cos((CENTER.lat * Math.PI) / 180));
const HALF = 7;
// The area asked about: the town less a 600 m margin, so its edges are covered too.
const BBOX = [CENTER.lon - (HALF - 2) * STEP_LON, CENTER.lat - (HALF - 2) * STEP_LAT, CENTER.lon + (HALF - 2) * STEP_LON, CENTER.lat + (HALF - 2) * STEP_LAT].join(',');

/** Metres between two points (equirectangular; fine at town scale). */
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const x = (b.lon - a.lon) * Math.cos((CENTER.lat * Math.PI) / 180) * 111_320;
  const y = (b.lat - a.lat) * 111_320;
  return Math.hypot(x, y);
}

describe.each(testDatabases)('coverage: where the next AED should go, on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  const town: { id: string; lat: number; lon: number }[] = [];

  beforeAll(async () => {
    const values = [];
    for (let y = -HALF; y <= HALF; y++) {
      for (let x = -HALF; x <= HALF; x++) {
        values.push({ title: `Town AED ${x},${y}`, latitude: CENTER.lat + y * STEP_LAT, longitude: CENTER.lon + x * STEP_LON, accessibility: 'FULL_24H' as const });
      }
    }
    const rows = await t.app.database.db.insert(aeds).values(values).returning({ id: aeds.id, lat: aeds.latitude, lon: aeds.longitude });
    town.push(...rows);
  });

  const coverage = async (query: string, headers: Record<string, string> = bearer(t.adminToken)) => t.app.inject({ method: 'GET', url: `/api/admin/coverage?${query}`, headers });

  it('finds no gap where an AED is never more than 500 m away', async () => {
    const res = await coverage(`bbox=${BBOX}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Coverage;
    expect(body.distanceM).toBe(500);
    expect(body.grid.cellM).toBe(250);
    expect(body.uncovered).toEqual([]);
    expect(body.gaps).toEqual([]);
    expect(body.availableAeds).toBeGreaterThan(100);
  });

  it('finds the gap where AEDs were removed, in the middle of the town, largest first', async () => {
    const removed = town.filter((aed) => metres(aed, CENTER) < 800);
    expect(removed.length).toBeGreaterThan(15);
    for (const aed of removed) expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/aed/${aed.id}`, headers: bearer(t.adminToken) })).statusCode).toBe(204);

    const body = (await coverage(`bbox=${BBOX}`)).json() as Coverage;
    expect(body.gaps.length).toBeGreaterThanOrEqual(1);
    const [gap] = body.gaps;
    expect(gap.enclosed).toBe(true);
    expect(metres(gap.center, CENTER)).toBeLessThan(200);
    // Every uncovered cell's centre is more than 500 m from every AED still there, and inside the hole.
    for (const [i, j] of body.uncovered) {
      const cell = { lat: body.grid.south + (j + 0.5) * body.grid.stepLat, lon: body.grid.west + (i + 0.5) * body.grid.stepLon };
      expect(metres(cell, CENTER)).toBeLessThan(800);
      const nearest = Math.min(...town.filter((aed) => !removed.includes(aed)).map((aed) => metres(aed, cell)));
      expect(nearest).toBeGreaterThan(495);
    }
    expect(gap.cells).toBe(body.uncovered.length);
    expect(gap.areaKm2).toBeCloseTo(gap.cells * 0.0625, 3);

    // A longer walk covers it.
    expect(((await coverage(`bbox=${BBOX}&distance=1000`)).json() as Coverage).gaps).toEqual([]);
  });

  it('counts only AEDs available now: one locked away does not close the gap, one open around the clock does', async () => {
    const [locked] = await t.app.database.db
      .insert(aeds)
      .values({ title: 'Locked at night and day', latitude: CENTER.lat, longitude: CENTER.lon, accessibility: 'LIMITED', openingHours: 'off' })
      .returning({ id: aeds.id });
    t.app.aedFeeds.invalidate();
    const stillThere = (await coverage(`bbox=${BBOX}`)).json() as Coverage;
    expect(stillThere.gaps[0]?.enclosed).toBe(true);
    const before = stillThere.uncovered.length;

    await t.app.inject({ method: 'PUT', url: `/api/admin/aed/${locked.id}`, headers: bearer(t.adminToken), payload: { accessibility: 'FULL_24H', openingHours: '24/7' } });
    const after = (await coverage(`bbox=${BBOX}`)).json() as Coverage;
    expect(after.uncovered.length).toBeLessThan(before);
    for (const [i, j] of after.uncovered) {
      const cell = { lat: after.grid.south + (j + 0.5) * after.grid.stepLat, lon: after.grid.west + (i + 0.5) * after.grid.stepLon };
      expect(metres(cell, CENTER)).toBeGreaterThan(495);
    }
  });

  it('refuses an area too large for the distance, and bad input, with field messages', async () => {
    const country = await coverage('bbox=13.3,45.4,16.6,46.9&distance=500');
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ errors: { bbox: expect.stringMatching(/at most 12000/) } });
    expect((await coverage(`bbox=${BBOX}&distance=50`)).statusCode).toBe(400);
    expect((await coverage('bbox=14.6,46,14.5,46.1')).statusCode).toBe(400);
    expect((await coverage('bbox=a%00b')).statusCode).toBe(400);
    expect((await coverage('')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await coverage(`bbox=${BBOX}`, bearer(t.memberToken))).statusCode).toBe(403);
    expect((await coverage(`bbox=${BBOX}`, {})).statusCode).toBe(401);
  });
});
