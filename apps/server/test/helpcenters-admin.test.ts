import { UNSAFE_TEXT_MESSAGE, staleVersionMessage, type HelpCenter } from '@aedatlas/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { helpCenters } from '../src/modules/helpcenters/helpcenters.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

const MISSING = '00000000-0000-4000-8000-000000000000';

/** What the seeds' console sends on create (001 §7), createdAt and modifiedAt included. */
const crnomelj = {
  helpCenterId: 0,
  clientId: 3,
  helpCenterTypeId: 1,
  institutionId: 0,
  locationId: 0,
  photoUri: '',
  validated: true,
  openTime: '07:00',
  closeTime: '19:30',
  altitude: 157,
  latitude: 45.5711,
  longitude: 15.1889,
  additionalDescription: 'Vhod s parkirišča.',
  address: ' Delavska cesta 4 ',
  city: 'Črnomelj',
  description: 'Zdravstveni dom',
  email: 'info@zd-crnomelj.example.com',
  language: 'sl',
  mobileNumber: '0',
  name: 'Zdravstveni dom Črnomelj',
  phoneNumber: '+386 7 555 0199',
  phoneNumber1: '',
  postalCode: '8340',
  createdAt: '2001-01-01T00:00:00.000Z',
  modifiedAt: '2001-01-01T00:00:00.000Z',
};

describe.each(testDatabases)('admin help centers on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, token: string | null = t.adminToken) =>
    t.app.inject({ method, url: `/api/admin/helpcenter${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const create = async (body: object) => {
    const res = await call('POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as HelpCenter;
  };
  const auditOf = (id: string) =>
    t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'helpcenter'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.createdAt));
  const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/helpcenter/public' })).json() as { id: string; name: string; city: string }[];
  const ifMatch = (version: string) => ({ 'if-match': `"${version}"` });

  it('answers 401 without a token and 403 to a member on every route, count included', async () => {
    const routes: [Method, string][] = [['GET', ''], ['GET', '/count'], ['GET', `/${MISSING}`], ['POST', ''], ['PUT', `/${MISSING}`], ['DELETE', `/${MISSING}`]];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, payload, {}, null)).statusCode).toBe(401);
      expect((await call(method, url, payload, {}, t.memberToken)).statusCode).toBe(403);
    }
  });

  it('creates, reads, updates and deletes a help center, auditing each change, and the public list follows at once', async () => {
    const created = await call('POST', '', crnomelj);
    expect(created.statusCode).toBe(201);
    const center = created.json() as HelpCenter;
    // Trimmed, times as HH:MM:SS, a number from the sequence, the server's own timestamps.
    expect(center).toMatchObject({ name: 'Zdravstveni dom Črnomelj', address: 'Delavska cesta 4', openTime: '07:00:00', closeTime: '19:30:00', latitude: 45.5711, validated: true, clientId: 3 });
    expect(center.helpCenterId).toBeGreaterThan(0);
    expect(center.createdAt).not.toBe(crnomelj.createdAt);
    expect(center.createdAt).toBe(center.modifiedAt);

    const read = await call('GET', `/${center.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(center);
    expect(read.headers.etag).toBe(`"${center.modifiedAt}"`);
    expect((await publicList()).find((h) => h.id === center.id)).toMatchObject({ name: 'Zdravstveni dom Črnomelj', city: 'Črnomelj' });

    const updated = await call('PUT', `/${center.id}`, { ...crnomelj, id: center.id, name: 'ZD Črnomelj', closeTime: '', latitude: null }, ifMatch(center.modifiedAt));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: center.id, name: 'ZD Črnomelj', closeTime: null, latitude: null, createdAt: center.createdAt, helpCenterId: center.helpCenterId });
    expect(updated.headers.etag).toBe(`"${updated.json().modifiedAt}"`);
    expect((await publicList()).find((h) => h.id === center.id)?.name).toBe('ZD Črnomelj');

    expect((await call('DELETE', `/${center.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${center.id}`)).statusCode).toBe(404);
    expect((await publicList()).some((h) => h.id === center.id)).toBe(false);

    const audit = await auditOf(center.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((a) => a.actorId === t.admin.id && a.actorEmail === t.admin.email)).toBe(true);
    expect(audit[0]).toMatchObject({ before: null, after: center });
    expect(audit[1]).toMatchObject({ before: center, after: updated.json() });
    expect(audit[2]).toMatchObject({ before: updated.json(), after: null });
    // The console's history panel reads the same trail.
    const history = await t.app.inject({ method: 'GET', url: `/api/admin/audit/helpcenter/${center.id}`, headers: bearer(t.adminToken) });
    expect(history.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('creates from an empty body: texts empty, ids 0, no position, not validated', async () => {
    const center = await create({});
    expect(center).toMatchObject({ name: '', email: '', clientId: 0, locationId: 0, latitude: null, longitude: null, altitude: null, openTime: null, validated: false });
    const nulls = await create({ name: null, clientId: null, latitude: null, openTime: null });
    expect(nulls).toMatchObject({ name: '', clientId: 0, latitude: null, openTime: null });
    // The legacy placeholder for "no email" and a midnight close stay valid.
    expect(await create({ email: 'no+email', closeTime: '24:00' })).toMatchObject({ email: 'no+email', closeTime: '24:00:00' });
  });

  it('assigns the next number, keeps a typed one, and answers a taken one with 409 on helpCenterId', async () => {
    const typed = await create({ name: 'Typed number', helpCenterId: 9000 });
    expect(typed.helpCenterId).toBe(9000);
    // The sequence moved past the typed number: the next assigned one does not collide.
    expect((await create({ name: 'Assigned after' })).helpCenterId).toBe(9001);
    const taken = await call('POST', '', { name: 'Duplicate', helpCenterId: 9000 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ helpCenterId: 'Help Center ID 9000 is already used by another help center' });
    const other = await create({ name: 'Renumbered' });
    const renumber = await call('PUT', `/${other.id}`, { helpCenterId: 9000 });
    expect(renumber.statusCode).toBe(409);
    expect(renumber.json().errors.helpCenterId).toMatch(/already used/);
    // 0 on update keeps the number.
    expect((await call('PUT', `/${other.id}`, { helpCenterId: 0, name: 'Kept number' })).json()).toMatchObject({ helpCenterId: other.helpCenterId, name: 'Kept number' });
  });

  it('moves past numbers set outside the API instead of failing', async () => {
    const next = (await create({ name: 'Probe' })).helpCenterId + 1;
    await t.app.database.db.insert(helpCenters).values({ name: 'Imported elsewhere', helpCenterId: next });
    const res = await call('POST', '', { name: 'After the import' });
    expect(res.statusCode).toBe(201);
    expect(res.json().helpCenterId).toBeGreaterThan(next);
  });

  it('refuses a stale If-Match with 409 and keeps the newer save', async () => {
    const center = await create({ name: 'Stale test', city: 'Kranj' });
    const first = await call('PUT', `/${center.id}`, { city: 'Kamnik' }, ifMatch(center.modifiedAt));
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/${center.id}`, { city: 'Tržič' }, ifMatch(center.modifiedAt));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleVersionMessage('This help center'));
    expect((await call('GET', `/${center.id}`)).json().city).toBe('Kamnik');
    // No If-Match (the mobile apps): no check.
    expect((await call('PUT', `/${center.id}`, { city: 'Tržič' })).json().city).toBe('Tržič');
  });

  it('keeps unsent fields, and a save that changes nothing keeps modifiedAt and writes no audit row', async () => {
    const center = await create(crnomelj);
    const partial = await call('PUT', `/${center.id}`, { phoneNumber: '+386 7 555 0100' }, ifMatch(center.modifiedAt));
    const after = partial.json() as HelpCenter;
    expect(after).toEqual({ ...center, phoneNumber: '+386 7 555 0100', modifiedAt: after.modifiedAt });
    expect(after.modifiedAt > center.modifiedAt).toBe(true);

    // The whole record sent back as the form shows it ('07:00' for '07:00:00', padded texts).
    const same = await call('PUT', `/${center.id}`, { ...crnomelj, phoneNumber: '+386 7 555 0100', id: center.id }, ifMatch(after.modifiedAt));
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(after);
    expect((await call('PUT', `/${center.id}`, {}, ifMatch(after.modifiedAt))).json().modifiedAt).toBe(after.modifiedAt);
    expect((await auditOf(center.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('answers bad input with 400 and field messages, writing nothing', async () => {
    const before = await t.app.database.db.$count(helpCenters);
    const res = await call('POST', '', { ...crnomelj, email: 'not an email', latitude: 91, longitude: -181, openTime: '25:00', closeTime: 'noon', clientId: -1, institutionId: 1.5, altitude: 10_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Email must be a valid email address',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      openTime: 'Open Time must be a time of day (HH:MM)',
      closeTime: 'Close Time must be a time of day (HH:MM)',
      clientId: 'Client ID must be 0 or more',
      institutionId: 'Institution ID must be a whole number',
      altitude: 'Altitude must be between -500 and 9000',
    });
    const nul = await call('POST', '', { name: 'Bad\u0000name' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ name: UNSAFE_TEXT_MESSAGE });
    const long = await call('POST', '', { name: 'x'.repeat(201), helpCenterId: 2 ** 31, latitude: '46.1', validated: 'yes', photoUri: 'javascript:alert(1)' });
    expect(long.json().errors).toEqual({
      name: 'Name must be at most 200 characters',
      helpCenterId: 'Help Center ID must be at most 2147483647',
      latitude: 'Latitude must be a number',
      validated: 'Validated must be true or false',
      photoUri: 'Photo URI must be an http(s) address',
    });
    const center = await create({ name: 'Valid' });
    const update = await call('PUT', `/${center.id}`, { email: 'a@b', postalCode: '1'.repeat(21) });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ email: 'Email must be a valid email address', postalCode: 'Postal Code must be at most 20 characters' });
    expect((await call('PUT', `/${center.id}`, { city: 'line\u0007bell' })).json().errors).toEqual({ city: UNSAFE_TEXT_MESSAGE });
    expect(await t.app.database.db.$count(helpCenters)).toBe(before + 1);
  });

  it('answers 404 for an unknown help center and 400 for a malformed id', async () => {
    for (const res of [await call('GET', `/${MISSING}`), await call('PUT', `/${MISSING}`, { name: 'x' }), await call('DELETE', `/${MISSING}`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: 'Help center not found' });
    }
    expect((await call('GET', '/not-a-uuid')).statusCode).toBe(400);
  });
});

describe.each(testDatabases)('admin help center list on $kind', (engine) => {
  let t: TestApp;
  let token: string;
  const names = ['Zdravstveni dom Črnomelj', 'Urgentni center Celje', 'Čakalnica Šentvid', 'Ambulanta Ajdovščina', 'CRNOMELJ postaja RK'];
  beforeAll(async () => {
    t = await startTestApp(engine);
    token = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
    for (const [i, name] of names.entries()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/helpcenter', headers: bearer(token), payload: { name, city: i === 1 ? 'Celje' : 'Kraj', email: i === 3 ? 'ajdovscina@zd.example.com' : '' } });
      expect(res.statusCode).toBe(201);
    }
    for (let i = 0; i < 20; i += 1) await t.app.inject({ method: 'POST', url: '/api/admin/helpcenter', headers: bearer(token), payload: { name: `Filler ${String(i).padStart(2, '0')}`, mobileNumber: '041 555 000' } });
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/helpcenter${query}`, headers: bearer(token) });
  const namesOf = (body: { data: HelpCenter[] }) => body.data.map((h) => h.name);

  it('pages 20 by default, by name in Slovenian order, with the totals', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, pageSize: 20, totalCount: 25, totalPages: 2 });
    expect(body.data).toHaveLength(20);
    // C, Č, ... : 'Čakalnica' after every 'C', before 'F'.
    expect(namesOf(body).slice(0, 4)).toEqual(['Ambulanta Ajdovščina', 'CRNOMELJ postaja RK', 'Čakalnica Šentvid', 'Filler 00']);
    const second = (await get('?page=1&size=20')).json();
    expect(second).toMatchObject({ page: 1, totalCount: 25, totalPages: 2 });
    expect(namesOf(second)).toEqual(['Filler 17', 'Filler 18', 'Filler 19', 'Urgentni center Celje', 'Zdravstveni dom Črnomelj']);
    const beyond = (await get('?page=9&size=20')).json();
    expect(beyond).toMatchObject({ data: [], page: 9, totalCount: 25, totalPages: 2 });
  });

  it('searches ignoring case and diacritics, across name, city, email and phones', async () => {
    expect(namesOf((await get('?search=crnomelj')).json()).sort()).toEqual(['CRNOMELJ postaja RK', 'Zdravstveni dom Črnomelj']);
    expect(namesOf((await get('?search=%C5%A0ENTVID')).json())).toEqual(['Čakalnica Šentvid']);
    expect(namesOf((await get('?search=celje')).json())).toEqual(['Urgentni center Celje']);
    expect(namesOf((await get('?search=ajdovscina%40zd')).json())).toEqual(['Ambulanta Ajdovščina']);
    expect((await get('?search=041%20555&size=5')).json()).toMatchObject({ totalCount: 20, totalPages: 4 });
    expect((await get('?search=100%25')).json().totalCount).toBe(0);
  });

  it('sorts by any listed column and refuses others', async () => {
    const byNumber = (await get('?sortBy=helpCenterId&sortOrder=desc&size=2')).json();
    expect(byNumber.data.map((h: HelpCenter) => h.helpCenterId)).toEqual([25, 24]);
    expect(namesOf((await get('?sortBy=city&size=1')).json())).toEqual(['Urgentni center Celje']);
    const bad = await get('?sortBy=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sortBy).toMatch(/^Must be one of/);
  });

  it('accepts dateOnly, tzShift and timeZoneShift and answers the same', async () => {
    const plain = (await get('?size=3')).json();
    const shifted = await get('?size=3&dateOnly=false&tzShift=2&timeZoneShift=-60');
    expect(shifted.statusCode).toBe(200);
    expect(shifted.json()).toEqual(plain);
    expect((await get('?tzShift=abc')).json().errors).toEqual({ tzShift: 'Must be a number' });
  });

  it('counts all help centers or those matching a search; count is not taken for an id', async () => {
    const all = await get('/count');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toBe(25);
    expect((await get('/count?search=crnomelj')).json()).toBe(2);
  });
});
