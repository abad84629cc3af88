import { tileOf } from '@aedatlas/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

/*
 * An AED's functioning state (Géo'DAE's five) and its freshness: one state on the public AED,
 * the map feed, its tiles and search, and Near me; an AED removed for good leaves them all.
 */

const HERE = { latitude: 46.0569, longitude: 14.5058 };
const TILE = tileOf(HERE.latitude, HERE.longitude, 16);

describe.each(testDatabases)('AED functioning state on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(t.adminToken) });
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/aed', { ...newAedPayload(title), ...HERE, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; modifiedAt: string };
  };
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const feed = async () => (await get('/api/aed/map')) as { id: string; state: string; outOfService: string | null }[];
  const nearestIds = async () => ((await get(`/api/aed/nearest?lat=${HERE.latitude}&lon=${HERE.longitude}&limit=10`)) as { id: string }[]).map((a) => a.id);
  const tileIds = async () => ((await get(`/api/aed/tiles/16/${TILE.x}/${TILE.y}`)) as { points: { id: string }[] }).points.map((p) => p.id);
  const searchIds = async (q: string) => ((await get(`/api/aed/search?q=${encodeURIComponent(q)}`)) as { items: { id: string }[] }).items.map((a) => a.id);

  it('starts in service and never checked, on the public AED and in the map feed', async () => {
    const { id } = await create('Library');
    expect(await get(`/api/aed/${id}`)).toMatchObject({ state: 'inService', lastConfirmedAt: null, lastConfirmedBy: null, outOfService: null });
    expect((await feed()).find((a) => a.id === id)).toMatchObject({ state: 'inService', outOfService: null });
  });

  it('an admin sets a state: temporarily absent is out of use everywhere with that reason, and audited', async () => {
    const { id } = await create('Town hall');
    const put = await call('PUT', `/api/admin/aed/${id}`, { state: 'temporarilyAbsent' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ state: 'temporarilyAbsent', outOfService: 'temporarilyAbsent' });
    expect((await feed()).find((a) => a.id === id)).toMatchObject({ state: 'temporarilyAbsent', outOfService: 'temporarilyAbsent' });
    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'aed'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toMatchObject({ state: 'inService' });
    expect(audit[0].after).toMatchObject({ state: 'temporarilyAbsent' });
  });

  it('an AED removed for good leaves the map feed, its tiles, its search and Near me, and stays in the registry', async () => {
    const kept = await create('Kept pharmacy');
    const gone = await create('Gone pharmacy');
    expect(await tileIds()).toEqual(expect.arrayContaining([kept.id, gone.id]));
    expect((await call('PUT', `/api/admin/aed/${gone.id}`, { state: 'removed' })).statusCode).toBe(200);

    expect((await feed()).map((a) => a.id)).toEqual([kept.id]);
    expect(await tileIds()).toEqual([kept.id]);
    expect(await searchIds('pharmacy')).toEqual([kept.id]);
    expect(await nearestIds()).toEqual([kept.id]);
    expect((await call('GET', `/api/admin/aed/${gone.id}`)).json()).toMatchObject({ state: 'removed' });
    expect(await get(`/api/aed/${gone.id}`)).toMatchObject({ state: 'removed', outOfService: 'removed' });
  });

  it('refuses a state it does not know with a field message and keeps the AED as it was', async () => {
    const { id } = await create('Station');
    const bad = await call('PUT', `/api/admin/aed/${id}`, { state: 'broken' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.state).toMatch(/^Must be one of: inService, outOfService, temporarilyAbsent, removed, unknown/);
    const badCreate = await call('POST', '/api/admin/aed', { ...newAedPayload('x'), ...HERE, state: 'gone\u0000' });
    expect(badCreate.statusCode).toBe(400);
    expect((await get(`/api/aed/${id}`)).state).toBe('inService');
  });

  it('a report of a missing AED makes it temporarily absent, of use or damage out of service; resolving brings it back', async () => {
    const missing = await create('Missing one');
    const used = await create('Used one');
    const report = (id: string, kind: string) => t.app.inject({ method: 'POST', url: `/api/aed/${id}/reports`, payload: { kind, fillMs: 5000 }, remoteAddress: `10.0.0.${kind.length}` });
    expect((await report(missing.id, 'missing')).statusCode).toBe(201);
    const usedReport = await report(used.id, 'used');
    expect(usedReport.statusCode).toBe(201);
    expect(await get(`/api/aed/${missing.id}`)).toMatchObject({ state: 'temporarilyAbsent', outOfService: 'missing' });
    expect(await get(`/api/aed/${used.id}`)).toMatchObject({ state: 'outOfService', outOfService: 'used' });

    const resolved = await call('POST', `/api/admin/street-reports/${usedReport.json().id}/resolve`, { resolution: 'New pads fitted.', aedUpdate: { electrodeExpiry: '2031-01-31', batteryExpiry: '2032-01-31' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await get(`/api/aed/${used.id}`)).toMatchObject({ state: 'inService', outOfService: null, lastConfirmedBy: 'admin' });
  });
  it('the admin list finds the AEDs not checked for a year, never checked ones included, also with a search', async () => {
    const never = await create('Never checked kiosk');
    const old = await create('Old check kiosk');
    const recent = await create('Recent check kiosk');
    const db = t.app.database.db;
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.update(aeds).set({ lastConfirmedAt: ago(400), lastConfirmedBy: 'visitor' }).where(eq(aeds.id, old.id));
    await db.update(aeds).set({ lastConfirmedAt: ago(10), lastConfirmedBy: 'guardian' }).where(eq(aeds.id, recent.id));
    const yearAgo = ago(365).toISOString().slice(0, 10);
    const list = async (query: string) => {
      const res = await call('GET', `/api/admin/aed?size=10&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: string; lastConfirmedBy: string | null }[]; totalCount: number };
    };
    const stale = await list(`confirmedBefore=${yearAgo}`);
    expect(stale.data.map((a) => a.id).sort()).toEqual([never.id, old.id].sort());
    expect(stale.totalCount).toBe(2);
    expect(stale.data.find((a) => a.id === old.id)?.lastConfirmedBy).toBe('visitor');
    const searched = await list(`confirmedBefore=${yearAgo}&search=old`);
    expect(searched.data.map((a) => a.id)).toEqual([old.id]);
    expect((await list('')).totalCount).toBe(3);
    expect((await call('GET', '/api/admin/aed?confirmedBefore=2026-02-30')).statusCode).toBe(400);
  });
});
