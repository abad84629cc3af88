import {
  DISCOUNT_ABOVE_BASE,
  MESSAGES,
  PRICE_DECIMALS_MESSAGE,
  PRICE_FORMAT_MESSAGE,
  PRICE_MAX_MESSAGE,
  STORE_ITEM_ID_MISMATCH,
  STORE_ITEM_SORT,
  pagedSchema,
  staleVersionMessage,
  storeItemSchema,
} from '@aedatlas/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ITEMS, seedDemoLegacyStoreItems } from '../src/seed/demo-legacy-store-items';
import { auditLog } from '../src/modules/audit/audit.table';
import { storeItems } from '../src/modules/legacy/store-items/store-items.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';
import { slovenianCompare } from './helpers/slovenian-order';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases)('legacy store items on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/admin/StoreItems${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const auditOf = (id: string) =>
    t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'store-item'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.createdAt));

  const required = { name: 'Torbica prve pomoči', description: 'Za avto in pohode', shortDescription: 'Prva pomoč', basePrice: 24.9, discountedPrice: '19.90' };

  it('answers 401 without a token and 403 to a member on every call', async () => {
    for (const [method, url] of [['GET', ''], ['POST', ''], ['GET', `/${MISSING}`], ['PUT', `/${MISSING}`], ['DELETE', `/${MISSING}`]] as const) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, t.memberToken, payload)).statusCode).toBe(403);
    }
  });

  it('creates an item with the seeds\' defaults: language sl, currency eur, 0 points, 0 stock, not available', async () => {
    const res = await call('POST', '', t.adminToken, required);
    expect(res.statusCode).toBe(201);
    const item = storeItemSchema.strict().parse(res.json());
    expect(item).toMatchObject({ ...required, basePrice: 24.9, discountedPrice: 19.9, language: 'sl', currency: 'eur', discountPointsRequirement: 0, stock: 0, available: false, image: null });
    expect(res.body).toContain('"basePrice":24.9,');
  });

  it('keeps prices exact: stored as decimals, read back as the same decimals, summed without float error', async () => {
    const ids: string[] = [];
    for (const [base, text] of [[0.1, '0.1'], [0.2, '0.2'], ['19.99', '19.99'], [99999.99, '99999.99'], ['1000000', '1000000'], [0, '0']] as const) {
      const res = await call('POST', '', t.adminToken, { ...required, basePrice: base, discountedPrice: base });
      expect(res.statusCode, String(base)).toBe(201);
      expect(res.body).toContain(`"basePrice":${text},"discountedPrice":${text},`);
      const read = await call('GET', `/${res.json().storeItemId}`, t.adminToken);
      expect(read.body).toContain(`"basePrice":${text},`);
      ids.push(res.json().storeItemId);
    }
    const [{ total }] = await t.app.database.db
      .select({ total: sql<string>`sum(${storeItems.basePrice})::text` })
      .from(storeItems)
      .where(inArray(storeItems.id, ids.slice(0, 2)));
    expect(total).toBe('0.30');
    const [{ typeName }] = await t.app.database.db.select({ typeName: sql<string>`pg_typeof(${storeItems.basePrice})::text` }).from(storeItems).limit(1);
    expect(typeName).toBe('numeric');
  });

  it('refuses prices that are not exact two-decimal amounts, negative or too large', async () => {
    const priceError = async (basePrice: unknown) => (await call('POST', '', t.adminToken, { ...required, basePrice, discountedPrice: 0 })).json().errors?.basePrice;
    expect(await priceError(1.005)).toBe(PRICE_DECIMALS_MESSAGE);
    expect(await priceError('1.005')).toBe(PRICE_DECIMALS_MESSAGE);
    expect(await priceError(0.1 + 0.2)).toBe(PRICE_DECIMALS_MESSAGE);
    expect(await priceError(-1)).toBe('Must be 0 or more');
    expect(await priceError('-0.01')).toBe('Must be 0 or more');
    expect(await priceError('19,99')).toBe(PRICE_FORMAT_MESSAGE);
    expect(await priceError('abc')).toBe(PRICE_FORMAT_MESSAGE);
    expect(await priceError(1e21)).toBe(PRICE_FORMAT_MESSAGE);
    expect(await priceError(true)).toBe(PRICE_FORMAT_MESSAGE);
    expect(await priceError(1000000.01)).toBe(PRICE_MAX_MESSAGE);
    expect(await priceError('99999999999999999999')).toBe(PRICE_MAX_MESSAGE);
    expect(await priceError(null)).toBe(MESSAGES.required);
    expect(await priceError('')).toBe(MESSAGES.required);
  });

  it('refuses a discounted price above the base price, also against the stored one on update', async () => {
    const res = await call('POST', '', t.adminToken, { ...required, basePrice: '10.00', discountedPrice: '10.01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ discountedPrice: DISCOUNT_ABOVE_BASE });
    const item = (await call('POST', '', t.adminToken, { ...required, basePrice: '10.00', discountedPrice: '10' })).json();
    expect(item).toMatchObject({ basePrice: 10, discountedPrice: 10 });
    const up = await call('PUT', `/${item.storeItemId}`, t.adminToken, { discountedPrice: 10.5 });
    expect(up.statusCode).toBe(400);
    expect(up.json().errors).toEqual({ discountedPrice: DISCOUNT_ABOVE_BASE });
    const down = await call('PUT', `/${item.storeItemId}`, t.adminToken, { basePrice: 9.99 });
    expect(down.json().errors).toEqual({ discountedPrice: DISCOUNT_ABOVE_BASE });
    expect((await call('PUT', `/${item.storeItemId}`, t.adminToken, { basePrice: 12, discountedPrice: 10.5 })).json()).toMatchObject({ basePrice: 12, discountedPrice: 10.5 });
  });

  it('answers missing required fields with the seeds\' message, and other bad fields with theirs', async () => {
    const before = (await t.app.database.db.select().from(storeItems)).length;
    const empty = await call('POST', '', t.adminToken, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: MESSAGES.required,
      description: MESSAGES.required,
      shortDescription: MESSAGES.required,
      basePrice: MESSAGES.required,
      discountedPrice: MESSAGES.required,
    });
    const blanks = await call('POST', '', t.adminToken, { ...required, name: ' ', discountPointsRequirement: null, stock: '' });
    expect(blanks.json().errors).toEqual({ name: MESSAGES.required, discountPointsRequirement: MESSAGES.required, stock: MESSAGES.required });
    const others = await call('POST', '', t.adminToken, { ...required, currency: 'gbp', language: 'de', available: 'yes', stock: -1, discountPointsRequirement: 2.5, image: 'javascript:alert(1)' });
    expect(others.json().errors).toEqual({
      currency: "Must be 'eur' or 'usd'",
      language: "Must be 'en' or 'sl'",
      available: 'Must be true or false',
      stock: 'Must be 0 or more',
      discountPointsRequirement: 'Must be a whole number',
      image: 'Must be an http(s) address or a path of this site (/...)',
    });
    expect((await t.app.database.db.select().from(storeItems)).length).toBe(before);
    const upper = await call('POST', '', t.adminToken, { ...required, currency: 'USD', language: 'EN', stock: '7', image: '/images/store/cap.svg', available: true });
    expect(upper.json()).toMatchObject({ currency: 'usd', language: 'en', stock: 7, image: '/images/store/cap.svg', available: true });
  });

  it('updates the sent fields with If-Match, checks storeItemId against the path, audits, and deletes', async () => {
    const item = (await call('POST', '', t.adminToken, { ...required, name: 'Kapa', stock: 3 })).json();
    const read = await call('GET', `/${item.storeItemId}`, t.adminToken);
    expect(read.headers.etag).toBe(`"${item.updatedAt}"`);

    const wrongId = await call('PUT', `/${item.storeItemId}`, t.adminToken, { storeItemId: MISSING, stock: 4 });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().errors).toEqual({ storeItemId: STORE_ITEM_ID_MISMATCH });

    // The whole record sent back (as the screen does), with one change.
    const { createdAt: _c, updatedAt: _u, ...whole } = item;
    const updated = await call('PUT', `/${item.storeItemId}`, t.adminToken, { ...whole, stock: 4, available: true }, { 'if-match': read.headers.etag as string });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...whole, stock: 4, available: true });

    const stale = await call('PUT', `/${item.storeItemId}`, t.adminToken, { stock: 5 }, { 'if-match': read.headers.etag as string });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleVersionMessage('This store item'));

    const same = await call('PUT', `/${item.storeItemId}`, t.adminToken, { basePrice: '24.90', discountedPrice: 19.9, stock: 4 });
    expect(same.json().updatedAt).toBe(updated.json().updatedAt);

    expect((await call('DELETE', `/${item.storeItemId}`, t.adminToken, undefined, { 'if-match': `"${item.updatedAt}"` })).statusCode).toBe(409);
    expect((await call('DELETE', `/${item.storeItemId}`, t.adminToken, undefined, { 'if-match': updated.headers.etag as string })).statusCode).toBe(204);
    expect((await call('GET', `/${item.storeItemId}`, t.adminToken)).statusCode).toBe(404);

    const audit = await auditOf(item.storeItemId);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ actorId: t.admin.id, before: item, after: updated.json() });
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    for (const res of [await call('GET', `/${MISSING}`, t.adminToken), await call('PUT', `/${MISSING}`, t.adminToken, { stock: 1 }), await call('DELETE', `/${MISSING}`, t.adminToken)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Store item not found');
    }
    expect((await call('DELETE', '/42', t.adminToken)).statusCode).toBe(400);
  });

  it('pages, searches (case and diacritics aside) and sorts by name and by price in SQL', async () => {
    const db = t.app.database.db;
    await db.delete(storeItems);
    expect(await seedDemoLegacyStoreItems(db)).toBe(DEMO_STORE_ITEMS.length);
    expect(await seedDemoLegacyStoreItems(db)).toBe(0);
    const all = DEMO_STORE_ITEMS.length;

    const first = pagedSchema(storeItemSchema).parse((await call('GET', '', t.adminToken)).json());
    expect(first).toMatchObject({ page: 0, pageSize: 12, totalCount: all, totalPages: 2 });
    const second = (await call('GET', '?page=1', t.adminToken)).json();
    expect(second.data).toHaveLength(all - 12);
    const names = [...first.data, ...second.data].map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort(slovenianCompare));
    expect(names.every((n) => n.startsWith('Demo: '))).toBe(true);

    const found = (q: string) => call('GET', `?itemsPerPage=100&search=${encodeURIComponent(q)}`, t.adminToken).then((r) => r.json().data.map((i: { name: string }) => i.name));
    expect(await found('ELASTICNI')).toEqual(['Demo: Komplet elastičnih povojev']);
    expect(await found('povoj')).toEqual(['Demo: Avtomobilska torbica prve pomoči', 'Demo: Komplet elastičnih povojev']);
    expect(await found('termovka')).toEqual(['Demo: Termovka Triglav 0,5 l']);
    expect(await found('smarno')).toEqual(['Demo: Steklenica za vodo 0,75 l']);
    expect(await found('red cross')).toEqual(['Demo: First aid course voucher']);

    const byPrice = await call('GET', '?sortBy=basePrice&sortOrder=desc&size=100', t.adminToken);
    expect(byPrice.statusCode, byPrice.body).toBe(200);
    const prices = byPrice.json().data.map((i: { basePrice: number }) => i.basePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(189);
    expect(prices.at(-1)).toBe(0.5);
    for (const sortBy of STORE_ITEM_SORT) {
      for (const sortOrder of ['asc', 'desc']) {
        const res = await call('GET', `?sortBy=${sortBy}&sortOrder=${sortOrder}`, t.adminToken);
        expect(res.statusCode, `${sortBy} ${sortOrder}`).toBe(200);
        expect(res.json().data).toHaveLength(12);
      }
    }
  });
});
