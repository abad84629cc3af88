import {
  ACTIVATION_CODE_MESSAGE,
  ACTIVATION_CODE_TAKEN,
  CLUB_ID_MISMATCH,
  CLUB_SORT,
  CLUB_STATUS_MESSAGE,
  MESSAGES,
  UNKNOWN_CLUB_CATEGORY_TYPE,
  UNKNOWN_CLUB_TYPE,
  UNSAFE_TEXT_MESSAGE,
  WALLET_ADDRESS_MESSAGE,
  clubSchema,
  pagedSchema,
  staleVersionMessage,
} from '@aedatlas/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUBS, seedDemoLegacyClubs } from '../src/seed/demo-legacy-clubs';
import { auditLog } from '../src/modules/audit/audit.table';
import { catalogueId } from '../src/modules/legacy/catalogues/catalogues.data';
import { clubs } from '../src/modules/legacy/clubs/clubs.table';
import { users } from '../src/modules/users/users.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, createTestUser, signIn } from './helpers/app';
import { slovenianCompare } from './helpers/slovenian-order';

const MISSING = '00000000-0000-4000-8000-000000000000';
// The catalogues' fixed ids (legacy-catalogues.test.ts checks them against the catalogues).
const FRIEND_LIST_ID = 'abcf0cd4-4a6a-5ef0-a906-cee81dec42e5';
const PERSONAL_ID = '9d4a55e2-6f10-534f-8259-3f6fdd99ee80';
const HIKING_CLUB_ID = catalogueId('club', 'hiking-club');
const SPORTS_ID = catalogueId('club-category', 'sports');
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let codes = 0;
const wallet = (digit: string) => `0x${digit.repeat(40)}`;
/** The required fields of a new club, with an activation code no other test uses. */
const required = (extra: Record<string, unknown> = {}) => ({ name: 'Gasilci Žiri', icon: '/icons/catalogues/security-drill.svg', activationCode: `ZIRI-${++codes}`, walletAddress: wallet('a'), ...extra });

describe.each(testDatabases)('legacy clubs on $kind', (engine) => {
  let other: Awaited<ReturnType<typeof createTestUser>>;
  const t = appWithAdminAndMember(engine);
  beforeAll(async () => {
    other = await createTestUser(t.app, { admin: true });
  });

  const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/admin/Clubs${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '', t.adminToken, required(extra));
    expect(res.statusCode, res.body).toBe(201);
    return clubSchema.strict().parse(res.json());
  };
  const auditOf = (id: string) =>
    t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'club'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.seq));
  const rowCount = async () => (await t.app.database.db.select({ id: clubs.id }).from(clubs)).length;

  it('answers 401 without a token and 403 to a member on every call', async () => {
    const routes = [['GET', ''], ['POST', ''], ['POST', '/Status'], ['GET', `/${MISSING}`], ['PUT', `/${MISSING}`], ['DELETE', `/${MISSING}`]] as const;
    for (const [method, url] of routes) {
      expect(t.app.routeTable.some((r) => r.method === method && r.url === `/api/admin/Clubs${url.replace(MISSING, ':id')}`), `${method} ${url}`).toBe(true);
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, t.memberToken, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a club with the seeds\' defaults: Pending, FriendList, Personal, private, no points; the creator is the signed-in admin', async () => {
    const res = await call('POST', '', t.adminToken, { ...required({ name: 'Prijatelji' }), creatorUserId: other.id });
    expect(res.statusCode).toBe(201);
    const club = clubSchema.strict().parse(res.json());
    expect(club).toMatchObject({
      name: 'Prijatelji',
      clubStatusId: 3,
      clubStatusName: 'Pending',
      clubTypeId: FRIEND_LIST_ID,
      clubTypeName: 'FriendList',
      clubCategoryTypeId: PERSONAL_ID,
      clubCategoryTypeName: 'Personal',
      isPublic: false,
      acceptPublicMembers: false,
      pointsAvailable: 0,
      pointsCollected: 0,
      pointsDistributed: 0,
      creatorUserId: t.admin.id,
    });
    expect(club.creatorName).toMatch(/^Test User\d+$/);
    expect(res.headers.etag).toBe(`"${club.updatedAt}"`);
    const [row] = await t.app.database.db.select().from(clubs).where(eq(clubs.id, club.clubId));
    expect(row.creatorUserId).toBe(t.admin.id);
    // PUT never changes the creator, whatever the body says.
    const put = await call('PUT', `/${club.clubId}`, t.adminToken, { creatorUserId: other.id, pointsAvailable: 5 });
    expect(put.json()).toMatchObject({ creatorUserId: t.admin.id, pointsAvailable: 5 });
  });

  it('takes every field as sent: type and category by id, status, flags and points', async () => {
    const club = await create({ clubTypeId: HIKING_CLUB_ID.toUpperCase(), clubCategoryTypeId: SPORTS_ID, clubStatusId: 2, isPublic: true, acceptPublicMembers: true, pointsAvailable: 10, pointsCollected: 30, pointsDistributed: 20 });
    expect(club).toMatchObject({ clubTypeId: HIKING_CLUB_ID, clubTypeName: 'Hiking club', clubCategoryTypeName: 'Sports and recreation', clubStatusName: 'InReview', isPublic: true, acceptPublicMembers: true, pointsAvailable: 10, pointsCollected: 30, pointsDistributed: 20 });
    expect((await call('GET', `/${club.clubId}`, t.adminToken)).json()).toEqual(club);
  });

  it('refuses missing required fields and bad values with field messages, and writes no row', async () => {
    const before = await rowCount();
    const empty = await call('POST', '', t.adminToken, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: MESSAGES.required, icon: MESSAGES.required, activationCode: MESSAGES.required, walletAddress: MESSAGES.required });

    // Sent empty, the defaulted ones (status, type, category) are required too (002 §5).
    const blanks = await call('POST', '', t.adminToken, { name: ' ', icon: '', activationCode: null, walletAddress: ' ', clubStatusId: null, clubTypeId: '', clubCategoryTypeId: null });
    expect(blanks.json().errors).toEqual({
      name: MESSAGES.required,
      icon: MESSAGES.required,
      activationCode: MESSAGES.required,
      walletAddress: MESSAGES.required,
      clubStatusId: MESSAGES.required,
      clubTypeId: MESSAGES.required,
      clubCategoryTypeId: MESSAGES.required,
    });

    const pointsError = async (value: unknown) => (await call('POST', '', t.adminToken, required({ pointsAvailable: value }))).json().errors?.pointsAvailable;
    expect(await pointsError(1.5)).toBe('Must be a whole number');
    expect(await pointsError(-1)).toBe('Must be 0 or more');
    expect(await pointsError('7')).toBe('Must be a whole number');
    expect(await pointsError('abc')).toBe('Must be a whole number');
    expect(await pointsError(true)).toBe('Must be a whole number');
    expect(await pointsError(2 ** 31)).toBe('At most 1000000000');

    const others = await call('POST', '', t.adminToken, {
      ...required(),
      icon: 'javascript:alert(1)',
      walletAddress: '0x12345',
      activationCode: 'ab',
      clubStatusId: 9,
      clubTypeId: 'friend-list',
      isPublic: 'yes',
      pointsCollected: -5,
    });
    expect(others.json().errors).toEqual({
      icon: 'Must be an http(s) address or a path of this site (/...)',
      walletAddress: WALLET_ADDRESS_MESSAGE,
      activationCode: ACTIVATION_CODE_MESSAGE,
      clubStatusId: CLUB_STATUS_MESSAGE,
      clubTypeId: 'Must be a valid id',
      isPublic: 'Must be true or false',
      pointsCollected: 'Must be 0 or more',
    });
    for (const bad of ['0x' + 'g'.repeat(40), '0x' + 'a'.repeat(41), 'a'.repeat(42), ' 0x' + 'a'.repeat(39)]) {
      expect((await call('POST', '', t.adminToken, required({ walletAddress: bad }))).json().errors, bad).toEqual({ walletAddress: WALLET_ADDRESS_MESSAGE });
    }
    for (const bad of ['abc', 'a'.repeat(33), 'ŽIRI-1', 'ZIRI 1', 'ZIRI_1']) {
      expect((await call('POST', '', t.adminToken, required({ activationCode: bad }))).json().errors, bad).toEqual({ activationCode: ACTIVATION_CODE_MESSAGE });
    }

    // Unknown catalogue entries are the client's mistake: 400 on the field, never a 500 or a 409.
    const unknown = await call('POST', '', t.adminToken, required({ clubTypeId: MISSING, clubCategoryTypeId: MISSING }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ clubTypeId: UNKNOWN_CLUB_TYPE, clubCategoryTypeId: UNKNOWN_CLUB_CATEGORY_TYPE });

    const control = await call('POST', '', t.adminToken, required({ name: 'Gasilci\u0000Žiri' }));
    expect(control.statusCode).toBe(400);
    expect(control.json().errors).toEqual({ name: UNSAFE_TEXT_MESSAGE });
    expect(await rowCount()).toBe(before);

    // Nor on update: the stored club stays as it was.
    const club = await create();
    const bad = await call('PUT', `/${club.clubId}`, t.adminToken, { clubCategoryTypeId: MISSING, pointsDistributed: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ pointsDistributed: 'Must be a whole number' });
    const unknownOnUpdate = await call('PUT', `/${club.clubId}`, t.adminToken, { clubCategoryTypeId: MISSING });
    expect(unknownOnUpdate.json().errors).toEqual({ clubCategoryTypeId: UNKNOWN_CLUB_CATEGORY_TYPE });
    expect((await call('GET', `/${club.clubId}`, t.adminToken)).json()).toEqual(club);
  });

  it('keeps activation codes unique whatever their letter case', async () => {
    const club = await create({ activationCode: 'Idrija-2026' });
    const again = await call('POST', '', t.adminToken, { ...required(), activationCode: 'IDRIJA-2026' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ activationCode: ACTIVATION_CODE_TAKEN });
    const second = await create();
    expect((await call('PUT', `/${second.clubId}`, t.adminToken, { activationCode: 'idrija-2026' })).statusCode).toBe(409);
    // Its own code, in another case, is no clash.
    expect((await call('PUT', `/${club.clubId}`, t.adminToken, { activationCode: 'IDRIJA-2026' })).json().activationCode).toBe('IDRIJA-2026');
  });

  it('changes the status by name or id, audits it, and treats an unchanged status as a no-op', async () => {
    const club = await create();
    const status = (body: object, headers: Record<string, string> = {}) => call('POST', '/Status', t.adminToken, body, headers);

    const review = await status({ id: club.clubId, status: 'InReview' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ clubStatusId: 2, clubStatusName: 'InReview' });
    expect(review.json().updatedAt).not.toBe(club.updatedAt);

    const same = await status({ id: club.clubId, status: 2 });
    expect(same.json().updatedAt).toBe(review.json().updatedAt);

    const rejected = await status({ id: club.clubId, status: 'rejected' }, { 'if-match': review.headers.etag as string });
    expect(rejected.json()).toMatchObject({ clubStatusId: 4, clubStatusName: 'Rejected' });
    const stale = await status({ id: club.clubId, status: 1 }, { 'if-match': review.headers.etag as string });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleVersionMessage('This club'));

    const audit = await auditOf(club.clubId);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1]).toMatchObject({ actorId: t.admin.id, before: club, after: review.json() });
    expect((audit[2].after as { clubStatusName: string }).clubStatusName).toBe('Rejected');

    const unknownStatus = await status({ id: club.clubId, status: 'Active' });
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json().errors).toEqual({ status: CLUB_STATUS_MESSAGE });
    expect((await status({ id: club.clubId, status: 5 })).json().errors).toEqual({ status: CLUB_STATUS_MESSAGE });
    expect((await status({ id: club.clubId })).json().errors).toEqual({ status: MESSAGES.required });
    expect((await status({ id: 'abc', status: 'Approved' })).json().errors).toEqual({ id: 'Must be a valid id' });
    const unknownClub = await status({ id: MISSING, status: 'Approved' });
    expect(unknownClub.statusCode).toBe(404);
    expect(unknownClub.json().message).toBe('Club not found');
    expect(await auditOf(club.clubId)).toHaveLength(3);
  });

  it('activates a club in review: Approved after one call', async () => {
    const club = await create({ name: 'Tekači Bohinj', clubStatusId: 2 });
    expect(club.clubStatusName).toBe('InReview');
    const res = await call('POST', '/Status', t.adminToken, { id: club.clubId, status: 'Approved' });
    expect(res.json()).toMatchObject({ clubId: club.clubId, clubStatusId: 1, clubStatusName: 'Approved', name: 'Tekači Bohinj' });
    expect((await call('GET', `/${club.clubId}`, t.adminToken)).json().clubStatusName).toBe('Approved');
  });

  it('updates the sent fields with If-Match, checks clubId against the path, writes nothing for a no-op, audits and deletes', async () => {
    const club = await create({ pointsAvailable: 3 });
    const read = await call('GET', `/${club.clubId}`, t.adminToken);
    expect(read.headers.etag).toBe(`"${club.updatedAt}"`);

    const wrongId = await call('PUT', `/${club.clubId}`, t.adminToken, { clubId: MISSING, pointsAvailable: 4 });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().errors).toEqual({ clubId: CLUB_ID_MISMATCH });

    // The whole record sent back (as the screen does), with two changes.
    const { createdAt: _c, updatedAt: _u, clubTypeName: _t, clubCategoryTypeName: _g, clubStatusName: _s, creatorName: _n, ...whole } = club;
    const updated = await call('PUT', `/${club.clubId}`, t.adminToken, { ...whole, pointsAvailable: 4, clubCategoryTypeId: SPORTS_ID }, { 'if-match': read.headers.etag as string });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ ...whole, pointsAvailable: 4, clubCategoryTypeId: SPORTS_ID, clubCategoryTypeName: 'Sports and recreation' });

    const stale = await call('PUT', `/${club.clubId}`, t.adminToken, { pointsAvailable: 5 }, { 'if-match': read.headers.etag as string });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleVersionMessage('This club'));

    // Unsent fields are kept; a save that changes nothing writes nothing.
    const same = await call('PUT', `/${club.clubId}`, t.adminToken, { pointsAvailable: 4, name: ` ${club.name} ` });
    expect(same.json()).toEqual(updated.json());

    expect((await call('DELETE', `/${club.clubId}`, t.adminToken, undefined, { 'if-match': `"${club.updatedAt}"` })).statusCode).toBe(409);
    expect((await call('DELETE', `/${club.clubId}`, t.adminToken, undefined, { 'if-match': updated.headers.etag as string })).statusCode).toBe(204);
    expect((await call('GET', `/${club.clubId}`, t.adminToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/${club.clubId}`, t.adminToken)).statusCode).toBe(404);

    const audit = await auditOf(club.clubId);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ actorId: t.admin.id, before: club, after: updated.json() });
    expect(audit[2].before).toEqual(updated.json());
  });

  it('answers 404 for an unknown club and 400 for a malformed id', async () => {
    for (const res of [await call('GET', `/${MISSING}`, t.adminToken), await call('PUT', `/${MISSING}`, t.adminToken, { pointsAvailable: 1 }), await call('DELETE', `/${MISSING}`, t.adminToken)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Club not found');
    }
    expect((await call('GET', '/42', t.adminToken)).statusCode).toBe(400);
  });

  it('forgets the creator when that account is deleted, and keeps the club', async () => {
    const creator = await createTestUser(t.app, { admin: true });
    const res = await call('POST', '', (await signIn(t.app, creator)).access_token, required({ name: 'Osiroteli klub' }));
    const club = res.json();
    expect(club.creatorUserId).toBe(creator.id);
    await t.app.database.db.delete(users).where(eq(users.id, creator.id));
    expect((await call('GET', `/${club.clubId}`, t.adminToken)).json()).toMatchObject({ creatorUserId: null, creatorName: null, name: 'Osiroteli klub' });
  });

  it('pages from 0, searches by name (case and Slovenian diacritics aside) and sorts in SQL', async () => {
    const db = t.app.database.db;
    await db.delete(clubs);
    const demoAdmin = await createTestUser(t.app, { admin: true, email: 'admin@aedatlas.test' });
    expect(await seedDemoLegacyClubs(db)).toBe(DEMO_CLUBS.length);
    expect(await seedDemoLegacyClubs(db)).toBe(0);
    for (let i = 1; i <= 10; i++) await create({ name: `Klub ${String(i).padStart(2, '0')}` });
    const all = DEMO_CLUBS.length + 10;

    const first = pagedSchema(clubSchema).parse((await call('GET', '', t.adminToken)).json());
    expect(first).toMatchObject({ page: 0, pageSize: 12, totalCount: all, totalPages: 2 });
    // Newest first by default.
    expect(first.data[0].name).toBe('Klub 10');
    const dates = first.data.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await call('GET', '?page=1', t.adminToken)).json();
    expect(second.data).toHaveLength(all - 12);
    expect(second.data.every((c: { creatorUserId: string }) => c.creatorUserId === demoAdmin.id)).toBe(true);

    const found = (q: string) => call('GET', `?itemsPerPage=100&search=${encodeURIComponent(q)}`, t.adminToken).then((r) => r.json().data.map((c: { name: string }) => c.name));
    expect(await found('ziri')).toEqual(['Demo: PGD Žiri']);
    expect(await found('ŽIRI')).toEqual(['Demo: PGD Žiri']);
    expect(await found('skofja')).toEqual(['Demo: Planinsko društvo Škofja Loka']);
    expect(await found('smarne gore')).toEqual(['Demo: Prijatelji s Šmarne gore']);
    expect(await found('DEMO-PGD')).toEqual([]);
    expect((await call('GET', '?value=ziri', t.adminToken)).json().totalCount).toBe(1);
    expect((await call('GET', '?search=100%25', t.adminToken)).json().totalCount).toBe(0);

    const byName = await call('GET', '?sortBy=name&sortOrder=asc&size=100', t.adminToken);
    const names = byName.json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(slovenianCompare));
    const byStatus = (await call('GET', '?sortBy=clubStatusId&sortOrder=asc&size=100', t.adminToken)).json().data.map((c: { clubStatusId: number }) => c.clubStatusId);
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a - b));
    const byType = (await call('GET', '?sortBy=clubTypeName&sortOrder=desc&size=100', t.adminToken)).json().data.map((c: { clubTypeName: string }) => c.clubTypeName);
    expect(byType).toEqual([...byType].sort(slovenianCompare).reverse());
    for (const sortBy of CLUB_SORT) {
      for (const sortOrder of ['asc', 'desc']) {
        const res = await call('GET', `?sortBy=${sortBy}&sortOrder=${sortOrder}`, t.adminToken);
        expect(res.statusCode, `${sortBy} ${sortOrder}`).toBe(200);
        expect(res.json().data).toHaveLength(12);
      }
    }
    const badSort = await call('GET', '?sortBy=walletAddress', t.adminToken);
    expect(badSort.statusCode).toBe(400);
    expect(Object.keys(badSort.json().errors)).toEqual(['sortBy']);
  });
});
