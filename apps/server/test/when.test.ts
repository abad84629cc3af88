import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

// Sunday 6 December 2026 at 02:00 and Monday 7 December at 10:00, Ljubljana time.
const SUNDAY_NIGHT = encodeURIComponent('2026-12-06T02:00:00+01:00');
const MONDAY_MORNING = encodeURIComponent('2026-12-07T10:00:00+01:00');

describe.each(testDatabases)('"When?": the map answers for a chosen moment, on $kind', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.app.database.db.insert(aeds).values([
      { title: 'Station', description: 'Trg centra', latitude: 46.05, longitude: 14.5, accessibility: 'FULL_24H' },
      { title: 'Office', description: 'Trg centra', latitude: 46.051, longitude: 14.501, accessibility: 'WORKING_HOURS', openingHours: 'Mo-Fr 08:00-16:00' },
      { title: 'Pharmacy', description: 'Trg centra', latitude: 46.052, longitude: 14.502, accessibility: 'WORKING_HOURS', openingHours: 'Mo-Sa 07:00-20:00', electrodeExpiry: '2026-12-06' },
    ]);
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts only the AEDs open at that moment in the tiles', async () => {
    expect((await get(`/api/aed/tiles/0/0/0?openNow=1&at=${SUNDAY_NIGHT}`)).total).toBe(1);
    expect((await get(`/api/aed/tiles/0/0/0?openNow=1&at=${MONDAY_MORNING}`)).total).toBe(3);
    expect((await get(`/api/aed/tiles/0/0/0?at=${SUNDAY_NIGHT}`)).total).toBe(3);
  });

  it('filters the map search by that moment', async () => {
    const sunday = await get(`/api/aed/search?q=centra&openNow=1&at=${SUNDAY_NIGHT}`);
    expect(sunday.items.map((a: { title: string }) => a.title)).toEqual(['Station']);
    const monday = await get(`/api/aed/search?q=centra&openNow=1&at=${MONDAY_MORNING}`);
    expect(monday.items.map((a: { title: string }) => a.title).sort()).toEqual(['Office', 'Pharmacy', 'Station']);
  });

  it('ranks and explains Near me for that moment: electrodes expired the day before are expired', async () => {
    const monday = await get(`/api/aed/nearest?lat=46.051&lon=14.501&limit=3&at=${MONDAY_MORNING}`);
    expect(monday.map((a: { title: string; usableNow: { state: string } }) => [a.title, a.usableNow.state])).toEqual([
      ['Office', 'open'],
      ['Station', 'open'],
      ['Pharmacy', 'expired'],
    ]);
  });

  it('refuses a moment that is not an ISO time with its offset', async () => {
    for (const url of ['/api/aed/tiles/0/0/0?at=sunday', `/api/aed/search?q=centra&at=2026-13-01T00:00:00Z`, '/api/aed/nearest?lat=46&lon=14&at=2026-12-06T02:00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toHaveProperty('at');
    }
  });
});
