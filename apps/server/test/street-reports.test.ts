import { tileOf } from '@aedatlas/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/audit.table';
import { bearer, buildAppOn, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import sharp from 'sharp';
import { streetReports } from '../src/modules/street-reports/street-reports.table';
import { getBytes, multipartBody, newAedPayload, pdfDocument, photoWithGps, pngImage } from './helpers/files';

let unique = 0;
/** A client address of its own for each caller, so one test's reports never count in another's limits. */
const nextAddress = () => `10.77.${Math.floor(++unique / 250)}.${(unique % 250) + 1}`;
const report = (kind: string, extra: Record<string, unknown> = {}) => ({ kind, fillMs: 5000, ...extra });
/** New pads and battery, as an admin fitting them on site writes them: what brings an AED back into service. */
const NEW_PARTS = { electrodeExpiry: '2031-01-31', batteryExpiry: '2032-01-31' };
type Point = { id: string; outOfService: string | null };

describe.each(testDatabases)('street reports on $kind', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = bearer((await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token);
    member = bearer((await signIn(t.app, await createTestUser(t.app))).access_token);
  });
  afterAll(() => t.close());

  const send = (aedId: string, body: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/aed/${aedId}/reports`, payload: body as object, remoteAddress });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  async function newAed(at = { latitude: 46.05 + (++unique % 50) * 0.001, longitude: 14.5 }) {
    const title = `Street AED ${++unique} ${Date.now()}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: admin, payload: { ...newAedPayload(title), title, ...at } });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as string, title, ...at };
  }

  it("takes an AED out of service in the feed, tiles, search, Near me and its page at once on 'used', and resolving brings it back", async () => {
    const aed = await newAed({ latitude: 45.9001, longitude: 13.7001 });
    const neighbour = await newAed({ latitude: 45.9003, longitude: 13.7001 });
    const tile = tileOf(aed.latitude, aed.longitude, 16);
    const state = async () => {
      const feed = (await get('/api/aed/map')).json() as Point[];
      const tilePoints = (await get(`/api/aed/tiles/16/${tile.x}/${tile.y}`)).json().points as Point[];
      const search = (await get(`/api/aed/search?q=${encodeURIComponent(aed.title)}`)).json().items as Point[];
      const nearest = (await get(`/api/aed/nearest?lat=${aed.latitude}&lon=${aed.longitude}&limit=2`)).json() as Point[];
      const page = (await get(`/api/public/aed/${aed.id}`)).json() as Point;
      return {
        feed: feed.find((p) => p.id === aed.id)?.outOfService,
        tile: tilePoints.find((p) => p.id === aed.id)?.outOfService,
        search: search.find((p) => p.id === aed.id)?.outOfService,
        nearestOrder: nearest.map((p) => p.id),
        nearestReason: nearest.find((p) => p.id === aed.id)?.outOfService,
        page: page.outOfService,
      };
    };
    // Read once first, so every cache holds the in-service answer.
    expect(await state()).toEqual({ feed: null, tile: null, search: null, nearestOrder: [aed.id, neighbour.id], nearestReason: null, page: null });

    const sent = await send(aed.id, report('used', { note: 'Used it on a runner; pads gone' }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ aedId: aed.id, kind: 'used', outOfService: true });
    // The nearest AED is now last, with the reason.
    expect(await state()).toEqual({ feed: 'used', tile: 'used', search: 'used', nearestOrder: [neighbour.id, aed.id], nearestReason: 'used', page: 'used' });

    const queue = (await get('/api/admin/street-reports', admin)).json();
    const open = queue.data.find((r: { aedId: string }) => r.aedId === aed.id);
    expect(open).toMatchObject({ kind: 'used', note: 'Used it on a runner; pads gone', status: 'open', resolvedAt: null, aed: { title: aed.title, outOfService: 'used' } });

    const resolved = await t.app.inject({ method: 'POST', url: `/api/admin/street-reports/${open.id}/resolve`, headers: admin, payload: { resolution: 'Pads replaced', aedUpdate: NEW_PARTS } });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolution: 'Pads replaced', aed: { outOfService: null } });
    expect(resolved.json().resolvedAt).toEqual(expect.any(String));
    expect(resolved.json().resolvedBy).toMatch(/@example\.test$/);
    expect(await state()).toEqual({ feed: null, tile: null, search: null, nearestOrder: [aed.id, neighbour.id], nearestReason: null, page: null });

    // Gone from the open queue, kept in the AED's history; a second resolve is a conflict.
    expect((await get('/api/admin/street-reports', admin)).json().data.map((r: { id: string }) => r.id)).not.toContain(open.id);
    const history = (await get(`/api/admin/street-reports?status=resolved&aedId=${aed.id}`, admin)).json();
    expect(history.data.map((r: { id: string }) => r.id)).toEqual([open.id]);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/street-reports/${open.id}/resolve`, headers: admin, payload: {} })).statusCode).toBe(409);
  });

  it("keeps an AED in service on 'locked' and 'wrongPlace', and out of service until every 'damaged' or 'missing' report is resolved", async () => {
    const aed = await newAed();
    for (const kind of ['locked', 'wrongPlace', 'other']) {
      const res = await send(aed.id, report(kind));
      expect(res.statusCode).toBe(201);
      expect(res.json().outOfService).toBe(false);
    }
    expect((await get(`/api/public/aed/${aed.id}`)).json().outOfService).toBeNull();
    expect((await send(aed.id, report('damaged'))).statusCode).toBe(201);
    expect((await send(aed.id, report('missing'))).statusCode).toBe(201);
    expect((await get(`/api/public/aed/${aed.id}`)).json().outOfService).toBe('damaged');

    const open = (await get(`/api/admin/street-reports?aedId=${aed.id}`, admin)).json().data as { id: string; kind: string }[];
    expect(open.map((r) => r.kind)).toEqual(['missing', 'damaged', 'other', 'wrongPlace', 'locked']);
    const resolve = (kind: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/admin/street-reports/${open.find((r) => r.kind === kind)!.id}/resolve`, headers: admin, payload });
    expect((await resolve('damaged', { aedUpdate: NEW_PARTS })).statusCode).toBe(200);
    // The missing report still keeps it out, now for that reason, new parts or not.
    expect((await get(`/api/public/aed/${aed.id}`)).json()).toMatchObject({ outOfService: 'missing', state: 'temporarilyAbsent' });
    // Resolved without new pad and battery dates: the report closes, the AED stays out until a check.
    expect((await resolve('missing')).statusCode).toBe(200);
    expect((await get(`/api/public/aed/${aed.id}`)).json()).toMatchObject({ outOfService: 'temporarilyAbsent', state: 'temporarilyAbsent' });
    const check = await t.app.inject({ method: 'POST', url: `/api/admin/aed/${aed.id}/check`, headers: admin, payload: NEW_PARTS });
    expect(check.json()).toMatchObject({ state: 'inService' });
    expect((await get(`/api/public/aed/${aed.id}`)).json()).toMatchObject({ outOfService: null, state: 'inService', lastConfirmedBy: 'admin' });
  });

  it('limits reports per address and per AED with 429, and refuses the same open report twice from one address', async () => {
    const one = nextAddress();
    const aeds = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newAed()));
    for (const aed of aeds.slice(0, 5)) expect((await send(aed.id, report('other'), one)).statusCode).toBe(201);
    const limited = await send(aeds[5].id, report('other'), one);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many reports from your address. Please try again in an hour.' });

    const busy = await newAed();
    for (let i = 0; i < 10; i++) expect((await send(busy.id, report('locked'))).statusCode).toBe(201);
    const perAed = await send(busy.id, report('locked'));
    expect(perAed.statusCode).toBe(429);
    expect(perAed.json().message).toBe('This AED has just been reported several times. Please try again later.');

    const twice = await newAed();
    const from = nextAddress();
    expect((await send(twice.id, report('damaged'), from)).statusCode).toBe(201);
    const again = await send(twice.id, report('damaged', { note: 'still broken' }), from);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this for this AED; it is waiting for review.');
    // Another kind from the same address is a new report.
    expect((await send(twice.id, report('used'), from)).statusCode).toBe(201);
  });

  it('refuses bad input with 400 or 404, never 500, and the abuse guard refuses bots', async () => {
    const aed = await newAed();
    const cases: [string, unknown, number][] = [
      [aed.id, report('exploded'), 400],
      [aed.id, report('used', { note: 'nul \u0000 byte' }), 400],
      [aed.id, report('used', { note: 'x'.repeat(1001) }), 400],
      [aed.id, { kind: 'used' }, 400],
      [aed.id, 'not json at all', 415],
      [aed.id, report('used', { website: 'http://spam.example' }), 400],
      [aed.id, report('used', { fillMs: 200 }), 400],
      ['not-an-id', report('used'), 400],
      ['00000000-0000-4000-8000-000000000000', report('used'), 404],
    ];
    for (const [id, body, status] of cases) {
      const res = await send(id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    }
    const broken = await t.app.inject({ method: 'POST', url: `/api/aed/${aed.id}/reports`, headers: { 'content-type': 'application/json' }, payload: '{"kind": "used",', remoteAddress: nextAddress() });
    expect(broken.statusCode).toBe(400);
    expect((await get(`/api/public/aed/${aed.id}`)).json().outOfService).toBeNull();
    const badQuery = await get('/api/admin/street-reports?status=lost&page=-1', admin);
    expect(badQuery.statusCode).toBe(400);
    const badResolve = await t.app.inject({ method: 'POST', url: '/api/admin/street-reports/00000000-0000-4000-8000-000000000000/resolve', headers: admin, payload: { aedUpdate: { electrodeExpiry: '2027-02-30' } } });
    expect(badResolve.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/street-reports/00000000-0000-4000-8000-000000000000/resolve', headers: admin, payload: {} });
    expect(missing.statusCode).toBe(404);
  });

  it('shows a report made through another instance on the same database within a second', async () => {
    const aed = await newAed();
    const other = await buildAppOn({ database: t.app.database, databaseUrl: t.databaseUrl });
    try {
      const feedOf = async (app: typeof other) => ((await app.inject({ method: 'GET', url: '/api/aed/map' })).json() as Point[]).find((p) => p.id === aed.id)?.outOfService;
      expect(await feedOf(other)).toBeNull();
      expect(await feedOf(t.app)).toBeNull();
      const res = await other.inject({ method: 'POST', url: `/api/aed/${aed.id}/reports`, payload: report('missing'), remoteAddress: nextAddress() });
      expect(res.statusCode).toBe(201);
      expect(await feedOf(other)).toBe('missing');
      // This instance was not told; the feeds' fingerprint (checked at most once a second) sees it.
      await new Promise((r) => setTimeout(r, 1100));
      expect(await feedOf(t.app)).toBe('missing');
    } finally {
      await other.close();
    }
  });

  it('lets no one but an admin list or resolve reports', async () => {
    const aed = await newAed();
    const id = (await send(aed.id, report('damaged'))).json().id as string;
    for (const headers of [{}, member]) {
      expect((await get('/api/admin/street-reports', headers)).statusCode).toBe(Object.keys(headers).length ? 403 : 401);
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/street-reports/${id}/resolve`, headers, payload: {} });
      expect(res.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }
    expect((await get(`/api/public/aed/${aed.id}`)).json().outOfService).toBe('damaged');
  });

  it('resolves with an AED update (new pads, checked today) in one action and writes the audit log', async () => {
    const aed = await newAed();
    const id = (await send(aed.id, report('used'))).json().id as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/street-reports/${id}/resolve`,
      headers: admin,
      payload: { resolution: 'New pads fitted', aedUpdate: { electrodeExpiry: '2029-05-31', batteryExpiry: '2030-05-31', lastCheckToday: true } },
    });
    expect(res.statusCode).toBe(200);
    const after = (await get(`/api/public/aed/${aed.id}`)).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date());
    expect(after).toMatchObject({ electrodeExpiry: '2029-05-31', lastCheck: today, outOfService: null, outOfServiceSince: null });

    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, aed.id), eq(auditLog.entityType, 'aed')));
    const change = audit.find((r) => r.action === 'update')!;
    expect(change.before).toMatchObject({ outOfService: 'used' });
    expect(change.after).toMatchObject({ electrodeExpiry: '2029-05-31', batteryExpiry: '2030-05-31', lastCheck: today, outOfService: null, state: 'inService' });
    const [reportAudit] = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, 'street-report')));
    expect(reportAudit).toMatchObject({ action: 'update', parentId: aed.id, before: { status: 'open' }, after: { status: 'resolved', resolution: 'New pads fitted' } });
    expect(reportAudit.actorEmail).toMatch(/@example\.test$/);
  });

  describe('a photo with a report', () => {
    const sendPhoto = (aedId: string, reportId: string, token: string, file: { name: string; contentType: string; bytes: Buffer }, remoteAddress = nextAddress()) => {
      const { payload, headers } = multipartBody(token ? { token } : {}, file);
      return t.app.inject({ method: 'POST', url: `/api/aed/${aedId}/reports/${reportId}/photo`, payload, headers, remoteAddress });
    };
    const jpeg = async () => ({ name: 'cabinet.jpg', contentType: 'image/jpeg', bytes: await photoWithGps() });

    it('takes one photo from the sender, without its EXIF position, and shows it to admins only', async () => {
      const aed = await newAed();
      const receipt = (await send(aed.id, report('damaged', { note: 'Glass broken' }))).json();
      expect(receipt.photoToken).toMatch(/^[\w-]{40,}$/);

      const sent = await sendPhoto(aed.id, receipt.id, receipt.photoToken, await jpeg());
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({ reportId: receipt.id, contentType: 'image/jpeg' });
      // The token is spent: a second photo (or a replay) is refused and the first stays.
      const again = await sendPhoto(aed.id, receipt.id, receipt.photoToken, { name: 'x.png', contentType: 'image/png', bytes: await pngImage() });
      expect(again.statusCode).toBe(403);

      const listed = (await get(`/api/admin/street-reports?aedId=${aed.id}`, admin)).json().data[0];
      expect(listed.id).toBe(receipt.id);
      const served = await getBytes(t.app, listed.photoUrl);
      expect(served.status).toBe(200);
      const meta = await sharp(served.body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      // The token itself is never kept, only its hash; nothing public names the photo.
      const [row] = await t.app.database.db.select().from(streetReports).where(eq(streetReports.id, receipt.id));
      expect(row.photoTokenHash).toBeNull();
      expect(JSON.stringify(row)).not.toContain(receipt.photoToken);
      expect((await get(`/api/aed/${aed.id}`)).body).not.toContain(row.photoKey!);
      // The export keeps the report, not an address of its photo that would expire.
      const file = await get(`/api/admin/street-reports/export.csv?aedId=${aed.id}`, admin);
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain(receipt.id);
      expect(file.body.split('\r\n')[0]).not.toContain('photoUrl');
      expect(file.body).not.toContain(row.photoKey!);
      expect((await get(`/api/admin/street-reports?aedId=${aed.id}`, member)).statusCode).toBe(403);
    });

    it('refuses a wrong or missing token, another report, files that are not photos and photos over 5 MB, keeping nothing', async () => {
      const aed = await newAed();
      const receipt = (await send(aed.id, report('other'))).json();
      const other = (await send(aed.id, report('locked'))).json();
      expect((await sendPhoto(aed.id, receipt.id, 'not-the-token', await jpeg())).statusCode).toBe(403);
      expect((await sendPhoto(aed.id, receipt.id, '', await jpeg())).statusCode).toBe(403);
      expect((await sendPhoto(aed.id, other.id, receipt.photoToken, await jpeg())).statusCode).toBe(403);
      expect((await sendPhoto(aed.id, receipt.id, receipt.photoToken, { name: 'manual.pdf', contentType: 'application/pdf', bytes: pdfDocument() })).statusCode).toBe(415);
      // A name and type that say JPEG over bytes that are not.
      const fake = await sendPhoto(aed.id, receipt.id, receipt.photoToken, { name: 'x.jpg', contentType: 'image/jpeg', bytes: pdfDocument() });
      expect(fake.statusCode).toBe(415);
      const huge = await sendPhoto(aed.id, receipt.id, receipt.photoToken, { name: 'big.jpg', contentType: 'image/jpeg', bytes: Buffer.concat([await photoWithGps(), Buffer.alloc(5 * 1024 * 1024)]) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().errors.file).toMatch(/limit is 5/);
      const notMultipart = await t.app.inject({ method: 'POST', url: `/api/aed/${aed.id}/reports/${receipt.id}/photo`, payload: { token: receipt.photoToken } });
      expect(notMultipart.statusCode).toBe(415);
      expect((await get(`/api/admin/street-reports?aedId=${aed.id}`, admin)).json().data.every((r: { photoUrl: string | null }) => r.photoUrl === null)).toBe(true);
      // The refusals did not spend the token: the right photo still goes.
      expect((await sendPhoto(aed.id, receipt.id, receipt.photoToken, await jpeg())).statusCode).toBe(201);
    });

    it('takes no photo after the time is up', async () => {
      const aed = await newAed();
      const receipt = (await send(aed.id, report('missing'))).json();
      await t.app.database.db.update(streetReports).set({ photoTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(streetReports.id, receipt.id));
      const late = await sendPhoto(aed.id, receipt.id, receipt.photoToken, await jpeg());
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toMatch(/within 30 minutes/);
    });
  });
});
