import { AED_CHANGE_FIELDS, TRASH_ENTRY_HEADER, type AedChange, type ChangesArea } from '@aedatlas/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { changesPageQuery } from '../src/modules/changes/aed-changes.repo';
import { queryPlan } from './helpers/query-plan';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, createTestUser, signIn } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

type Page = { changes: AedChange[]; next: number; hasMore: boolean };
let unique = 0;
let caller = 0;
// Unlike any other text of the feed: wherever they turn up, they leaked.
const CODE = '7319#A';
const NEW_CODE = '4826*';
const KEY_ID = 'feedkey7';

describe.each(testDatabases)('the change feed on $kind', (engine) => {
  const t = appWithAdminAndMember(engine, { CABINET_CODE_KEYS: `${KEY_ID}:${randomBytes(32).toString('base64')}` });
  const as = (token: string | undefined) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers }, remoteAddress: `10.63.0.${(++caller % 250) + 1}` });
  const admin = (...args: Parameters<ReturnType<typeof as>>) => as(t.adminToken)(...args);
  const feed = async (query = '') => {
    const res = await admin('GET', `/api/changes${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const rowsOf = async <T>(query: SQL) => ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const lastSeq = async () => Number((await rowsOf<{ seq: string | null }>(sql`select max(seq) as seq from aed_changes`))[0].seq ?? 0);
  /** The changes after `after`, all pages. */
  const changesSince = async (after: number) => (await feed(`?after=${after}&limit=1000`)).changes;
  const createAed = async (extra: Record<string, unknown> = {}) => {
    const title = `Feed AED ${++unique}`;
    const res = await admin('POST', '/api/admin/aed', { ...newAedPayload(title), title, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const read = await admin('GET', `/api/admin/aed/${id}`);
    return { id, title, etag: read.headers.etag as string };
  };

  it('records an AED added, changed, taken out of service by a street report, checked, moved to the trash and restored, in that order', async () => {
    const start = (await feed()).next;
    expect(start).toBe(await lastSeq());
    const aed = await createAed({ municipality: 'Škofja Loka' });
    const edit = await admin('PUT', `/api/admin/aed/${aed.id}`, { floor: '2' }, { 'if-match': aed.etag });
    expect(edit.statusCode, edit.body).toBe(200);
    const report = await as(undefined)('POST', `/api/aed/${aed.id}/reports`, { kind: 'used', fillMs: 5000 });
    expect(report.statusCode, report.body).toBe(201);
    const check = await admin('POST', `/api/admin/aed/${aed.id}/check`, { note: 'Seen at the door' });
    expect(check.statusCode, check.body).toBe(200);
    const trashed = await admin('DELETE', `/api/admin/aed/${aed.id}`);
    expect(trashed.statusCode).toBe(204);
    const restored = await admin('POST', `/api/admin/trash/${trashed.headers[TRASH_ENTRY_HEADER]}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);

    const changes = await changesSince(start);
    expect(changes.map((c) => [c.kind, c.aedId])).toEqual(
      ['added', 'changed', 'state', 'changed', 'removed', 'added'].map((kind) => [kind, aed.id]),
    );
    expect(changes.map((c) => c.seq)).toEqual(changes.map((_, i) => start + i + 1));
    const [added, edited, outOfService, checked, removed] = changes;
    expect(added.aed).toMatchObject({ id: aed.id, title: aed.title, municipality: 'Škofja Loka', state: 'inService', floor: null });
    expect(edited.aed).toMatchObject({ floor: '2' });
    // The snapshot's times are the API's: what GET /api/admin/aed/:id answers.
    expect(edited.aed?.modifiedAt).toBe(edit.json().modifiedAt);
    expect(outOfService.aed).toMatchObject({ outOfService: 'used' });
    expect(checked.aed?.lastConfirmedBy).toBe('admin');
    expect(removed.aed).toBeNull();
    expect(Date.parse(removed.at)).toBeGreaterThanOrEqual(Date.parse(added.at));
    // Never a field that is not public: exactly the contract's list, in every snapshot. The list
    // says whether the cabinet is locked and a code is on file; the code's columns are not in it.
    expect(AED_CHANGE_FIELDS).toEqual(expect.arrayContaining(['lockedCabinet', 'hasCabinetCode', 'modifiedAt', 'cabinetNotes']));
    for (const hidden of ['cabinetCode', 'cabinetCodeSealed', 'cabinetCodeKeyId', 'possiblyInUseUntil', 'pictures', 'checkCode']) expect(AED_CHANGE_FIELDS).not.toContain(hidden);
    for (const c of changes) if (c.aed) expect(Object.keys(c.aed).sort()).toEqual([...AED_CHANGE_FIELDS].sort());
    const rows = await rowsOf<{ keys: string[] }>(sql`select array(select k from jsonb_object_keys(aed) k order by k collate "C") as keys from aed_changes where aed is not null`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.keys).toEqual([...AED_CHANGE_FIELDS].sort());
  });

  it('says whether the cabinet is locked and a code is on file, never the code; a code replaced by another records nothing', async () => {
    const aed = await createAed();
    const start = (await feed()).next;
    /** Saves through the console's path, the version read first. */
    const save = async (fields: object) => {
      const read = await admin('GET', `/api/admin/aed/${aed.id}`);
      const res = await admin('PUT', `/api/admin/aed/${aed.id}`, fields, { 'if-match': read.headers.etag as string });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save({ lockedCabinet: true, cabinetCode: CODE });
    expect(await changesSince(start)).toMatchObject([{ kind: 'changed', aedId: aed.id, aed: { id: aed.id, lockedCabinet: true, hasCabinetCode: true } }]);

    const sealedOf = async () => (await rowsOf<{ sealed: string }>(sql`select cabinet_code_sealed as sealed from aeds where id = ${aed.id}`))[0].sealed;
    const secrets = [CODE, KEY_ID, await sealedOf(), ...(await sealedOf()).split('.')];
    // Replaced by another code: the sealed value and the AED's version change, nothing a client sees.
    await save({ cabinetCode: NEW_CODE });
    secrets.push(NEW_CODE, await sealedOf(), ...(await sealedOf()).split('.'));
    expect(await changesSince(start)).toHaveLength(1);
    // Cleared and set again, hasCabinetCode flips; unlocked, lockedCabinet changes.
    await save({ cabinetCode: null });
    await save({ cabinetCode: CODE });
    await save({ lockedCabinet: false });
    const changes = await changesSince(start);
    expect(changes.map((c) => [c.kind, c.aed?.lockedCabinet, c.aed?.hasCabinetCode])).toEqual([
      ['changed', true, true],
      ['changed', true, false],
      ['changed', true, true],
      ['changed', false, true],
    ]);

    // Nowhere the code, its sealed value or its key id: the JSON, the Atom (its Base64 contents
    // opened) and the stored changes.
    const json = await admin('GET', `/api/changes?after=${start}`);
    const atom = await admin('GET', `/api/changes.atom?after=${start}`);
    expect(atom.statusCode, atom.body).toBe(200);
    const contents = [...atom.body.matchAll(/<content type="application\/json">([^<]*)<\/content>/g)].map((m) => Buffer.from(m[1], 'base64').toString('utf8'));
    expect(contents).toHaveLength(4);
    expect(JSON.parse(contents[0]).aed).toMatchObject({ lockedCabinet: true, hasCabinetCode: true });
    const stored = await rowsOf<{ aed: string }>(sql`select aed::text as aed from aed_changes where seq > ${start}`);
    for (const text of [json.body, atom.body, ...contents, ...stored.map((r) => r.aed)]) for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('reads a change recorded before the feed carried the cabinet with its defaults: not locked, no code', async () => {
    const aed = await createAed({ lockedCabinet: true, cabinetCode: CODE });
    const start = await lastSeq();
    // As migration 0046's function wrote it (and a writer waiting on the feed's lock while 0050 ran).
    await t.app.database.db.execute(sql`insert into aed_changes (seq, kind, aed_id, at, latitude, longitude, aed)
      select ${start + 1}, 'changed', a.id, now(), a.latitude, a.longitude, public.aed_public_fields(a) - 'lockedCabinet' - 'hasCabinetCode' from aeds a where a.id = ${aed.id}`);
    try {
      const [old] = await changesSince(start);
      expect(old.aed).toMatchObject({ id: aed.id, lockedCabinet: false, hasCabinetCode: false });
      expect(Object.keys(old.aed!).sort()).toEqual([...AED_CHANGE_FIELDS].sort());
      expect((await admin('GET', `/api/changes.atom?after=${start}`)).statusCode).toBe(200);
    } finally {
      await t.app.database.db.execute(sql`delete from aed_changes where seq = ${start + 1}`);
    }
  });

  it("records Géo'DAE's 'removed for good' as a removal that keeps the AED's last state, and a deletion for good too", async () => {
    const aed = await createAed();
    const start = (await feed()).next;
    const gone = await admin('PUT', `/api/admin/aed/${aed.id}`, { state: 'removed' }, { 'if-match': aed.etag });
    expect(gone.statusCode, gone.body).toBe(200);
    await t.app.database.db.delete(aeds).where(sql`${aeds.id} = ${aed.id}`);
    const changes = await changesSince(start);
    expect(changes.map((c) => [c.kind, c.aed?.state ?? null])).toEqual([
      ['removed', 'removed'],
      ['removed', null],
    ]);
  });

  it('adds nothing for a save that changes nothing, a stale save, or a rolled-back transaction', async () => {
    const aed = await createAed();
    const start = (await feed()).next;
    const same = await admin('PUT', `/api/admin/aed/${aed.id}`, { title: aed.title, description: aed.title }, { 'if-match': aed.etag });
    expect(same.statusCode, same.body).toBe(200);
    const stale = await admin('PUT', `/api/admin/aed/${aed.id}`, { floor: '3' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    // An internal column alone (the importer's bookkeeping) is nothing a client sees.
    await t.app.database.db.update(aeds).set({ osmMissingSince: new Date() }).where(sql`${aeds.id} = ${aed.id}`);
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await tx.update(aeds).set({ floor: 'rolled back' }).where(sql`${aeds.id} = ${aed.id}`);
        await tx.insert(aeds).values({ latitude: 46, longitude: 14, title: 'never there' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await changesSince(start)).toEqual([]);
    // The next change takes the next number: the rolled-back one left no hole.
    const edit = await admin('PUT', `/api/admin/aed/${aed.id}`, { floor: '4' }, { 'if-match': same.headers.etag as string });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await changesSince(start)).map((c) => [c.seq, c.kind])).toEqual([[start + 1, 'changed']]);
  });

  it('pages with after and limit: next is the last seq, hasMore until the end, an empty page keeps after', async () => {
    const start = (await feed()).next;
    for (let i = 0; i < 5; i++) await createAed();
    const first = await feed(`?after=${start}&limit=2`);
    expect(first.changes.map((c) => c.seq)).toEqual([start + 1, start + 2]);
    expect(first).toMatchObject({ next: start + 2, hasMore: true });
    const second = await feed(`?after=${first.next}&limit=3`);
    expect(second.changes.map((c) => c.seq)).toEqual([start + 3, start + 4, start + 5]);
    expect(second).toMatchObject({ next: start + 5, hasMore: false });
    expect(await feed(`?after=${second.next}`)).toEqual({ changes: [], next: start + 5, hasMore: false });
    expect(await feed(`?after=${start + 1000}`)).toEqual({ changes: [], next: start + 1000, hasMore: false });
    // Without after: from the start, 500 a page.
    const all = await feed();
    expect(all.changes[0].seq).toBe(1);
    expect(all.changes.length).toBeLessThanOrEqual(500);
  });

  it('filters by municipality (case and diacritics aside) and by a box, also for removals', async () => {
    const start = (await feed()).next;
    const inKranj = await createAed({ municipality: 'Žiri', latitude: 46.05, longitude: 14.11 });
    const elsewhere = await createAed({ municipality: 'Piran', latitude: 45.53, longitude: 13.57 });
    expect((await admin('DELETE', `/api/admin/aed/${inKranj.id}`)).statusCode).toBe(204);
    for (const area of ['municipality:ziri', 'municipality:%C5%BDIRI', 'municipality:%20Žiri%20', 'box:14.0,46.0,14.2,46.1']) {
      const page = await feed(`?after=${start}&area=${area}`);
      expect(page.changes.map((c) => [c.kind, c.aedId]), area).toEqual([
        ['added', inKranj.id],
        ['removed', inKranj.id],
      ]);
    }
    const piran = await feed(`?after=${start}&area=box:13.5,45.5,13.6,45.6`);
    expect(piran.changes.map((c) => c.aedId)).toEqual([elsewhere.id]);
    expect((await feed(`?after=${start}&area=municipality:Ljubljana`)).changes).toEqual([]);
  });

  it('finds a change that moved an AED out of an area in the area it left, as in the one it entered', async () => {
    const aed = await createAed({ municipality: 'Žiri', latitude: 46.05, longitude: 14.11 });
    const start = (await feed()).next;
    const moved = await admin('PUT', `/api/admin/aed/${aed.id}`, { municipality: 'Piran', latitude: 45.53, longitude: 13.57 }, { 'if-match': aed.etag });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const area of ['municipality:ziri', 'municipality:piran', 'box:14.0,46.0,14.2,46.1', 'box:13.5,45.5,13.6,45.6']) {
      const page = await feed(`?after=${start}&area=${area}`);
      expect(page.changes.map((c) => [c.kind, c.aedId, c.aed?.municipality]), area).toEqual([['changed', aed.id, 'Piran']]);
    }
    // A later change in its new place is no longer the old area's.
    const again = await admin('PUT', `/api/admin/aed/${aed.id}`, { floor: '1' }, { 'if-match': moved.headers.etag as string });
    expect(again.statusCode, again.body).toBe(200);
    expect((await feed(`?after=${start}&area=municipality:ziri`)).changes).toHaveLength(1);
    expect((await feed(`?after=${start}&area=municipality:piran`)).changes).toHaveLength(2);
  });

  it('reads a page from an index: the primary key from after, or the municipality indexes', async () => {
    const db = t.app.database.db;
    // The test table is small: scans priced out, as a large table prices them (helpers/query-plan.ts).
    const plan = (area?: ChangesArea, off = ['enable_seqscan']) => queryPlan(db, changesPageQuery(db, { after: 10, limit: 500, area }), off);
    const all = await plan(undefined, ['enable_seqscan', 'enable_bitmapscan']);
    expect(all).toMatch(/Index Scan using aed_changes_pkey/);
    expect(all).not.toMatch(/Sort/);
    const municipality = await plan({ municipality: 'Žiri' });
    expect(municipality).toContain('aed_changes_municipality_idx');
    expect(municipality).toContain('aed_changes_previous_municipality_idx');
    expect(await plan({ box: { minLon: 13, minLat: 45, maxLon: 14, maxLat: 46 } }, ['enable_seqscan', 'enable_bitmapscan'])).toMatch(/Index Scan using aed_changes_pkey/);
  });

  it('answers 400 with field messages for bad parameters, never an SQL error', async () => {
    const cases: [string, string][] = [
      ['after=-1', 'after'],
      ['after=abc', 'after'],
      ['after=1.5', 'after'],
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=', 'limit'],
      ['area=city:Kranj', 'area'],
      ['area=municipality:', 'area'],
      ['area=box:1,2,3', 'area'],
      ['area=box:14,46,13,47', 'area'],
      ['area=box:14,91,15,92', 'area'],
      ['area=box:a,b,c,d', 'area'],
      ["area=municipality:'; drop table aed_changes; --%00", 'area'],
    ];
    for (const [query, field] of cases) {
      const res = await admin('GET', `/api/changes?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[field], `${query}: ${res.body}`).toEqual(expect.any(String));
      expect(res.body).not.toMatch(/select|aed_changes/i);
    }
    const sqlLike = await admin('GET', `/api/changes?area=${encodeURIComponent("municipality:x' or '1'='1")}`);
    expect(sqlLike.statusCode).toBe(200);
    expect(sqlLike.json().changes).toEqual([]);
  });

  it('is for admins, dispatchers and integration clients: 401 without a token, 403 for a member or a revoked role', async () => {
    for (const url of ['/api/changes', '/api/changes.atom']) {
      expect((await as(undefined)('GET', url)).statusCode).toBe(401);
      expect((await as('not-a-token')('GET', url)).statusCode).toBe(401);
      expect((await as(t.memberToken)('GET', url)).statusCode).toBe(403);
    }
    // Roles are checked before the query: a stranger learns nothing from validation messages.
    expect((await as(undefined)('GET', '/api/changes?limit=0')).statusCode).toBe(401);

    const created = await admin('POST', '/api/admin/api-clients', { name: 'Regional registry', roles: ['integration'] });
    expect(created.statusCode, created.body).toBe(201);
    const { clientId, clientSecret, id } = created.json() as { clientId: string; clientSecret: string; id: string };
    const grant = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    const token = await t.app.inject({ method: 'POST', url: '/auth/realms/aedatlas/protocol/openid-connect/token', payload: grant.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(token.statusCode, token.body).toBe(200);
    const client = as(token.json().access_token);
    expect((await client('GET', '/api/changes?limit=1')).statusCode).toBe(200);
    expect((await client('GET', '/api/changes.atom?limit=1')).statusCode).toBe(200);

    const revoke = await admin('POST', `/api/admin/api-clients/${id}/revoke`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect([401, 403]).toContain((await client('GET', '/api/changes')).statusCode);

    const person = await createTestUser(t.app);
    const assign = await admin('POST', '/api/admin/UserRoles/Assign', { userId: person.id, role: 'DISPATCH' });
    expect(assign.statusCode, assign.body).toBe(200);
    const dispatcher = as((await signIn(t.app, person)).access_token);
    expect((await dispatcher('GET', '/api/changes?limit=1')).statusCode).toBe(200);
  });
});
