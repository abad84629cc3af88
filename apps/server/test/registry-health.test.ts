import { serviceDate } from '@aedatlas/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { registryHealthDays } from '../src/modules/registry-health/registry-health.table';
import { streetReports } from '../src/modules/street-reports/street-reports.table';
import { saveHealthDay, currentHealth } from '../src/modules/registry-health/registry-health.repo';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

/*
 * The registry health dashboard: checked within a year, hours unknown, out of service (and over
 * 72 hours), reports waiting over 7 days, the median time to ready per municipality, each figure's
 * list on the admin AED list, and the daily history of the charts.
 */

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe.each(testDatabases)('registry health on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    const db = t.app.database.db;
    await db.delete(aeds);
    await db.delete(registryHealthDays);
  });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await admin('POST', '/api/admin/aed', { ...newAedPayload(name), latitude: 46.05, longitude: 14.5, municipality: 'Ljubljana', ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const listIds = async (health: string) => {
    const res = await admin('GET', `/api/admin/aed?health=${health}&size=100`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }[]).map((a) => a.id).sort();
  };

  it('counts the figures, lists each figure\'s AEDs, and gives the time from out of service to ready', async () => {
    const db = t.app.database.db;
    const fresh = await create('Checked lately');
    const stale = await create('Checked long ago', { accessibility: 'WORKING_HOURS' });
    const outLong = await create('Out for days', { municipality: 'Maribor' });
    const outShort = await create('Out since this morning', { municipality: 'Maribor' });
    const gone = await create('Removed', { state: 'removed' });
    await db.update(aeds).set({ lastConfirmedAt: ago(24 * 30), lastConfirmedBy: 'guardian', openingHours: null }).where(eq(aeds.id, fresh));
    await db.update(aeds).set({ lastConfirmedAt: ago(24 * 400), lastConfirmedBy: 'visitor', openingHours: null }).where(eq(aeds.id, stale));
    await db.update(aeds).set({ state: 'outOfService', outOfService: 'used', outOfServiceSince: ago(100) }).where(eq(aeds.id, outLong));
    await db.update(aeds).set({ state: 'temporarilyAbsent', outOfService: 'missing', outOfServiceSince: ago(5) }).where(eq(aeds.id, outShort));
    await db.insert(streetReports).values([
      { aedId: outLong, kind: 'used', clientHash: 'a', createdAt: ago(24 * 9) },
      { aedId: outShort, kind: 'missing', clientHash: 'b', createdAt: ago(5) },
    ]);
    // Back in service through a check 100 hours after going out: the median time to ready.
    await db.update(aeds).set({ outOfServiceSince: ago(100) }).where(eq(aeds.id, outShort));
    const back = await admin('POST', `/api/admin/aed/${outShort}/check`, { electrodeExpiry: '2031-01-01', batteryExpiry: '2032-01-01' });
    expect(back.json().state).toBe('inService');

    const res = await admin('GET', '/api/admin/registry-health');
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json();
    expect(health).toMatchObject({
      aeds: 4,
      checkedWithinYear: { count: 2, share: 0.5 },
      hoursUnknown: { count: 1, share: 0.25 },
      outOfService: 1,
      overdue: 1,
      reportsLate: 1,
    });
    expect(health.medianHoursToReady).toBeCloseTo(100, 0);
    expect(health.byMunicipality).toEqual([
      { municipality: 'Ljubljana', aeds: 2, outOfService: 0, medianHoursToReady: null },
      { municipality: 'Maribor', aeds: 2, outOfService: 1, medianHoursToReady: expect.closeTo(100, 0) },
    ]);

    expect(await listIds('notCheckedYear')).toEqual([stale, outLong].sort());
    expect(await listIds('hoursUnknown')).toEqual([stale]);
    expect(await listIds('outOfService')).toEqual([outLong]);
    expect(await listIds('overdue')).toEqual([outLong]);
    expect(await listIds('notCheckedYear')).not.toContain(gone);
    expect((await admin('GET', '/api/admin/aed?health=broken')).json().errors.health).toMatch(/^Must be one of: notCheckedYear/);
    expect((await t.app.inject({ url: '/api/admin/registry-health', headers: bearer(t.memberToken) })).statusCode).toBe(403);
  });

  it('keeps one row a day for the charts, the day\'s last run winning, oldest first', async () => {
    const db = t.app.database.db;
    await create('One');
    const today = serviceDate();
    await db.insert(registryHealthDays).values({ day: sql`${today}::date - 2` as unknown as string, figures: { checkedShare: 0.1, hoursUnknownShare: 0.9, outOfService: 3, reportsLate: 2 } });
    await saveHealthDay(db, today, await currentHealth(db));
    await saveHealthDay(db, today, await currentHealth(db));
    const history = (await admin('GET', '/api/admin/registry-health')).json().history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ checkedShare: 0.1, outOfService: 3, reportsLate: 2 });
    expect(history[1]).toEqual({ day: today, checkedShare: 0, hoursUnknownShare: 0, outOfService: 0, reportsLate: 0 });
  });
});
