import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Aed, AuditEntry, DispatchNearest, MapFeedItem, NearestAed } from '@aedatlas/contracts';
import { auditLog } from '../src/modules/audit/audit.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { cabinetCodeColumns } from '../src/modules/cabinet-codes/cabinet-code-fields';
import { LOCAL_KEY_FILE, loadCabinetCodeKeys } from '../src/modules/cabinet-codes/cabinet-code-keys';
import { HttpError } from '../src/plugins/http-errors';
import { bearer, buildAppOn, clientCredentialsGrant, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

const key = () => randomBytes(32).toString('base64');
const OLD_KEY = `k1:${key()}`;
const NEW_KEY = `k2:${key()}`;
// Unlike any other text of the test: wherever it turns up, it leaked.
const CODE = '7319#A';
const NEW_CODE = '4826*';
const CALL = '112-2026-004711';
const HOUR = 3600_000;

describe('cabinet code keys', () => {
  it('refuses to store a code in production without CABINET_CODE_KEYS: a 400 naming the setting, not a 500', async () => {
    const keys = await loadCabinetCodeKeys({ env: 'production', dataDir: '/nonexistent', cabinetCodeKeys: undefined });
    expect(keys.current).toBeUndefined();
    let error: unknown;
    try {
      cabinetCodeColumns(keys, '0190b7a2-0000-7000-8000-000000000000', CODE);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, errors: { cabinetCode: expect.stringContaining('CABINET_CODE_KEYS') } });
    // Clearing needs no key.
    expect(cabinetCodeColumns(keys, '0190b7a2-0000-7000-8000-000000000000', null)).toEqual({ cabinetCodeSealed: null, cabinetCodeKeyId: null });
  });

  it('keeps a generated key in the data folder outside production (owner-only), the same at every start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'aedatlas-keys-'));
    try {
      const first = await loadCabinetCodeKeys({ env: 'development', dataDir: dir, cabinetCodeKeys: undefined });
      const again = await loadCabinetCodeKeys({ env: 'development', dataDir: dir, cabinetCodeKeys: undefined });
      expect(first.current!.key.length).toBe(32);
      expect(again.current).toEqual(first.current);
      expect((await stat(path.join(dir, LOCAL_KEY_FILE))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases)('cabinet codes: set by admins, revealed to dispatch, on $kind', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  const tokens: Record<'admin' | 'member' | 'dispatcher' | 'client', string> = { admin: '', member: '', dispatcher: '', client: '' };
  let locked = '';
  let plain = '';
  const at = { lat: 46.0511, lon: 14.5051 };

  const inject = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
  const reveal = (token: string | undefined, id: string, payload: object | undefined = { callReference: CALL }, app = t.app) =>
    inject(app, 'POST', `/api/dispatch/aeds/${id}/cabinet-code`, token, payload);
  /** Saves through the console's path: the version read first (If-Match), then the form's fields. */
  const save = async (id: string, fields: object, app = t.app) => {
    const read = await inject(app, 'GET', `/api/admin/aed/${id}`, tokens.admin);
    const res = await inject(app, 'PUT', `/api/admin/aed/${id}`, tokens.admin, { ...(read.json() as object), ...fields }, { 'if-match': read.headers.etag as string });
    return res;
  };
  const stored = async (id: string) => (await t.app.database.db.select({ sealed: aeds.cabinetCodeSealed, keyId: aeds.cabinetCodeKeyId, until: aeds.possiblyInUseUntil }).from(aeds).where(eq(aeds.id, id)))[0]!;

  beforeAll(async () => {
    t = await startTestApp(engine, { CABINET_CODE_KEYS: OLD_KEY, LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
    const admin = await createTestUser(t.app, { admin: true });
    const member = await createTestUser(t.app);
    const dispatcher = await createTestUser(t.app);
    tokens.admin = (await signIn(t.app, admin)).access_token;
    tokens.member = (await signIn(t.app, member)).access_token;
    const assign = await inject(t.app, 'POST', '/api/admin/UserRoles/Assign', tokens.admin, { userId: dispatcher.id, role: 'DISPATCH' });
    expect(assign.statusCode, assign.body).toBe(200);
    tokens.dispatcher = (await signIn(t.app, dispatcher)).access_token;
    const created = await inject(t.app, 'POST', '/api/admin/api-clients', tokens.admin, { name: 'Dispatch centre Celje', roles: ['dispatch'] });
    const { clientId, clientSecret } = created.json() as { clientId: string; clientSecret: string };
    const token = await clientCredentialsGrant(t.app, clientId, clientSecret);
    tokens.client = token.json().access_token as string;
    // Two AEDs at one spot: one with a locked cabinet and its code (set through the console's create), one without.
    const a = await inject(t.app, 'POST', '/api/admin/aed', tokens.admin, { ...newAedPayload('Locked cabinet'), lockedCabinet: true, cabinetCode: CODE });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ lockedCabinet: true, hasCabinetCode: true });
    locked = (a.json() as Aed).id;
    plain = ((await inject(t.app, 'POST', '/api/admin/aed', tokens.admin, newAedPayload('Open cabinet'))).json() as Aed).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the code sealed: not the plain code in its column, and write-only for admins (set, replace, clear, bad input)', async () => {
    const row = await stored(locked);
    expect(row.keyId).toBe('k1');
    expect(row.sealed).not.toContain(CODE);
    expect(row.sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const read = await inject(t.app, 'GET', `/api/admin/aed/${locked}`, tokens.admin);
    expect(read.json()).toMatchObject({ lockedCabinet: true, hasCabinetCode: true });
    expect(read.body).not.toContain(CODE);

    // Replaced, then cleared, then set again: each through the versioned update, the answer never holding the code.
    const replaced = await save(locked, { cabinetCode: NEW_CODE });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.body).not.toContain(NEW_CODE);
    expect((await stored(locked)).sealed).not.toBe(row.sealed);
    const cleared = await save(locked, { cabinetCode: '' });
    expect(cleared.json()).toMatchObject({ hasCabinetCode: false, lockedCabinet: true });
    expect(await stored(locked)).toMatchObject({ sealed: null, keyId: null });
    expect((await save(locked, { cabinetCode: CODE })).json()).toMatchObject({ hasCabinetCode: true });
    // A form saved without the field keeps the code.
    expect((await save(locked, { floor: '1' })).json()).toMatchObject({ hasCabinetCode: true, floor: '1' });
    // A stale version is a 409, as for every other field.
    const stale = await inject(t.app, 'PUT', `/api/admin/aed/${locked}`, tokens.admin, { cabinetCode: NEW_CODE }, { 'if-match': '"2000-01-01T00:00:00.000Z"' });
    expect(stale.statusCode).toBe(409);

    for (const bad of ['12', '12 34', '1234\u0000', 'x'.repeat(17), 'ključ']) {
      const res = await save(locked, { cabinetCode: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ errors: { cabinetCode: expect.any(String) } });
    }
  });

  it("says in the AED's history that the code was set, replaced and cleared, never the code", async () => {
    const history = (await inject(t.app, 'GET', `/api/admin/aed/${locked}/history`, tokens.admin)).json() as AuditEntry[];
    const codeChanges = history
      .filter((e) => e.entityType === 'aed')
      .map((e) => [(e.before as { cabinetCode?: string | null } | null)?.cabinetCode ?? null, (e.after as { cabinetCode?: string | null }).cabinetCode ?? null])
      .reverse();
    expect(codeChanges).toEqual([
      [null, 'set'],
      ['set', 'replaced'],
      ['set', null],
      [null, 'set'],
      ['set', 'set'],
    ]);
  });

  it('reveals to the dispatch role alone: 401 without a token, 403 to a member and to an admin without the role, 400 without a call reference', async () => {
    expect((await reveal(undefined, locked)).statusCode).toBe(401);
    expect((await reveal(tokens.member, locked)).statusCode).toBe(403);
    const admin = await reveal(tokens.admin, locked);
    expect(admin.statusCode).toBe(403);
    expect(admin.body).not.toContain(CODE);
    for (const body of [{}, { callReference: '' }, { callReference: '   ' }, { callReference: 'a\u0007b' }, { callReference: 'x'.repeat(65) }]) {
      const res = await reveal(tokens.dispatcher, locked, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errors: { callReference: expect.any(String) } });
    }
    expect((await reveal(tokens.dispatcher, plain)).statusCode).toBe(404);
    expect((await reveal(tokens.dispatcher, '0190b7a2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect(await stored(locked)).toMatchObject({ until: null });
  });

  it('gives a dispatcher and a dispatch client the code, uncached, and audits each reveal: who, when, which AED and call, not the code', async () => {
    const before = Date.now();
    const person = await reveal(tokens.dispatcher, locked);
    expect(person.statusCode, person.body).toBe(200);
    expect(person.headers['cache-control']).toBe('no-store');
    const { code, possiblyInUseUntil } = person.json() as { code: string; possiblyInUseUntil: string };
    expect(code).toBe(CODE);
    expect(Date.parse(possiblyInUseUntil) - before).toBeGreaterThanOrEqual(HOUR - 1000);
    expect(Date.parse(possiblyInUseUntil) - Date.now()).toBeLessThanOrEqual(HOUR);
    const client = await reveal(tokens.client, locked, { callReference: 'CE-88' });
    expect(client.json()).toMatchObject({ code: CODE });

    const history = (await inject(t.app, 'GET', `/api/admin/aed/${locked}/history`, tokens.admin)).json() as AuditEntry[];
    const reveals = history.filter((e) => e.action === 'reveal');
    expect(reveals).toHaveLength(2);
    expect(reveals[0]).toMatchObject({ entityType: 'aed-cabinet-code', entityId: locked, actorId: null, actorEmail: 'Dispatch centre Celje', after: { callReference: 'CE-88', revealedBy: 'Dispatch centre Celje', revealedByKind: 'client' } });
    expect(reveals[1]).toMatchObject({ actorEmail: expect.stringContaining('@example.test'), after: { callReference: CALL, revealedByKind: 'person', revealedBy: expect.stringMatching(/^Test User/) } });
    expect(Date.parse(reveals[1]!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const allAudit = await t.app.database.db.select().from(auditLog);
    expect(JSON.stringify(allAudit)).not.toContain(CODE);
    expect(JSON.stringify(allAudit)).not.toContain(NEW_CODE);
  });

  it('marks the AED possibly in use on the public map, detail, Near me and the dispatch list for 60 minutes, then no longer', async () => {
    const until = (await stored(locked)).until!;
    const detail = (await inject(t.app, 'GET', `/api/aed/${locked}`)).json() as Aed;
    expect(detail).toMatchObject({ lockedCabinet: true, possiblyInUseUntil: until.toISOString() });
    expect(detail).not.toHaveProperty('hasCabinetCode');
    // The map feed is cached: the reveal dropped it, no wait.
    const map = (await inject(t.app, 'GET', '/api/aed/map')).json() as MapFeedItem[];
    expect(map.find((a) => a.id === locked)).toMatchObject({ possiblyInUseUntil: until.toISOString() });
    expect(map.find((a) => a.id === plain)).toMatchObject({ possiblyInUseUntil: null });

    const nearMe = async (moment: Date) => {
      const res = await inject(t.app, 'GET', `/api/aed/nearest?lat=${at.lat}&lon=${at.lon}&limit=5&at=${encodeURIComponent(moment.toISOString())}`);
      return res.json() as NearestAed[];
    };
    // Still listed, marked, and after the one beside it that nobody took.
    const within = await nearMe(new Date(until.getTime() - 60_000));
    expect(within.map((a) => a.id).slice(0, 2)).toEqual([plain, locked]);
    expect(within[1]).toMatchObject({ possiblyInUseUntil: until.toISOString() });
    const after = await nearMe(new Date(until.getTime() + 60_000));
    expect(after.find((a) => a.id === locked)).toMatchObject({ possiblyInUseUntil: null });

    const dispatch = (await inject(t.app, 'GET', `/api/dispatch/nearest?lat=${at.lat}&lon=${at.lon}`, tokens.dispatcher)).json() as DispatchNearest;
    expect(dispatch.aeds.find((a) => a.id === locked)).toMatchObject({ lockedCabinet: true, hasCabinetCode: true, possiblyInUseUntil: until.toISOString() });
    expect(dispatch.aeds.find((a) => a.id === plain)).toMatchObject({ hasCabinetCode: false, possiblyInUseUntil: null });

    // An hour on (the mark's time moved into the past): gone from the detail and the map.
    await t.app.database.db.update(aeds).set({ possiblyInUseUntil: new Date(Date.now() - 1000) }).where(eq(aeds.id, locked));
    t.app.aedFeeds.invalidate();
    expect(((await inject(t.app, 'GET', `/api/aed/${locked}`)).json() as Aed).possiblyInUseUntil).toBeNull();
    const later = (await inject(t.app, 'GET', '/api/aed/map')).json() as MapFeedItem[];
    expect(later.find((a) => a.id === locked)).toMatchObject({ possiblyInUseUntil: null });
  });

  it('never puts the code in public answers, exports, the change feed or a log line', async () => {
    await reveal(tokens.dispatcher, locked);
    const reads = [
      [undefined, `/api/aed/${locked}`],
      [undefined, '/api/aed?page=0&size=50'],
      [undefined, '/api/aed/map'],
      [undefined, '/aeds.json'],
      [undefined, `/api/aed/nearest?lat=${at.lat}&lon=${at.lon}`],
      [undefined, '/api/aed/export.csv'],
      [undefined, '/api/aed/export.geojson'],
      [tokens.admin, '/api/admin/aed/export.csv'],
      [tokens.admin, '/api/admin/aed/export.geodae.csv'],
      [tokens.admin, '/api/admin/audit/export.csv'],
      [tokens.admin, '/api/admin/aed?page=0&size=50'],
      [tokens.admin, `/api/admin/aed/${locked}/provenance`],
      [tokens.dispatcher, '/api/changes?after=0'],
      [tokens.dispatcher, '/api/changes.atom?after=0'],
      [tokens.dispatcher, `/api/dispatch/nearest?lat=${at.lat}&lon=${at.lon}`],
    ] as const;
    for (const [token, url] of reads) {
      const res = await inject(t.app, 'GET', url, token);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      expect(res.body, url).not.toContain(CODE);
      expect(res.body, url).not.toContain(NEW_CODE);
    }
    // The change feed has the AED's entries (created, edited), each without the code or its seal:
    // only whether there is one (hasCabinetCode, docs/change-feed.md).
    const changes = (await inject(t.app, 'GET', '/api/changes?after=0', tokens.dispatcher)).json() as { changes: { aedId: string; aed: Record<string, unknown> | null }[] };
    const ofLocked = changes.changes.filter((c) => c.aedId === locked);
    expect(ofLocked.length).toBeGreaterThan(0);
    for (const change of ofLocked) for (const field of ['cabinetCode', 'cabinetCodeSealed', 'cabinetCodeKeyId']) expect(change.aed ?? {}).not.toHaveProperty(field);
    expect(ofLocked.at(-1)?.aed).toMatchObject({ lockedCabinet: true, hasCabinetCode: true });
    expect(JSON.stringify(ofLocked)).not.toContain((await stored(locked)).sealed!);

    const log = logLines.join('\n');
    expect(log).toContain('/cabinet-code');
    expect(log).not.toContain(CODE);
    expect(log).not.toContain(NEW_CODE);
  });

  it('opens codes sealed with a rotated-out key while that key is still listed; without it, a 409 that says why', async () => {
    // The same database with the new key first (it seals) and the old one after (it opens).
    const rotated = await buildAppOn({ database: t.app.database, databaseUrl: t.databaseUrl }, { CABINET_CODE_KEYS: `${NEW_KEY},${OLD_KEY}` });
    try {
      expect((await reveal(tokens.dispatcher, locked, undefined, rotated)).json()).toMatchObject({ code: CODE });
      expect((await save(locked, { cabinetCode: NEW_CODE }, rotated)).statusCode).toBe(200);
      expect(await stored(locked)).toMatchObject({ keyId: 'k2' });
    } finally {
      await rotated.close();
    }
    const oldOnly = await buildAppOn({ database: t.app.database, databaseUrl: t.databaseUrl }, { CABINET_CODE_KEYS: OLD_KEY });
    try {
      const res = await reveal(tokens.dispatcher, locked, undefined, oldOnly);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/key/);
    } finally {
      await oldOnly.close();
    }
  });

  it.runIf(engine.kind === 'postgres')("shows a reveal through one instance on the other instance's map at once", async () => {
    const other = await buildAppOn({ database: t.app.database, databaseUrl: t.databaseUrl }, { CABINET_CODE_KEYS: `${NEW_KEY},${OLD_KEY}` });
    try {
      await t.app.database.db.update(aeds).set({ possiblyInUseUntil: null }).where(eq(aeds.id, locked));
      const mark = async () => ((await inject(other, 'GET', '/api/aed/map')).json() as MapFeedItem[]).find((a) => a.id === locked)?.possiblyInUseUntil;
      await t.app.aedFeeds.invalidate();
      const start = Date.now();
      while ((await mark()) !== null && Date.now() - start < 3000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await mark()).toBeNull();
      const revealed = await reveal(tokens.client, locked, { callReference: 'CE-89' }, other);
      expect(revealed.statusCode, revealed.body).toBe(200);
      const until = (revealed.json() as { possiblyInUseUntil: string }).possiblyInUseUntil;
      const seen = Date.now();
      const onFirst = async () => ((await inject(t.app, 'GET', '/api/aed/map')).json() as MapFeedItem[]).find((a) => a.id === locked)?.possiblyInUseUntil;
      while ((await onFirst()) !== until && Date.now() - seen < 3000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await onFirst()).toBe(until);
      expect(Date.now() - seen).toBeLessThan(1500);
    } finally {
      await other.close();
    }
  });
});
