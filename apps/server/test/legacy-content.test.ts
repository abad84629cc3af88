import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoLegacyContent } from '../src/seed/demo-legacy-content';
import { auditLog } from '../src/modules/audit/audit.table';
import { advertisements, news } from '../src/modules/legacy/content/content.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';

const MISSING = '00000000-0000-4000-8000-000000000000';
const REQUIRED = 'This field is required!';

describe.each(testDatabases)('legacy dashboard advertisements and news on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string; payload?: object; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers: { ...(opts.token ? bearer(opts.token) : {}), ...opts.headers }, ...(opts.payload ? { payload: opts.payload } : {}) });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) => call(method, url, { token: t.adminToken, payload, headers });
  const auditOf = (entityType: string, id: string) =>
    t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id))).orderBy(asc(auditLog.createdAt));

  it('answers 401 without a token and 403 to a member on every call', async () => {
    for (const base of ['Advertisements', 'News']) {
      const routes = [['GET', base], ['GET', `${base}/${MISSING}`], ['POST', `${base}/`], ['PUT', `${base}/${MISSING}`], ['DELETE', `${base}/${MISSING}`]] as const;
      for (const [method, url] of routes) {
        const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
        expect((await call(method, url, { payload })).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(method, url, { token: t.memberToken, payload })).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('creates an advertisement at the seeds’ path (trailing slash too), reads, updates and deletes it, audited', async () => {
    const created = await admin('POST', 'Advertisements/', { title: '  Tečaj oživljanja ', url: 'https://example.org/tecaj', language: 'si', text: 'Vsako soboto', active: true });
    expect(created.statusCode).toBe(201);
    const ad = created.json();
    expect(ad).toMatchObject({ title: 'Tečaj oživljanja', url: 'https://example.org/tecaj', language: 'si', text: 'Vsako soboto', active: true });
    expect(ad.updatedAt).toBe(ad.createdAt);

    const got = await admin('GET', `Advertisements/${ad.id}`);
    expect(got.json()).toEqual(ad);
    expect(got.headers.etag).toBe(`"${ad.updatedAt}"`);

    // The legacy screen sends the whole record with its id (002 §7).
    const updated = await admin('PUT', `Advertisements/${ad.id}`, { id: ad.id, title: 'Tečaj oživljanja v Celju', url: ad.url, language: 'si', text: ad.text, active: false }, { 'if-match': `"${ad.updatedAt}"` });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Tečaj oživljanja v Celju', active: false });
    expect(updated.json().updatedAt > ad.updatedAt).toBe(true);

    // Unsent fields are kept; a save that changes nothing changes nothing.
    const same = await admin('PUT', `Advertisements/${ad.id}`, { active: false });
    expect(same.json()).toEqual(updated.json());
    expect((await auditOf('advertisement', ad.id)).map((a) => a.action)).toEqual(['create', 'update']);

    expect((await admin('DELETE', `Advertisements/${ad.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `Advertisements/${ad.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `Advertisements/${ad.id}`)).statusCode).toBe(404);
    const trail = await auditOf('advertisement', ad.id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[2].before).toMatchObject({ title: 'Tečaj oživljanja v Celju' });
  });

  it('refuses missing fields with the seeds’ message, a bad url, language and id, and writes nothing', async () => {
    const before = (await t.app.database.db.select().from(advertisements)).length;
    const missing = await admin('POST', 'Advertisements', { title: ' ', language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ title: REQUIRED, url: REQUIRED, text: REQUIRED });
    const bad = await admin('POST', 'Advertisements', { title: 'x', url: 'javascript:alert(1)', text: 'y', language: 'de', active: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['active', 'language', 'url']);
    expect((await admin('POST', 'Advertisements', { title: 'a\u0000b', url: 'https://example.org', text: 'y' })).statusCode).toBe(400);
    expect((await admin('GET', 'Advertisements/not-an-id')).statusCode).toBe(400);
    const news = await admin('POST', 'News', { title: '', text: '' });
    expect(news.json().errors).toMatchObject({ title: REQUIRED, text: REQUIRED });
    expect((await admin('POST', 'News', { title: 'a', text: 'b', language: 'si' })).json().errors).toHaveProperty('language');
    const rows = await t.app.database.db.select().from(advertisements);
    expect(rows.length).toBe(before);
  });

  it('answers 409 to a stale version and keeps the other admin’s change; an id that is not the path’s is a 400', async () => {
    const ad = (await admin('POST', 'Advertisements', { title: 'Stale', url: 'https://example.org', text: 't' })).json();
    const first = await admin('PUT', `Advertisements/${ad.id}`, { title: 'First' }, { 'if-match': `"${ad.updatedAt}"` });
    expect(first.statusCode).toBe(200);
    const second = await admin('PUT', `Advertisements/${ad.id}`, { title: 'Second' }, { 'if-match': `"${ad.updatedAt}"` });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/changed by someone else/);
    expect((await admin('GET', `Advertisements/${ad.id}`)).json().title).toBe('First');
    const wrongId = await admin('PUT', `Advertisements/${ad.id}`, { id: MISSING, title: 'x' });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().errors).toHaveProperty('id');
    expect((await admin('PUT', `Advertisements/${MISSING}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('pages 12 at a time newest first, searches titles without case or diacritics, sorts in Slovenian order', async () => {
    const db = t.app.database.db;
    await db.delete(advertisements);
    expect(await seedDemoLegacyContent(db, Date.parse('2026-06-01T10:00:00Z'))).toMatchObject({ advertisements: 14 });
    const first = (await admin('GET', 'Advertisements?page=0&itemsPerPage=12')).json();
    expect(first).toMatchObject({ page: 0, pageSize: 12, totalCount: 14, totalPages: 2 });
    expect(first.data).toHaveLength(12);
    const stamps = first.data.map((a: { updatedAt: string }) => a.updatedAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const second = (await admin('GET', 'Advertisements?page=1&size=12')).json();
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((a: { id: string }) => a.id)).size).toBe(14);

    const found = (await admin('GET', `Advertisements?search=${encodeURIComponent('TECAJ')}`)).json();
    expect(found.data.map((a: { title: string }) => a.title)).toEqual(['Demo: Tečaj prve pomoči v Mariboru']);
    // Search is by title only (002 'Search by ad title...'): words of the text do not match.
    expect((await admin('GET', 'Advertisements?search=hands-on')).json().totalCount).toBe(0);

    await db.insert(advertisements).values(['Čebelnjak', 'Cesta', 'Dom'].map((title) => ({ title: `Zz ${title}`, url: 'https://example.org', text: 't' })));
    const sorted = (await admin('GET', 'Advertisements?search=zz&sortBy=title&sortOrder=asc')).json();
    expect(sorted.data.map((a: { title: string }) => a.title)).toEqual(['Zz Cesta', 'Zz Čebelnjak', 'Zz Dom']);

    for (const bad of ['page=-1', 'itemsPerPage=0', 'itemsPerPage=101', 'sortBy=password', 'sortOrder=up']) {
      expect((await admin('GET', `Advertisements?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('keeps news with their language and published flag; the seed is idempotent', async () => {
    const created = await admin('POST', 'News/', { title: 'Nova objava', text: 'Besedilo', language: 'SL', published: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ language: 'sl', published: true });
    const id = created.json().id;
    expect((await admin('PUT', `News/${id}`, { published: false })).json()).toMatchObject({ published: false, title: 'Nova objava' });
    const found = (await admin('GET', 'News?search=besedilo')).json();
    expect(found.data.map((n: { id: string }) => n.id)).toContain(id);
    expect((await auditOf('news', id)).map((a) => a.action)).toEqual(['create', 'update']);
    const stored = (await t.app.database.db.select().from(news)).length;
    expect(await seedDemoLegacyContent(t.app.database.db)).toEqual({ advertisements: 0, news: 0 });
    expect((await t.app.database.db.select().from(news)).length).toBe(stored);
  });
});
