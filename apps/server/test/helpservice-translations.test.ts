import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases)('help service translations, the public list and statistics on $kind', (engine) => {
  const t = appWithAdminAndMember(engine, { PUBLIC_URL: 'https://aed.example.org' });

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, token: string | null = t.adminToken) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const create = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const service = (key: string, extra: object = {}) => create('helpservice', { key, icon: '/icons/helpservices/first-aid.svg', ...extra });
  const option = (serviceId: string, key: string, extra: object = {}) => create(`helpservice-option/service/${serviceId}`, { key, icon: 'https://cdn.example.com/o.svg', ...extra });
  const translate = (entityId: string, entityType: string, locale: string, fieldValue: string, fieldName = 'display_value') =>
    call('POST', 'localization', { entityId, entityType, locale, fieldName, fieldValue });

  it('answers 401 without a token and 403 to a member on the translation routes', async () => {
    for (const [method, url] of [['GET', `localization?entityType=SERVICE&entityId=${MISSING}`], ['GET', `localization/${MISSING}`], ['POST', 'localization'], ['PUT', `localization/${MISSING}`], ['DELETE', `localization/${MISSING}`]] as [Method, string][]) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, payload, {}, null)).statusCode).toBe(401);
      expect((await call(method, url, payload, {}, t.memberToken)).statusCode).toBe(403);
    }
  });

  it('creates, lists, edits and deletes translations, each audited under its record', async () => {
    const s = await service('translated_service');
    const created = await translate(s.id, 'SERVICE', 'si', '  Prva pomoč ');
    expect(created.statusCode).toBe(201);
    const si = created.json();
    expect(si).toMatchObject({ entityId: s.id, entityType: 'SERVICE', locale: 'si', fieldName: 'display_value', fieldValue: 'Prva pomoč' });
    expect((await translate(s.id, 'SERVICE', 'en', 'First aid')).statusCode).toBe(201);
    // Listed in the seeds' locale order, en first.
    expect((await call('GET', `localization?entityType=SERVICE&entityId=${s.id}`)).json().map((l: { locale: string }) => l.locale)).toEqual(['en', 'si']);
    expect((await call('GET', `helpservice/${s.id}`)).json().displayName).toBe('First aid');

    const read = await call('GET', `localization/${si.id}`);
    expect(read.headers.etag).toBe(`"${si.updatedAt}"`);
    const edited = await call('PUT', `localization/${si.id}`, { entityId: s.id, entityType: 'SERVICE', locale: 'si', fieldName: 'display_value', fieldValue: 'Prva pomoč!' }, { 'if-match': `"${si.updatedAt}"` });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().fieldValue).toBe('Prva pomoč!');
    const stale = await call('PUT', `localization/${si.id}`, { fieldValue: 'Nekaj drugega' }, { 'if-match': `"${si.updatedAt}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This translation was changed by someone else. Reload to see their changes; your edits are still in the form.');
    const noop = await call('PUT', `localization/${si.id}`, { fieldValue: 'Prva pomoč!' });
    expect(noop.json().updatedAt).toBe(edited.json().updatedAt);
    const moved = await call('PUT', `localization/${si.id}`, { entityId: MISSING });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('entityId');

    expect((await call('DELETE', `localization/${si.id}`)).statusCode).toBe(204);
    expect((await call('GET', `localization/${si.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `localization/${si.id}`)).statusCode).toBe(404);
    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, si.id), eq(auditLog.parentId, s.id))).orderBy(asc(auditLog.createdAt));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('validates locale, entity type, field name and value; the record must exist; a duplicate is a 409', async () => {
    const s = await service('validated_service');
    const o = await option(s.id, 'validated_option');
    const cases: [object, string][] = [
      [{ entityId: s.id, entityType: 'SERVICE', locale: 'fr', fieldValue: 'x' }, 'locale'],
      [{ entityId: s.id, entityType: 'SERVICE', locale: 'sl', fieldValue: 'x' }, 'locale'],
      [{ entityId: s.id, entityType: 'CENTER', locale: 'de', fieldValue: 'x' }, 'entityType'],
      [{ entityId: s.id, entityType: 'SERVICE', locale: 'de', fieldName: 'title', fieldValue: 'x' }, 'fieldName'],
      [{ entityId: s.id, entityType: 'SERVICE', locale: 'de', fieldValue: '   ' }, 'fieldValue'],
      [{ entityId: s.id, entityType: 'SERVICE', locale: 'de', fieldValue: 'a\u0000b' }, 'fieldValue'],
      [{ entityId: 'nope', entityType: 'SERVICE', locale: 'de', fieldValue: 'x' }, 'entityId'],
      [{ entityId: o.id, entityType: 'OPTION', locale: 'de', fieldName: 'value', fieldValue: 'x' }, 'fieldName'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', 'localization', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await call('POST', 'localization', { entityId: s.id, entityType: 'SERVICE', locale: 'de', fieldValue: '   ' })).json().errors.fieldValue).toBe('Translation is required');
    // An option's id is not a service: 404 with the seeds' words.
    const wrongType = await translate(o.id, 'SERVICE', 'de', 'x');
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().message).toBe('Service not found');
    expect((await translate(MISSING, 'OPTION', 'de', 'x')).json().message).toBe('Option not found');

    expect((await translate(o.id, 'OPTION', 'de', 'Option')).statusCode).toBe(201);
    const twice = await translate(o.id, 'OPTION', 'de', 'Noch einmal');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'A translation of this field in this language already exists', errors: { locale: expect.any(String) } });
    // A service may carry its own name under `value` (001 §3) beside display_value.
    expect((await translate(s.id, 'SERVICE', 'de', 'Dienst', 'value')).statusCode).toBe(201);
    expect((await call('GET', `helpservice/${s.id}`)).json().displayName).toBe('validated_service');
    const en = (await translate(s.id, 'SERVICE', 'en', 'Service by value', 'value')).json();
    expect((await call('GET', `helpservice/${s.id}`)).json().displayName).toBe('Service by value');
    // Moving a translation onto a locale that is taken is a 409 too.
    const clash = await call('PUT', `localization/${en.id}`, { locale: 'de' });
    expect(clash.statusCode).toBe(409);
  });

  it('serves visible services and options publicly, named by Accept-Language or ?lang, sorted by key, with an ETag', async () => {
    const base = await service('zz_public_service', { englishDisplayValue: 'Public service' });
    await translate(base.id, 'SERVICE', 'si', 'Javna storitev');
    await translate(base.id, 'SERVICE', 'de', 'Öffentlicher Dienst');
    const shown = await option(base.id, 'zz_shown_option', { englishDisplayValue: 'Shown' });
    await translate(shown.id, 'OPTION', 'si', 'Prikazana');
    await option(base.id, 'zz_hidden_option', { visible: false });
    await service('zz_hidden_service', { visible: false });
    await service('aa_unnamed_service');

    const get = (headers: Record<string, string> = {}, query = '') => t.app.inject({ method: 'GET', url: `/api/helpservice${query}`, headers });
    const named = async (headers: Record<string, string>, query = '') => {
      const res = await get(headers, query);
      expect(res.statusCode).toBe(200);
      const mine = (res.json() as { key: string; displayValue: string; options: { key: string; displayValue: string }[] }[]).find((x) => x.key === 'zz_public_service')!;
      return [mine.displayValue, ...mine.options.map((x) => x.displayValue)];
    };
    expect(await named({ 'accept-language': 'sl-SI,sl;q=0.9,en;q=0.8' })).toEqual(['Javna storitev', 'Prikazana']);
    expect(await named({ 'accept-language': 'si' })).toEqual(['Javna storitev', 'Prikazana']);
    // German service name; the option has no German name and falls back to English.
    expect(await named({ 'accept-language': 'de-AT' })).toEqual(['Öffentlicher Dienst', 'Shown']);
    expect(await named({ 'accept-language': 'fr-FR, ja;q=0.5' })).toEqual(['Public service', 'Shown']);
    expect(await named({ 'accept-language': 'de' }, '?lang=sl')).toEqual(['Javna storitev', 'Prikazana']);
    expect(await named({})).toEqual(['Public service', 'Shown']);

    const list = (await get()).json() as { key: string; icon: string; displayValue: string; options: { key: string }[] }[];
    const keys = list.map((x) => x.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain('aa_unnamed_service');
    expect(keys).not.toContain('zz_hidden_service');
    expect(list.find((x) => x.key === 'aa_unnamed_service')!.displayValue).toBe('aa_unnamed_service');
    const mine = list.find((x) => x.key === 'zz_public_service')!;
    expect(mine.options.map((x) => x.key)).toEqual(['zz_shown_option']);
    // A path of this site becomes a full address for the apps.
    expect(mine.icon).toBe('https://aed.example.org/icons/helpservices/first-aid.svg');

    const first = await get({ 'accept-language': 'de' });
    expect(first.headers.vary).toContain('Accept-Language');
    const again = await get({ 'accept-language': 'de', 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await get({ 'accept-language': 'si', 'if-none-match': first.headers.etag as string })).statusCode).toBe(200);
    await call('PUT', `helpservice/${base.id}`, { visible: false });
    expect((await get({ 'accept-language': 'de', 'if-none-match': first.headers.etag as string })).statusCode).toBe(200);
  });

  it('moves the statistics counts of services, options and translations', async () => {
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: bearer(t.adminToken) })).json();
    const before = await stats();
    const s = await service('counted_service', { englishDisplayValue: 'Counted' });
    await option(s.id, 'counted_option', { englishDisplayValue: 'Counted option' });
    const after = await stats();
    expect(after).toMatchObject({ helpServices: before.helpServices + 1, helpServiceOptions: before.helpServiceOptions + 1, localizations: before.localizations + 2 });
    await call('DELETE', `helpservice/${s.id}`);
    expect(await stats()).toMatchObject({ helpServices: before.helpServices, helpServiceOptions: before.helpServiceOptions, localizations: before.localizations });
  });
});
