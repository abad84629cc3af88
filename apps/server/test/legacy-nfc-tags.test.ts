import { MESSAGES, NFC_POSITION_INCOMPLETE, NFC_TAG_SORT, nfcTagSchema, pagedSchema, staleVersionMessage } from '@aedatlas/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_NFC_TAGS, seedDemoLegacyNfcTags } from '../src/seed/demo-legacy-nfc-tags';
import { auditLog } from '../src/modules/audit/audit.table';
import { nfcTags } from '../src/modules/legacy/nfc-tags/nfc-tags.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { slovenianCompare } from './helpers/slovenian-order';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases)('legacy NFC tags on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/admin/NfcTags${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const auditOf = (id: string) =>
    t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'nfc-tag'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.createdAt));

  const tag = { name: 'Triglav – Aljažev stolp', description: 'Na vrhu Triglava', latitude: 46.3783, longitude: 13.8366, valuePoints: 100 };

  it('answers 401 without a token and 403 to a member on every call', async () => {
    for (const [method, url] of [['GET', ''], ['POST', ''], ['GET', `/${MISSING}`], ['PUT', `/${MISSING}`], ['DELETE', `/${MISSING}`]] as const) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, t.memberToken, payload)).statusCode).toBe(403);
    }
  });

  it('creates, reads, updates and deletes a tag, auditing each change', async () => {
    const created = await call('POST', '', t.adminToken, tag);
    expect(created.statusCode).toBe(201);
    const saved = nfcTagSchema.strict().parse(created.json());
    expect(saved).toMatchObject(tag);
    const read = await call('GET', `/${saved.id}`, t.adminToken);
    expect(read.json()).toEqual(saved);
    expect(read.headers.etag).toBe(`"${saved.updatedAt}"`);

    // Only the sent field changes.
    const updated = await call('PUT', `/${saved.id}`, t.adminToken, { valuePoints: 120 }, { 'if-match': read.headers.etag as string });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...saved, valuePoints: 120, updatedAt: updated.json().updatedAt });
    expect(updated.json().updatedAt > saved.updatedAt).toBe(true);

    expect((await call('DELETE', `/${saved.id}`, t.adminToken)).statusCode).toBe(204);
    expect((await call('GET', `/${saved.id}`, t.adminToken)).statusCode).toBe(404);

    const audit = await auditOf(saved.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((a) => a.actorId === t.admin.id)).toBe(true);
    expect(audit[1]).toMatchObject({ before: saved, after: updated.json() });
    expect(audit[2]).toMatchObject({ before: updated.json(), after: null });
  });

  it('takes value points 0 and no position by default, and clears optional fields with null', async () => {
    const created = (await call('POST', '', t.adminToken, { name: 'Mobile tag' })).json();
    expect(created).toMatchObject({ name: 'Mobile tag', description: null, latitude: null, longitude: null, valuePoints: 0 });
    const placed = await call('PUT', `/${created.id}`, t.adminToken, { latitude: 46.05, longitude: 14.5, description: 'Prešernov trg' });
    expect(placed.json()).toMatchObject({ latitude: 46.05, longitude: 14.5, description: 'Prešernov trg', name: 'Mobile tag' });
    const cleared = await call('PUT', `/${created.id}`, t.adminToken, { latitude: null, longitude: null, description: '' });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null, description: null });
  });

  it('answers bad input with 400 and the field messages, writing nothing', async () => {
    const before = await t.app.database.db.select().from(nfcTags);
    const bad = await call('POST', '', t.adminToken, { name: '  ', latitude: 90.5, longitude: -181, valuePoints: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: MESSAGES.required,
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      valuePoints: 'Value points must be 0 or more',
    });
    expect((await call('POST', '', t.adminToken, {})).json().errors).toEqual({ name: MESSAGES.required });
    expect((await call('POST', '', t.adminToken, { name: null, valuePoints: 1.5 })).json().errors).toEqual({ name: MESSAGES.required, valuePoints: 'Value points must be a whole number' });
    expect((await call('POST', '', t.adminToken, { name: 'x', valuePoints: '10' })).json().errors).toEqual({ valuePoints: 'Value points must be a number' });
    expect((await call('POST', '', t.adminToken, { name: 'x', latitude: 46 })).json().errors).toEqual({ longitude: NFC_POSITION_INCOMPLETE });
    expect((await call('POST', '', t.adminToken, { name: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call('POST', '', t.adminToken, { name: 'x'.repeat(201) })).json().errors).toEqual({ name: 'At most 200 characters' });
    expect(await t.app.database.db.select().from(nfcTags)).toHaveLength(before.length);

    const existing = (await call('POST', '', t.adminToken, { name: 'Without a place' })).json();
    const half = await call('PUT', `/${existing.id}`, t.adminToken, { latitude: 46 });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ longitude: NFC_POSITION_INCOMPLETE });
    expect((await call('PUT', `/${existing.id}`, t.adminToken, { name: '' })).json().errors).toEqual({ name: MESSAGES.required });
  });

  it('refuses a stale If-Match with 409 and keeps the newer save; a no-op save writes nothing', async () => {
    const saved = (await call('POST', '', t.adminToken, { ...tag, name: 'Stale test' })).json();
    const first = await call('PUT', `/${saved.id}`, t.adminToken, { valuePoints: 5 }, { 'if-match': `"${saved.updatedAt}"` });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/${saved.id}`, t.adminToken, { valuePoints: 6 }, { 'if-match': `"${saved.updatedAt}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleVersionMessage('This NFC tag'));
    const staleDelete = await call('DELETE', `/${saved.id}`, t.adminToken, undefined, { 'if-match': `"${saved.updatedAt}"` });
    expect(staleDelete.statusCode).toBe(409);
    expect((await call('GET', `/${saved.id}`, t.adminToken)).json().valuePoints).toBe(5);

    const auditBefore = (await auditOf(saved.id)).length;
    const same = await call('PUT', `/${saved.id}`, t.adminToken, { ...tag, name: 'Stale test', valuePoints: 5 }, { 'if-match': first.headers.etag as string });
    expect(same.statusCode).toBe(200);
    expect(same.json().updatedAt).toBe(first.json().updatedAt);
    expect(await auditOf(saved.id)).toHaveLength(auditBefore);
  });

  it('answers 404 for an unknown tag and 400 for a malformed id', async () => {
    for (const res of [await call('GET', `/${MISSING}`, t.adminToken), await call('PUT', `/${MISSING}`, t.adminToken, { name: 'x' }), await call('DELETE', `/${MISSING}`, t.adminToken)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('NFC tag not found');
    }
    const bad = await call('GET', '/not-a-uuid', t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: 'Must be a valid id' });
  });

  it('pages, searches (case and diacritics aside) and sorts the list in SQL', async () => {
    const db = t.app.database.db;
    await db.delete(nfcTags);
    expect(await seedDemoLegacyNfcTags(db)).toBe(DEMO_NFC_TAGS.length);
    expect(await seedDemoLegacyNfcTags(db)).toBe(0);
    const all = DEMO_NFC_TAGS.length;

    const first = await call('GET', '', t.adminToken);
    const page = pagedSchema(nfcTagSchema).parse(first.json());
    expect(page).toMatchObject({ page: 0, pageSize: 12, totalCount: all, totalPages: Math.ceil(all / 12) });
    expect(page.data).toHaveLength(12);
    expect(page.data.every((tg) => tg.name.startsWith('Demo: '))).toBe(true);
    const last = (await call('GET', '?page=1', t.adminToken)).json();
    expect(last.data).toHaveLength(all - 12);
    const names = [...page.data, ...last.data].map((tg: { name: string }) => tg.name);
    expect(names).toEqual([...names].sort(slovenianCompare));
    expect(new Set(names).size).toBe(all);

    expect((await call('GET', '?size=5', t.adminToken)).json()).toMatchObject({ pageSize: 5, totalPages: Math.ceil(all / 5) });
    expect((await call('GET', '?itemsPerPage=7&size=5', t.adminToken)).json().pageSize).toBe(7);
    expect((await call('GET', '?itemsPerPage=101', t.adminToken)).json().errors).toEqual({ itemsPerPage: 'At most 100' });
    expect((await call('GET', '?page=-1', t.adminToken)).json().errors).toEqual({ page: 'Must be 0 or more' });
    expect((await call('GET', '?sortBy=secret', t.adminToken)).statusCode).toBe(400);

    const found = (q: string) => call('GET', `?search=${encodeURIComponent(q)}`, t.adminToken).then((r) => r.json().data.map((tg: { name: string }) => tg.name));
    expect(await found('smarna')).toEqual(['Demo: Šmarna gora – vrh']);
    expect(await found('ŠMARNA GORA')).toEqual(['Demo: Šmarna gora – vrh']);
    expect(await found('aed')).toEqual(['Demo: Kredarica – Triglavski dom', 'Demo: Tivoli – Jakopičevo sprehajališče']);
    expect(await found('100%_')).toEqual([]);

    const byPoints = (await call('GET', '?sortBy=valuePoints&sortOrder=desc&itemsPerPage=100', t.adminToken)).json().data.map((tg: { valuePoints: number }) => tg.valuePoints);
    expect(byPoints).toEqual([...byPoints].sort((a, b) => b - a));
    expect(byPoints[0]).toBe(50);
    const byLatitude = (await call('GET', '?sortBy=latitude&sortOrder=asc&itemsPerPage=100', t.adminToken)).json().data;
    expect(byLatitude.at(-1).latitude).toBeNull();
    for (const sortBy of NFC_TAG_SORT) {
      for (const sortOrder of ['asc', 'desc']) {
        const res = await call('GET', `?sortBy=${sortBy}&sortOrder=${sortOrder}`, t.adminToken);
        expect(res.statusCode, `${sortBy} ${sortOrder}`).toBe(200);
        expect(res.json().data).toHaveLength(12);
      }
    }
  });
});
