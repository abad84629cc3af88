import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../src/modules/files/files.table';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { getBytes, newAedPayload, pdfDocument, photoWithGps, pngClaiming, pngImage, putBytes, uploadFile } from './helpers/files';
import { eventually } from './helpers/push-service';
import { startS3Server } from './helpers/s3-server';

const MB = 1024 * 1024;

/** Every storage driver on every database engine the tests have. */
const setups = [
  ...testDatabases.map((engine) => ({ name: `local driver on ${engine.kind}`, engine, s3: false })),
  { name: 's3 driver (s3rver) on pglite', engine: testDatabases[0], s3: true },
];

describe.each(setups)('file uploads, $name', ({ engine, s3 }) => {
  let t: TestApp;
  let s3Server: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let admin: string;
  let member: string;
  let memberId: string;
  let aedId: string;

  beforeAll(async () => {
    s3Server = s3 ? await startS3Server() : undefined;
    t = await startTestApp(engine, s3Server?.env ?? {});
    admin = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
    const m = await createTestUser(t.app);
    memberId = m.id;
    member = (await signIn(t.app, m)).access_token;
    const aed = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload('Town hall') });
    aedId = aed.json().id;
  });
  afterAll(async () => {
    await t.close();
    await s3Server?.close();
  });

  const photoToAed = async (bytes: Buffer, extra: Record<string, unknown> = {}) =>
    uploadFile(t.app, admin, { fileName: 'Front Door Photo.JPG', contentType: 'image/jpeg', bytes, entity: { entityType: 'AED', aedId, ...extra } });

  it('links a photo to an AED in three steps; it shows in GET files and on the public AED', async () => {
    const photo = await photoWithGps();
    const { urlRes, put, complete, uploadId } = await photoToAed(photo, { caption: 'Entrance', displayOrder: 2 });
    expect(urlRes.statusCode).toBe(200);
    const issued = urlRes.json();
    expect(issued.status).toBe('pending');
    const ttl = new Date(issued.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(put!.status).toBe(200);
    expect(complete!.statusCode).toBe(200);
    const done = complete!.json();
    expect(done).toMatchObject({ uploadId, status: 'completed' });

    const listed = await t.app.inject({ method: 'GET', url: `/api/files?entityType=AED&entityId=${aedId}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: uploadId, mediaLinkId: done.mediaLinkId, caption: 'Entrance', displayOrder: 2, contentType: 'image/jpeg', fileType: 'IMAGE' })]);
    // The stored name is sanitised and unique: lowercase, digits, hyphen, underscore and a timestamp.
    expect(listed.json()[0].fileName).toMatch(/^front-door-photo-\d{13}-[0-9a-f]{6}\.jpg$/);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/aed/${aedId}` })).json();
    expect(detail.pictures.map((p: { url: string }) => p.url)).toContain(`/api/files/${uploadId}/content`);
    const redirect = await t.app.inject({ method: 'GET', url: `/api/files/${uploadId}/content` });
    expect(redirect.statusCode).toBe(302);
    const served = await getBytes(t.app, redirect.headers.location as string);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).format).toBe('jpeg');
    expect(served.body.length).toBe(done.fileSize);
  });

  it('completes an upload once: a retried completion returns the same link and links nothing twice', async () => {
    const first = await photoToAed(await photoWithGps(320, 240));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload-complete',
      headers: bearer(admin),
      payload: { uploadId: first.uploadId, fileSize: 1, entityType: 'AED', aedId },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().mediaLinkId).toBe(first.complete!.json().mediaLinkId);
    const files = (await t.app.inject({ method: 'GET', url: `/api/files?entityType=AED&entityId=${aedId}` })).json();
    expect(files.filter((f: { id: string }) => f.id === first.uploadId)).toHaveLength(1);
    const pictures = (await t.app.inject({ method: 'GET', url: `/api/aed/${aedId}` })).json().pictures;
    expect(pictures.filter((p: { url: string }) => p.url.includes(first.uploadId!))).toHaveLength(1);
  });

  it('strips EXIF and its GPS position from a stored JPEG', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { complete } = await photoToAed(photo);
    const stored = await getBytes(t.app, complete!.json().downloadUrl);
    const meta = await sharp(stored.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.body.includes(Buffer.from('GPS'))).toBe(false);
    expect(stored.body.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('refuses a file over its kind’s limit even when it declares a small size', async () => {
    // 11 MB that start like a JPEG: the limit for images is 10 MB.
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * MB, 7)]);
    const { put, complete, uploadId } = await photoToAed(big, {});
    if (s3) {
      // A presigned PUT cannot hold a size: the completion measures what arrived.
      expect(put!.status).toBe(200);
      expect(complete!.statusCode).toBe(413);
    } else {
      expect(put!.status).toBe(413);
      expect([409, 413]).toContain(complete!.statusCode);
    }
    expect(complete!.json().message).not.toMatch(/stack|select/i);
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploadId!));
    expect(row.status).toBe('pending');
    expect(await t.app.storage.driver.head(row.stagingKey)).toBeNull();
  });

  it('refuses a PNG renamed to .pdf and an HTML page named .jpg, by their bytes', async () => {
    const png = await uploadFile(t.app, admin, { fileName: 'report.pdf', contentType: 'application/pdf', bytes: await pngImage(), entity: { entityType: 'AED', aedId } });
    expect(png.complete!.statusCode).toBe(415);
    const html = await uploadFile(t.app, admin, {
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      entity: { entityType: 'AED', aedId },
    });
    expect(html.complete!.statusCode).toBe(415);
    // A real PDF passes the same check.
    const pdf = await uploadFile(t.app, admin, { fileName: 'manual.pdf', contentType: 'application/pdf', bytes: pdfDocument(), entity: { entityType: 'AED', aedId } });
    expect(pdf.complete!.statusCode).toBe(200);
  });

  it('refuses an image of more pixels than the limit before decoding it', async () => {
    // A real 56-megapixel PNG of one colour: 170 KB to send, 168 MB once decoded.
    const large = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#336699' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(large.length).toBeLessThan(1024 * 1024);
    const { complete } = await uploadFile(t.app, admin, { fileName: 'large.png', contentType: 'image/png', bytes: large, entity: { entityType: 'AED', aedId } });
    expect(complete!.statusCode).toBe(415);
    expect(complete!.json().message).toMatch(/50 megapixels/);
    // A header claiming 900 megapixels over almost no data: refused the same way.
    const { complete: bomb } = await uploadFile(t.app, admin, { fileName: 'bomb.png', contentType: 'image/png', bytes: pngClaiming(30_000, 30_000), entity: { entityType: 'AED', aedId } });
    expect(bomb!.statusCode).toBe(415);
  });

  it('refuses SVG, a type that does not match the extension, and unknown types before any upload', async () => {
    for (const [fileName, contentType] of [
      ['logo.svg', 'image/svg+xml'],
      ['photo.jpg', 'text/html'],
      ['page.html', 'text/html'],
      ['run.exe', 'application/octet-stream'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/files/upload-url', headers: bearer(admin), payload: { fileName, contentType } });
      expect(res.statusCode, fileName).toBe(415);
      expect(res.json().statusCode).toBe(415);
    }
  });

  it('refuses an expired, tampered or re-pointed upload address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/files/upload-url', headers: bearer(admin), payload: { fileName: 'a.png', contentType: 'image/png' } });
    const { uploadUrl, uploadId } = res.json();
    const bytes = await pngImage();
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploadId));
    // Signed for a second, used after two; and an expiry stretched by hand breaks the signature.
    const expired = await t.app.storage.driver.uploadUrl(row.stagingKey, 'image/png', 1000, new Date(Date.now() + 1000));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await putBytes(t.app, expired, bytes, 'image/png')).status).toBe(403);
    const stretched = uploadUrl.replace(/exp=\d+/, 'exp=9999999999').replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800');
    expect(stretched).not.toBe(uploadUrl);
    expect((await putBytes(t.app, stretched, bytes, 'image/png')).status).toBe(403);
    const tampered = uploadUrl.replace(/(sig=|Signature=)([A-Za-z0-9_-])/, (_: string, k: string, c: string) => `${k}${c === '0' ? '1' : '0'}`);
    expect((await putBytes(t.app, tampered, bytes, 'image/png')).status).toBe(403);
    const otherKey = uploadUrl.replace(uploadId, '00000000-0000-4000-8000-000000000000');
    expect((await putBytes(t.app, otherKey, bytes, 'image/png')).status).toBe(403);
    // The address is signed for its content type too.
    expect((await putBytes(t.app, uploadUrl, bytes, 'text/html')).status).toBe(403);
    expect((await putBytes(t.app, uploadUrl, bytes, 'image/png')).status).toBe(200);
    if (!s3) {
      const download = await t.app.storage.driver.downloadUrl('uploads/aeds/x.png', new Date(Date.now() + 60_000));
      const asUpload = download.replace('op=get', 'op=put');
      expect((await putBytes(t.app, asUpload, bytes, 'image/png')).status).toBe(403);
      const expiredDownload = await t.app.storage.driver.downloadUrl('uploads/aeds/x.png', new Date(Date.now() - 60_000));
      expect((await getBytes(t.app, expiredDownload)).status).toBe(403);
    }
  });

  it('answers 404 "Entity not found" for an AED or help center that does not exist', async () => {
    const missing = await photoToAed(await pngImage(), { aedId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.complete!.statusCode).toBe(404);
    expect(missing.complete!.json().message).toMatch(/^Entity not found/);
    const center = await uploadFile(t.app, admin, { fileName: 'a.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'HELP_CENTER', helpCenterId: 987654 } });
    expect(center.complete!.statusCode).toBe(404);
  });

  it('keeps members to their own files: no AED photos, no storage browsing, no deleting another’s file', async () => {
    const own = await uploadFile(t.app, member, { fileName: 'me.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'USER_PROFILE', entityId: memberId } });
    expect(own.complete!.statusCode).toBe(200);
    const toAed = await uploadFile(t.app, member, { fileName: 'x.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'AED', aedId } });
    expect(toAed.complete!.statusCode).toBe(403);
    for (const url of ['/api/storage/list', '/api/storage/stats', '/api/storage/files', '/api/storage/metadata?path=uploads/x.png']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(member) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const adminPhoto = await photoToAed(await pngImage().then((png) => sharp(png).jpeg().toBuffer()));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/files/${adminPhoto.uploadId}`, headers: bearer(member) });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files?entityType=USER_PROFILE&entityId=${memberId}` })).statusCode).toBe(401);
    const otherProfile = await t.app.inject({ method: 'GET', url: `/api/files?entityType=USER_PROFILE&entityId=${memberId}`, headers: bearer(admin) });
    expect(otherProfile.json()).toHaveLength(1);
    // The owner deletes their own file.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/files/${own.uploadId}`, headers: bearer(member) })).statusCode).toBe(204);
  });

  it("an admin's file delete goes to the trash with its AED picture; Undo brings both back; deleting it forever removes the bytes", async () => {
    const { uploadId, complete } = await photoToAed(await photoWithGps(100, 100));
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploadId!));
    expect(await t.app.storage.driver.head(row.storageKey!)).not.toBeNull();
    const pictureShown = async () => ((await t.app.inject({ method: 'GET', url: `/api/aed/${aedId}` })).json().pictures as { url: string }[]).some((p) => p.url.includes(uploadId!));
    const remove = async () => {
      const del = await t.app.inject({ method: 'DELETE', url: `/api/files/${uploadId}`, headers: bearer(admin) });
      expect(del.statusCode).toBe(204);
      return del.headers['x-trash-entry-id'] as string;
    };
    const entry = await remove();
    expect(await pictureShown()).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${uploadId}/content` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/trash/${entry}/restore`, headers: bearer(admin) })).statusCode).toBe(200);
    expect(await pictureShown()).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${uploadId}/content` })).statusCode).toBe(302);

    const again = await remove();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/trash/${again}`, headers: bearer(admin) })).statusCode).toBe(204);
    expect(await eventually(async () => (await t.app.storage.driver.head(row.storageKey!)) === null)).toBe(true);
    expect((await getBytes(t.app, complete!.json().downloadUrl)).status).toBeGreaterThanOrEqual(400);
  });

  it("a member's delete of their own file is final: no trash entry, and the bytes go after the commit", async () => {
    const own = await uploadFile(t.app, member, { fileName: 'me.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'USER_PROFILE', entityId: memberId } });
    expect(own.complete!.statusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, own.uploadId!));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/files/${own.uploadId}`, headers: bearer(member) });
    expect(del.statusCode).toBe(204);
    expect(del.headers['x-trash-entry-id']).toBeUndefined();
    expect(await eventually(async () => (await t.app.storage.driver.head(row.storageKey!)) === null)).toBe(true);
  });

  it('deleting a help center removes its gallery (the bytes stay in the trash until it is purged)', async () => {
    const center = (await t.app.inject({ method: 'POST', url: '/api/admin/helpcenter', headers: bearer(admin), payload: { name: 'Gallery test center', city: 'Kranj' } })).json();
    const photo = await uploadFile(t.app, admin, { fileName: 'hall.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'HELP_CENTER', helpCenterId: center.helpCenterId } });
    expect(photo.complete!.statusCode).toBe(200);
    // Linked by the help center's id, whichever of its two ids the upload named.
    const gallery = (await t.app.inject({ method: 'GET', url: `/api/files?entityType=HELP_CENTER&entityId=${center.id}` })).json();
    expect(gallery.map((f: { id: string }) => f.id)).toEqual([photo.uploadId]);
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, photo.uploadId!));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/helpcenter/${center.id}`, headers: bearer(admin) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/files?entityType=HELP_CENTER&entityId=${center.id}` })).json()).toEqual([]);
    expect(await t.app.storage.driver.head(row.storageKey!)).not.toBeNull();
  });

  it('deleting an AED removes the files attached to it alone (their bytes stay in the trash until it is purged)', async () => {
    const aed = (await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload('Short-lived') })).json();
    const { uploadId } = await uploadFile(t.app, admin, { fileName: 'p.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'AED', aedId: aed.id } });
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploadId!));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/aed/${aed.id}`, headers: bearer(admin) })).statusCode).toBe(204);
    expect(await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploadId!))).toEqual([]);
    expect(await t.app.storage.driver.head(row.storageKey!)).not.toBeNull();
  });
});
