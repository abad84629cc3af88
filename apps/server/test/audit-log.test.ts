import { HISTORY_PAGE_SIZE } from '@aedatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

const newAed = {
  description: 'AED at the pool',
  accessibility: 'FULL_24H',
  locationDescription: 'Reception',
  model: 'Philips FRx',
  serialNumber: 'SN-AL-1',
  maintainer: 'Pool',
  address: 'Bazenska 2',
  postalCode: '4000',
  city: 'Kranj',
  country: 'Slovenia',
  latitude: 46.24,
  longitude: 14.35,
  contactPhoneNumber: '+386 4 000 0000',
  contactEmail: 'pool@example.com',
};

interface Entry {
  action: string;
  entityType: string;
  entityId: string;
  parentId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

describe.each(testDatabases)('admin audit log on $kind', (engine) => {
  let t: TestApp;
  let adminA: { id: string; email: string; auth: Record<string, string> };
  let adminB: { id: string; email: string; auth: Record<string, string> };
  let member: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const a = await createTestUser(t.app, { admin: true });
    const b = await createTestUser(t.app, { admin: true });
    adminA = { ...a, auth: bearer((await signIn(t.app, a)).access_token) };
    adminB = { ...b, auth: bearer((await signIn(t.app, b)).access_token) };
    member = bearer((await signIn(t.app, await createTestUser(t.app))).access_token);
  });
  afterAll(() => t.close());

  const as = (auth: Record<string, string>) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: auth });
  const log = async (query: string) => {
    const res = await as(adminA.auth)('GET', `/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Entry[]; page: number; pageSize: number; totalCount: number; totalPages: number };
  };

  it('deleting an AED audits each of its pictures, and its history stays readable with its last state', async () => {
    const call = as(adminA.auth);
    const aed = (await call('POST', '/api/admin/aed', newAed)).json();
    const pictures = [];
    for (const n of [1, 2]) pictures.push((await call('POST', '/api/admin/aed-picture', { aedId: aed.id, url: `https://example.com/${n}.jpg` })).json());
    expect((await call('DELETE', `/api/admin/aed/${aed.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/aed/${aed.id}`)).statusCode).toBe(404);

    const pictureDeletes = (await log('entityType=aed-picture')).data.filter((e) => e.action === 'delete' && e.parentId === aed.id);
    expect(pictureDeletes.map((e) => e.entityId).sort()).toEqual(pictures.map((p) => p.id).sort());
    expect(pictureDeletes[0].before).toMatchObject({ aedId: aed.id, url: expect.stringMatching(/^https:\/\/example\.com\/\d\.jpg$/) });

    const deletedAeds = await log('entityType=aed&action=delete');
    expect(deletedAeds.data.map((e) => e.entityId)).toEqual([aed.id]);
    const [deleted] = (await log(`entityType=aed&entityId=${aed.id}&size=1`)).data;
    expect(deleted).toMatchObject({ action: 'delete', actorId: adminA.id, actorEmail: adminA.email, after: null });
    expect(deleted.before).toMatchObject({ description: 'AED at the pool', pictures: [{ url: 'https://example.com/1.jpg' }, { url: 'https://example.com/2.jpg' }] });

    const history = (await call('GET', `/api/admin/audit/aed/${aed.id}`)).json() as Entry[];
    expect(history.map((e) => `${e.action} ${e.entityType}`)).toEqual([
      'delete aed',
      'delete aed-picture',
      'delete aed-picture',
      'create aed-picture',
      'create aed-picture',
      'create aed',
    ]);
    expect((await call('GET', `/api/admin/aed/${aed.id}/history`)).json()).toEqual(history);
  });

  it('filters by entity type, entity id and admin, newest first, paged', async () => {
    const user = await createTestUser(t.app);
    for (const [n, admin] of [[1, adminA], [2, adminB], [3, adminB]] as const) {
      expect((await as(admin.auth)('PUT', `/api/admin/user/${user.id}`, { displayName: `Name ${n}` })).statusCode).toBe(200);
    }
    const byUser = await log(`entityType=user&entityId=${user.id}&size=2`);
    expect(byUser).toMatchObject({ page: 0, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(byUser.data.map((e) => e.after?.displayName)).toEqual(['Name 3', 'Name 2']);
    expect(byUser.data[0].before).toMatchObject({ displayName: 'Name 2' });
    const second = await log(`entityType=user&entityId=${user.id}&size=2&page=1`);
    expect(second.data.map((e) => e.after?.displayName)).toEqual(['Name 1']);

    const byB = await log(`actorId=${adminB.id}`);
    expect(byB.totalCount).toBe(2);
    expect(byB.data.every((e) => e.actorEmail === adminB.email)).toBe(true);
    const times = (await log('size=200')).data.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const actors = (await as(adminA.auth)('GET', '/api/admin/audit/actors')).json();
    expect(actors.data.map((a: { actorId: string }) => a.actorId).sort()).toEqual([adminA.id, adminB.id].sort());
    expect(actors.totalCount).toBe(2);
  });

  it("a user's history includes their ICE contacts; an activity's history is readable", async () => {
    const call = as(adminA.auth);
    const user = await createTestUser(t.app);
    const contact = (await call('POST', '/api/admin/icecontacts', { userId: user.id, displayName: 'Brother', phone: '041 999 888' })).json();
    await call('PUT', `/api/admin/icecontacts/${contact.id}`, { displayName: 'Big brother' });
    await call('DELETE', `/api/admin/icecontacts/${contact.id}`);
    const history = (await call('GET', `/api/admin/audit/user/${user.id}`)).json() as Entry[];
    expect(history.map((e) => `${e.action} ${e.entityType}`)).toEqual(['delete ice-contact', 'update ice-contact', 'create ice-contact']);
    expect(history[1]).toMatchObject({ before: { displayName: 'Brother' }, after: { displayName: 'Big brother' } });

    const activity = (await call('POST', '/api/admin/activity', { title: 'First aid day' })).json();
    await call('PUT', `/api/admin/activity/${activity.id}`, { points: 5 });
    const activityHistory = (await call('GET', `/api/admin/audit/activity/${activity.id}`)).json() as Entry[];
    expect(activityHistory.map((e) => e.action)).toEqual(['update', 'create']);
  });

  it('a long history comes a page at a time, newest first, each change once even while more are made', async () => {
    const call = as(adminA.auth);
    const activity = (await call('POST', '/api/admin/activity', { title: 'Many changes' })).json();
    for (let points = 1; points <= 150; points++) expect((await call('PUT', `/api/admin/activity/${activity.id}`, { points })).statusCode).toBe(200);
    const history = (query = '') => call('GET', `/api/admin/audit/activity/${activity.id}${query}`);
    const first = (await history()).json() as Array<Entry & { id: string }>;
    expect(first).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first[0].after).toMatchObject({ points: 150 });
    // A change made meanwhile goes on top; the older page goes on from where the first ended.
    await call('PUT', `/api/admin/activity/${activity.id}`, { points: 151 });
    const older = (await history(`?before=${first.at(-1)!.id}`)).json() as Array<Entry & { id: string }>;
    expect(older.map((e) => e.action)).toEqual([...Array(50).fill('update'), 'create']);
    expect(older[0].after).toMatchObject({ points: 50 });
    expect((await history(`?before=${older.at(-1)!.id}`)).json()).toEqual([]);
    // The pages together are the record's whole trail in the log, in its order.
    const all = await log(`entityType=activity&entityId=${activity.id}&size=200`);
    expect([...first, ...older].map((e) => e.id)).toEqual(all.data.slice(1).map((e) => (e as Entry & { id: string }).id));
    // The AED's own history route pages the same way.
    const aed = (await call('POST', '/api/admin/aed', newAed)).json();
    const aedHistory = (await call('GET', `/api/admin/aed/${aed.id}/history`)).json() as Array<Entry & { id: string }>;
    expect(aedHistory.map((e) => e.action)).toEqual(['create']);
    expect((await call('GET', `/api/admin/aed/${aed.id}/history?before=${aedHistory[0].id}`)).json()).toEqual([]);
    // An id not in the log gives nothing older; one that is no id is refused.
    expect((await history('?before=00000000-0000-4000-8000-000000000000')).json()).toEqual([]);
    const bad = await history('?before=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('before');
  });

  it("the Admin filter's list is never cut: most recently active first, paged, found by email without diacritics", async () => {
    const db = t.app.database.db;
    // 250 more admins who each changed one thing, the newest last; number 7 has since changed their email.
    const actorId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const at = (n: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, n));
    await db.insert(auditLog).values(
      Array.from({ length: 250 }, (_, i) => ({ actorId: actorId(i), actorEmail: `admin${i}@example.com`, action: 'update' as const, entityType: 'aed', entityId: `x${i}`, createdAt: at(i) })),
    );
    await db.insert(auditLog).values({ actorId: actorId(7), actorEmail: 'Žiga.Čeh@example.com', action: 'update', entityType: 'aed', entityId: 'x7', createdAt: at(300) });
    const actors = async (query: string) => {
      const res = await as(adminA.auth)('GET', `/api/admin/audit/actors?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { actorId: string; actorEmail: string | null }[]; totalCount: number; totalPages: number };
    };
    const first = await actors('');
    expect(first.totalCount).toBe(252);
    expect(first.totalPages).toBe(3);
    expect(first.data).toHaveLength(100);
    expect(first.data.slice(0, 3)).toEqual([
      { actorId: actorId(7), actorEmail: 'Žiga.Čeh@example.com' },
      { actorId: actorId(249), actorEmail: 'admin249@example.com' },
      { actorId: actorId(248), actorEmail: 'admin248@example.com' },
    ]);
    const pages = [first, await actors('page=1'), await actors('page=2')].flatMap((p) => p.data.map((a) => a.actorId));
    expect(new Set(pages).size).toBe(252);
    expect(pages).toContain(adminA.id);
    expect((await actors('page=3')).data).toEqual([]);

    expect((await actors('search=ZIGA.ceh')).data).toEqual([{ actorId: actorId(7), actorEmail: 'Žiga.Čeh@example.com' }]);
    const by12 = await actors('search=admin12&size=5');
    expect(by12.totalCount).toBe(11); // admin12, admin120..admin129
    expect(by12.data.map((a) => a.actorEmail)).toEqual(['admin129@example.com', 'admin128@example.com', 'admin127@example.com', 'admin126@example.com', 'admin125@example.com']);
    expect((await actors(`search=${actorId(3)}`)).data.map((a) => a.actorId)).toEqual([actorId(3)]);
    expect((await actors('search=100%25')).totalCount).toBe(0);

    const bad = await as(adminA.auth)('GET', '/api/admin/audit/actors?size=201&page=-1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'size']);
    const nul = await as(adminA.auth)('GET', '/api/admin/audit/actors?search=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['search']);
  });

  it('refuses bad filters with field messages, and members and strangers', async () => {
    const bad = await as(adminA.auth)('GET', '/api/admin/audit?entityType=secret&actorId=x&size=0&action=drop');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'actorId', 'entityType', 'size']);
    expect((await as(adminA.auth)('GET', '/api/admin/audit/nothing/1')).statusCode).toBe(400);
    for (const url of ['/api/admin/audit', '/api/admin/audit/actors', '/api/admin/audit/aed/1']) {
      expect((await as(member)('GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
