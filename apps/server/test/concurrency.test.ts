import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { users } from '../src/modules/users/users.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';

const newAed = {
  description: 'AED at the library',
  accessibility: 'FULL_24H',
  locationDescription: 'Entrance hall',
  model: 'Zoll AED Plus',
  serialNumber: 'SN-CC-1',
  maintainer: 'Library',
  address: 'Knjižnična 1',
  postalCode: '1000',
  city: 'Ljubljana',
  country: 'Slovenia',
  latitude: 46.05,
  longitude: 14.5,
  contactPhoneNumber: '+386 1 000 0000',
  contactEmail: 'library@example.com',
};
const STALE = /was changed by someone else\. Reload to see their changes; your edits are still in the form\./;

describe.each(testDatabases)('optimistic concurrency and partial updates on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, version?: string) =>
    t.app.inject({ method, url, payload, headers: { ...bearer(t.adminToken), ...(version ? { 'if-match': `"${version}"` } : {}) } });
  const auditCount = async (entityType: string, id: string) =>
    (await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))).length;

  it('AED: a stale version is a 409 and writes nothing; the current one and no version save', async () => {
    const created = (await call('POST', '/api/admin/aed', newAed)).json();
    const read = await call('GET', `/api/admin/aed/${created.id}`);
    expect(read.headers.etag).toBe(`"${created.modifiedAt}"`);
    const first = await call('PUT', `/api/admin/aed/${created.id}`, { notes: 'first admin' }, created.modifiedAt);
    expect(first.statusCode).toBe(200);
    expect(first.json().modifiedAt).not.toBe(created.modifiedAt);

    const second = await call('PUT', `/api/admin/aed/${created.id}`, { notes: 'second admin' }, created.modifiedAt);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ statusCode: 409, error: 'Conflict', message: expect.stringMatching(/^This AED was changed by someone else/) });
    const [row] = await t.app.database.db.select().from(aeds).where(eq(aeds.id, created.id));
    expect(row.notes).toBe('first admin');
    expect(await auditCount('aed', created.id)).toBe(2);

    const current = await call('PUT', `/api/admin/aed/${created.id}`, { notes: 'second admin' }, first.json().modifiedAt);
    expect(current.statusCode).toBe(200);
    expect(current.json().notes).toBe('second admin');
    const unversioned = await call('PUT', `/api/admin/aed/${created.id}`, { notes: 'mobile app' });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json()).toMatchObject({ notes: 'mobile app', model: 'Zoll AED Plus' });
  });

  it('AED: the version is exact although PostgreSQL keeps microseconds', async () => {
    const created = (await call('POST', '/api/admin/aed', { ...newAed, serialNumber: 'SN-CC-2' })).json();
    await t.app.database.db.execute(`update aeds set modified_at = '2031-05-06 07:08:09.123456+00' where id = '${created.id}'`);
    const version = (await call('GET', `/api/admin/aed/${created.id}`)).json().modifiedAt;
    const saved = await call('PUT', `/api/admin/aed/${created.id}`, { notes: 'exact' }, version);
    expect(saved.statusCode).toBe(200);
    // Two saves within one millisecond still get two versions.
    const next = await call('PUT', `/api/admin/aed/${created.id}`, { notes: 'again' }, saved.json().modifiedAt);
    expect(next.statusCode).toBe(200);
    expect(next.json().modifiedAt).not.toBe(saved.json().modifiedAt);
  });

  it('AED: a save that changes nothing keeps modifiedAt and writes no audit row', async () => {
    const created = (await call('POST', '/api/admin/aed', { ...newAed, serialNumber: 'SN-CC-3' })).json();
    const { id: _id, createdAt: _c, modifiedAt, pictures: _p, ...same } = created;
    const res = await call('PUT', `/api/admin/aed/${created.id}`, same, modifiedAt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect(await auditCount('aed', created.id)).toBe(1);
  });

  it('admin user: only the sent fields change; a stale version is a 409; a no-op changes nothing', async () => {
    const target = await createTestUser(t.app);
    const url = `/api/admin/user/${target.id}`;
    const filled = await call('PUT', url, { displayName: 'Ana N', firstName: 'Ana', lastName: 'Novak', phone: '041 111 222' });
    expect(filled.statusCode).toBe(200);
    const version = filled.json().updatedAt;

    const partial = await call('PUT', url, { displayName: 'Ana from Kranj' }, version);
    expect(partial.statusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ displayName: 'Ana from Kranj', firstName: 'Ana', lastName: 'Novak', phone: '041 111 222', languageCode: 'en' });

    const stale = await call('PUT', url, { displayName: 'Overwritten' }, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This user was changed by someone else/);
    expect((await call('GET', url)).json().displayName).toBe('Ana from Kranj');

    const audits = await auditCount('user', target.id);
    const noop = await call('PUT', url, { displayName: 'Ana from Kranj', phone: '041 111 222' }, partial.json().updatedAt);
    expect(noop.statusCode).toBe(200);
    expect(noop.json().updatedAt).toBe(partial.json().updatedAt);
    expect(await auditCount('user', target.id)).toBe(audits);

    const cleared = await call('PUT', url, { phone: '', lastName: null });
    expect(cleared.json()).toMatchObject({ phone: null, lastName: null, firstName: 'Ana', displayName: 'Ana from Kranj' });
  });

  it('language codes: only the listed ones; a stored en is kept, not rewritten', async () => {
    const target = await createTestUser(t.app);
    const url = `/api/admin/user/${target.id}`;
    const before = (await call('GET', url)).json();
    const script = await call('PUT', url, { displayName: 'X', languageCode: '<script>' });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors).toEqual({ languageCode: expect.stringMatching(/^Language must be one of en, sl, en-US/) });
    expect((await call('GET', url)).json()).toEqual(before);

    const kept = await call('PUT', url, { displayName: 'Same language', languageCode: 'en' });
    expect(kept.json().languageCode).toBe('en');
    const changed = await call('PUT', url, { languageCode: 'sl-si' });
    expect(changed.json().languageCode).toBe('sl-SI');

    const member = await createTestUser(t.app);
    const memberAuth = bearer((await signIn(t.app, member)).access_token);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/user/${member.id}`, headers: memberAuth, payload });
    const bad = await put({ firstName: 'Mia', lastName: 'Kos', languageCode: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('languageCode');
    const own = await put({ firstName: 'Mia', lastName: 'Kos', phone: null, languageCode: 'en' });
    expect(own.json()).toMatchObject({ firstName: 'Mia', languageCode: 'en', displayName: 'Mia Kos' });
    const phoneOnly = await put({ phone: '031 222 333' });
    expect(phoneOnly.json()).toMatchObject({ firstName: 'Mia', lastName: 'Kos', phone: '031 222 333', languageCode: 'en' });
    const registered = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { firstName: 'A', lastName: 'B', email: `reg-${Date.now()}@example.test`, password: 'Secret-123', language: '<b>' } });
    expect(registered.statusCode).toBe(400);
  });

  it('admin ICE contact: partial update, stale version, no-op', async () => {
    const owner = await createTestUser(t.app);
    const created = (await call('POST', '/api/admin/icecontacts', { userId: owner.id, displayName: 'Mama', email: 'mama@example.test', phone: '040 000 001' })).json();
    expect(created.updatedAt).toEqual(expect.any(String));
    const url = `/api/admin/icecontacts/${created.id}`;
    const renamed = await call('PUT', url, { displayName: 'Mother' }, created.updatedAt);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ displayName: 'Mother', email: 'mama@example.test', phone: '040 000 001' });

    const stale = await call('PUT', url, { displayName: 'Mum' }, created.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(STALE);
    const audits = await auditCount('ice-contact', created.id);
    const noop = await call('PUT', url, { userId: owner.id, displayName: 'Mother', email: 'mama@example.test', phone: '040 000 001' }, renamed.json().updatedAt);
    expect(noop.json().updatedAt).toBe(renamed.json().updatedAt);
    expect(await auditCount('ice-contact', created.id)).toBe(audits);
    const noMethod = await call('PUT', url, { email: null, phone: '' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().errors).toHaveProperty('email');
  });

  it('activity: partial update, stale version, no-op, dates checked against the stored ones', async () => {
    const created = (await call('POST', '/api/admin/activity', { title: 'CPR course', language: 'sl', points: 10, startsAt: '2030-01-01T10:00:00.000Z' })).json();
    const url = `/api/admin/activity/${created.id}`;
    const partial = await call('PUT', url, { points: 20 }, created.updatedAt);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ title: 'CPR course', language: 'sl', points: 20, startsAt: '2030-01-01T10:00:00.000Z' });
    const stale = await call('PUT', url, { points: 30 }, created.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This activity was changed by someone else/);
    expect((await call('GET', url)).json().points).toBe(20);

    const audits = await auditCount('activity', created.id);
    const noop = await call('PUT', url, { title: 'CPR course', points: 20 }, partial.json().updatedAt);
    expect(noop.json().updatedAt).toBe(partial.json().updatedAt);
    expect(await auditCount('activity', created.id)).toBe(audits);

    const early = await call('PUT', url, { expiresAt: '2029-12-31T10:00:00.000Z' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ expiresAt: 'Expiry must not be before the start' });
    const badLanguage = await call('PUT', url, { language: '<script>' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().errors).toHaveProperty('language');
  });
});
