import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_HELP_SERVICES, seedDemoHelpServices } from '../src/seed/demo-helpservices';
import { auditLog } from '../src/modules/audit/audit.table';
import { helpServiceOptions, helpServices, localizations } from '../src/modules/helpservices/helpservices.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases)('admin help services and options on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, token: string | null = t.adminToken) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const ifMatch = (version: string) => ({ 'if-match': `"${version}"` });
  const db = () => t.app.database.db;
  const auditOf = (id: string) => db().select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt));
  const icon = 'https://cdn.example.com/icons/first-aid.svg';
  const newService = async (key: string, extra: object = {}) => {
    const res = await call('POST', 'helpservice', { key, icon, visible: true, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const newOption = async (serviceId: string, key: string, extra: object = {}) => {
    const res = await call('POST', `helpservice-option/service/${serviceId}`, { key, icon, visible: true, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('answers 401 without a token and 403 to a member on every admin route', async () => {
    const routes: [Method, string][] = [
      ['GET', 'helpservice'], ['GET', `helpservice/${MISSING}`], ['POST', 'helpservice'], ['PUT', `helpservice/${MISSING}`], ['DELETE', `helpservice/${MISSING}`],
      ['GET', 'helpservice-option'], ['GET', `helpservice-option/${MISSING}`], ['GET', `helpservice-option/service/${MISSING}`],
      ['POST', `helpservice-option/service/${MISSING}`], ['PUT', `helpservice-option/${MISSING}`], ['DELETE', `helpservice-option/${MISSING}`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, payload, {}, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, {}, t.memberToken)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a service with its English name as an en display_value translation, in one audited transaction', async () => {
    const service = await newService('first_aid_course', { englishDisplayValue: '  First aid course ' });
    expect(service).toMatchObject({ key: 'first_aid_course', icon, visible: true, displayName: 'First aid course', options: [] });
    expect(service.localizations).toEqual([expect.objectContaining({ entityId: service.id, entityType: 'SERVICE', locale: 'en', fieldName: 'display_value', fieldValue: 'First aid course' })]);
    const read = await call('GET', `helpservice/${service.id}`);
    expect(read.json()).toEqual(service);
    expect(read.headers.etag).toBe(`"${service.updatedAt}"`);
    const audit = await db().select().from(auditLog).where(eq(auditLog.parentId, service.id));
    expect(audit.map((a) => a.entityType)).toEqual(['localization']);
    // Blank English name: nothing stored, the key names the service.
    const plain = await newService('plain_service', { englishDisplayValue: '   ' });
    expect(plain).toMatchObject({ displayName: 'plain_service', localizations: [] });
  });

  it('enforces the key rules: pattern, required, unique (409 errors.key), immutable', async () => {
    for (const key of ['First Aid', 'first-aid', '1st_aid', 'prva_pomoč', '_x', 'a'.repeat(65)]) {
      const res = await call('POST', 'helpservice', { key, icon });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().errors.key, key).toBeTruthy();
    }
    expect((await call('POST', 'helpservice', { key: 'First Aid', icon })).json().errors.key).toBe('Use lowercase letters, digits and underscores, starting with a letter');
    expect((await call('POST', 'helpservice', { icon })).json().errors).toEqual({ key: 'Key is required' });
    await newService('unique_key');
    const twice = await call('POST', 'helpservice', { key: 'unique_key', icon });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'A help service with this key already exists', errors: { key: 'A help service with this key already exists' } });

    const service = await newService('immutable_key');
    const renamed = await call('PUT', `helpservice/${service.id}`, { key: 'other_key', icon });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ key: 'The key cannot be changed after creation' });
    // The whole record sent back with its own key is fine.
    expect((await call('PUT', `helpservice/${service.id}`, { key: 'immutable_key', icon, visible: false })).json()).toMatchObject({ key: 'immutable_key', visible: false });
  });

  it('requires an icon URL: http(s) or a path of this site', async () => {
    expect((await call('POST', 'helpservice', { key: 'no_icon' })).json().errors).toEqual({ icon: 'Icon URL is required' });
    expect((await call('POST', 'helpservice', { key: 'blank_icon', icon: '  ' })).json().errors).toEqual({ icon: 'Icon URL is required' });
    for (const bad of ['javascript:alert(1)', 'ftp://x/icon.png', '//evil.example/icon.png', 'icon.png', `https://x.example/${'a'.repeat(2050)}`]) {
      const res = await call('POST', 'helpservice', { key: 'bad_icon', icon: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.icon, bad).toBeTruthy();
    }
    expect((await call('POST', 'helpservice', { key: 'nul_icon', icon: 'https://x.example/a\u0000b' })).statusCode).toBe(400);
    await newService('local_icon', { icon: '/icons/helpservices/first-aid.svg' });
  });

  it("creates options under a service: category is the service's key, keys unique across services", async () => {
    const service = await newService('defib_service');
    const option = await newOption(service.id, 'find_aed', { englishDisplayValue: 'Find an AED', category: 'ignored' });
    expect(option).toMatchObject({ serviceId: service.id, serviceKey: 'defib_service', serviceName: 'defib_service', key: 'find_aed', category: 'defib_service', displayName: 'Find an AED' });
    expect(option.localizations).toEqual([expect.objectContaining({ entityType: 'OPTION', entityId: option.id, locale: 'en', fieldName: 'display_value', fieldValue: 'Find an AED' })]);
    const again = await call('POST', `helpservice-option/service/${service.id}`, { key: 'find_aed', icon });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ key: 'An option with this key already exists' });
    const orphan = await call('POST', `helpservice-option/service/${MISSING}`, { key: 'orphan', icon });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe('Service not found');
    expect((await call('POST', `helpservice-option/service/${service.id}`, { key: 'Bad Key', icon })).json().errors.key).toBeTruthy();

    expect((await call('GET', `helpservice-option/service/${service.id}`)).json()).toEqual([option]);
    expect((await call('GET', `helpservice/${service.id}`)).json().options).toEqual([option]);
    expect((await call('GET', `helpservice-option/service/${MISSING}`)).statusCode).toBe(404);
    const read = await call('GET', `helpservice-option/${option.id}`);
    expect(read.headers.etag).toBe(`"${option.updatedAt}"`);
    const renamed = await call('PUT', `helpservice-option/${option.id}`, { key: 'renamed' });
    expect(renamed.json().errors).toEqual({ key: 'The key cannot be changed after creation' });
    expect((await auditOf(option.id)).map((a) => [a.action, a.parentId])).toEqual([['create', service.id]]);
  });

  it('updates icon and visible with If-Match: stale is 409, unsent fields kept, a no-op writes nothing', async () => {
    const service = await newService('versioned_service');
    const hidden = await call('PUT', `helpservice/${service.id}`, { visible: false }, ifMatch(service.updatedAt));
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ icon, visible: false });
    expect(hidden.json().updatedAt).not.toBe(service.updatedAt);
    expect(hidden.headers.etag).toBe(`"${hidden.json().updatedAt}"`);

    const stale = await call('PUT', `helpservice/${service.id}`, { icon: 'https://x.example/new.svg' }, ifMatch(service.updatedAt));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This help service was changed by someone else. Reload to see their changes; your edits are still in the form.');

    const audits = (await auditOf(service.id)).length;
    const same = await call('PUT', `helpservice/${service.id}`, { icon, visible: false }, ifMatch(hidden.json().updatedAt));
    expect(same.statusCode).toBe(200);
    expect(same.json().updatedAt).toBe(hidden.json().updatedAt);
    expect(await auditOf(service.id)).toHaveLength(audits);

    const option = await newOption(service.id, 'versioned_option');
    const moved = await call('PUT', `helpservice-option/${option.id}`, { icon: '/icons/helpservices/cpr.svg' }, ifMatch(option.updatedAt));
    expect(moved.json()).toMatchObject({ icon: '/icons/helpservices/cpr.svg', visible: true });
    expect((await call('PUT', `helpservice-option/${option.id}`, { visible: false }, ifMatch(option.updatedAt))).statusCode).toBe(409);
    const noop = await call('PUT', `helpservice-option/${option.id}`, { visible: true }, ifMatch(moved.json().updatedAt));
    expect(noop.json().updatedAt).toBe(moved.json().updatedAt);
    expect((await auditOf(option.id)).map((a) => a.action)).toEqual(['create', 'update']);
    for (const [url, message] of [[`helpservice/${MISSING}`, 'Service not found'], [`helpservice-option/${MISSING}`, 'Option not found']]) {
      const res = await call('PUT', url, { visible: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });

  it('deletes a service with its options and every translation of both, auditing each in the service history', async () => {
    const service = await newService('doomed_service', { englishDisplayValue: 'Doomed' });
    const a = await newOption(service.id, 'doomed_a', { englishDisplayValue: 'A' });
    const b = await newOption(service.id, 'doomed_b');
    const de = await call('POST', 'localization', { entityId: b.id, entityType: 'OPTION', locale: 'de', fieldName: 'display_value', fieldValue: 'B auf Deutsch' });
    expect(de.statusCode).toBe(201);
    const keep = await newService('kept_service', { englishDisplayValue: 'Kept' });

    expect((await call('DELETE', `helpservice/${service.id}`)).statusCode).toBe(204);
    expect((await call('GET', `helpservice/${service.id}`)).statusCode).toBe(404);
    expect((await call('GET', `helpservice-option/${a.id}`)).statusCode).toBe(404);
    expect(await db().select().from(helpServiceOptions).where(eq(helpServiceOptions.serviceId, service.id))).toEqual([]);
    expect(await db().select().from(localizations).where(inArray(localizations.entityId, [service.id, a.id, b.id]))).toEqual([]);
    expect((await call('GET', `helpservice/${keep.id}`)).json().localizations).toHaveLength(1);
    expect((await call('DELETE', `helpservice/${service.id}`)).statusCode).toBe(404);

    const history = (await call('GET', `audit/helpservice/${service.id}`)).json() as { action: string; entityType: string }[];
    const deletes = history.filter((h) => h.action === 'delete').map((h) => h.entityType).sort();
    expect(deletes).toEqual(['helpservice', 'helpservice-option', 'helpservice-option', 'localization']);
    const optionTranslationDeletes = await db().select().from(auditLog).where(and(eq(auditLog.parentId, b.id), eq(auditLog.action, 'delete')));
    expect(optionTranslationDeletes.map((e) => e.entityType)).toEqual(['localization']);
  });

  it('deletes one option with its translations', async () => {
    const service = await newService('option_delete_service');
    const option = await newOption(service.id, 'option_to_delete', { englishDisplayValue: 'Gone soon' });
    expect((await call('DELETE', `helpservice-option/${option.id}`)).statusCode).toBe(204);
    expect(await db().select().from(localizations).where(eq(localizations.entityId, option.id))).toEqual([]);
    expect((await call('GET', `helpservice/${service.id}`)).json().options).toEqual([]);
    expect((await call('DELETE', `helpservice-option/${option.id}`)).statusCode).toBe(404);
  });

  it('lists services paged by key, searched by key or name; options filtered by service and search', async () => {
    await db().delete(helpServices);
    await db().delete(localizations);
    expect(await seedDemoHelpServices(db())).toBe(DEMO_HELP_SERVICES.length);
    expect(await seedDemoHelpServices(db())).toBe(0);
    const page = (await call('GET', 'helpservice')).json();
    expect(page).toMatchObject({ page: 0, pageSize: 20, totalCount: DEMO_HELP_SERVICES.length, totalPages: 1 });
    const keys = page.data.map((s: { key: string }) => s.key);
    expect(keys).toEqual(DEMO_HELP_SERVICES.map((s) => s.key).sort());
    expect((await call('GET', 'helpservice?sortOrder=desc&size=2&page=1')).json().data.map((s: { key: string }) => s.key)).toEqual([...keys].reverse().slice(2, 4));
    // Every demo service and option is named in all five languages.
    for (const s of page.data) {
      expect(s.localizations.map((l: { locale: string }) => l.locale), s.key).toEqual(['en', 'de', 'sr', 'sq', 'si']);
      for (const o of s.options) expect(o.localizations, o.key).toHaveLength(5);
    }
    // 'pomoc' finds 'Prva pomoč' (accents and case ignored); 'defib' the key.
    expect((await call('GET', 'helpservice?search=POMOC')).json().data.map((s: { key: string }) => s.key)).toEqual(['first_aid']);
    expect((await call('GET', 'helpservice?search=defib')).json().data.map((s: { key: string }) => s.key)).toEqual(['defibrillator']);

    const firstAid = page.data.find((s: { key: string }) => s.key === 'first_aid');
    const options = (await call('GET', `helpservice-option?serviceId=${firstAid.id}`)).json();
    expect(options).toMatchObject({ totalCount: 4, pageSize: 100 });
    expect(options.data.map((o: { key: string }) => o.key)).toEqual(['burns', 'choking', 'cpr', 'severe_bleeding']);
    expect((await call('GET', 'helpservice-option?search=zadu%C5%A1itev')).json().data.map((o: { key: string }) => o.key)).toEqual(['choking']);
    expect((await call('GET', 'helpservice-option?size=501')).statusCode).toBe(400);
    expect((await call('GET', 'helpservice?sortBy=icon')).json().errors).toHaveProperty('sortBy');
  });
});
