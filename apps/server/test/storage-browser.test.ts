import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { EXPIRE_UPLOAD_QUEUE } from '../src/modules/files/file-jobs';
import { storedFiles } from '../src/modules/files/files.table';
import { trashEntries } from '../src/modules/trash/trash.table';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { getBytes, multipartBody, newAedPayload, pdfDocument, photoWithGps, pngImage, putBytes, uploadFile } from './helpers/files';
import { eventually } from './helpers/push-service';
import { startS3Server } from './helpers/s3-server';

const setups = [
  ...testDatabases.map((engine) => ({ name: `local driver on ${engine.kind}`, engine, s3: false })),
  { name: 's3 driver (s3rver) on pglite', engine: testDatabases[0], s3: true },
];

describe.each(setups)('storage browser calls, $name', ({ engine, s3 }) => {
  let t: TestApp;
  let s3Server: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let admin: Record<string, string>;
  let adminToken: string;

  beforeAll(async () => {
    s3Server = s3 ? await startS3Server() : undefined;
    t = await startTestApp(engine, s3Server?.env ?? {});
    adminToken = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
    admin = bearer(adminToken);
  });
  afterAll(async () => {
    await t.close();
    await s3Server?.close();
  });

  const upload = (folder: string, name: string, contentType: string, bytes: Buffer, extra: Record<string, string> = {}) => {
    const body = multipartBody({ folder, ...extra }, { name, contentType, bytes });
    return t.app.inject({ method: 'POST', url: '/api/firebase/upload', headers: { ...admin, ...body.headers }, payload: body.payload });
  };
  const list = (path: string) => t.app.inject({ method: 'GET', url: `/api/storage/list?path=${encodeURIComponent(path)}`, headers: admin });

  it("refuses an image past its kind's limit while it is still being sent, and closes the connection", async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const whole = multipartBody({ folder: 'uploads' }, { name: 'big.png', contentType: 'image/png', bytes: Buffer.alloc(12 * 1024 * 1024, 7) });
    // A raw connection: the answer is read as it comes, even when the server's close makes a
    // later write fail (Node's HTTP client may report that failure before the answer).
    const { sent, status, connection } = await new Promise<{ sent: number; status: number; connection?: string }>((resolve) => {
      let sent = 0;
      let received = '';
      const socket = connect(Number(address.port), address.hostname);
      const answer = () => {
        const head = received.split('\r\n\r\n')[0] ?? '';
        const header = (name: string) => head.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name}:`))?.split(':')[1]?.trim();
        return { sent, status: Number(head.split(' ')[1] ?? 0), connection: header('connection') };
      };
      const answered = () => received.includes('\r\n\r\n');
      socket.setEncoding('latin1');
      socket.on('data', (data: string) => (received += data));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer()));
      const headers = { ...admin, ...whole.headers, 'content-length': String(whole.payload.length), host: address.host };
      socket.write(`POST /api/firebase/upload HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
      // A slow sender: 256 KB at a time, a pause between, as a phone on a weak network.
      const send = async () => {
        for (let at = 0; at < whole.payload.length && !answered() && !socket.destroyed; at += 256 * 1024) {
          const chunk = whole.payload.subarray(at, at + 256 * 1024);
          if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
          sent += chunk.length;
          await new Promise((r) => setTimeout(r, 5));
        }
        // The answer came: wait for the server to close (the assertion below needs it to).
      };
      void send().catch(() => undefined);
    });
    expect(status).toBe(413);
    expect(connection).toBe('close');
    // Refused soon after the 10 MB limit, not after the whole 12 MB.
    expect(sent).toBeLessThan(whole.payload.length - 512 * 1024);
  });

  it('refuses to create a folder that is already there, and keeps what is in it', async () => {
    const make = () => t.app.inject({ method: 'POST', url: '/api/storage/folders', headers: admin, payload: { parent: 'uploads', name: 'Twice' } });
    expect((await make()).statusCode).toBe(201);
    expect((await upload('uploads/Twice', 'kept.pdf', 'application/pdf', pdfDocument(), { generateUniqueName: 'false' })).statusCode).toBe(201);
    const again = await make();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A folder with this name already exists here', errors: { name: 'A folder with this name already exists here' } });
    expect((await list('uploads/Twice')).json().files.map((f: { name: string }) => f.name)).toEqual(['kept.pdf']);
  });

  it('creates a folder, uploads into it, lists it with stats and metadata, and deletes in bulk', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/storage/folders', headers: admin, payload: { parent: 'uploads', name: '  Reports 2026  ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ name: 'Reports 2026', path: 'uploads/Reports 2026' });
    const root = (await list('uploads')).json();
    expect(root.folders.map((f: { name: string }) => f.name)).toContain('Reports 2026');
    // A new installation already has the folders the browser opens on (002 §2, §9).
    expect(root.folders.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['aeds', 'helpcenters', 'images', 'res']));
    expect((await list('uploads/res')).json().folders).toEqual([{ name: 'icons', path: 'uploads/res/icons' }]);
    // The placeholder that keeps the empty folder is not shown.
    expect((await list('uploads/Reports 2026')).json()).toEqual({ path: 'uploads/Reports 2026', folders: [], files: [] });

    const before = (await t.app.inject({ method: 'GET', url: '/api/storage/stats', headers: admin })).json();
    const photo = await upload('uploads/Reports 2026', 'Šola Vič.JPG', 'image/jpeg', await photoWithGps());
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({ path: expect.stringMatching(/^uploads\/Reports 2026\/sola-vic-\d{13}-[0-9a-f]{6}\.jpg$/), contentType: 'image/jpeg' });
    const pdf = await upload('uploads/Reports 2026', 'manual.pdf', 'application/pdf', pdfDocument(), { generateUniqueName: 'false' });
    expect(pdf.json().path).toBe('uploads/Reports 2026/manual.pdf');
    // Images are re-encoded here too: no EXIF position in the stored copy.
    const served = await getBytes(t.app, photo.json().downloadURL);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).exif).toBeUndefined();

    const contents = (await list('uploads/Reports 2026')).json();
    expect(contents.files.map((f: { name: string }) => f.name).sort()).toEqual([photo.json().name, 'manual.pdf'].sort());
    const stats = (await t.app.inject({ method: 'GET', url: '/api/storage/stats', headers: admin })).json();
    expect(stats.totalFiles).toBe(before.totalFiles + 2);
    expect(stats.totalSize).toBe(before.totalSize + photo.json().size + pdf.json().size);
    expect(stats.filesByType['image/jpeg']).toBe((before.filesByType['image/jpeg'] ?? 0) + 1);
    const all = (await t.app.inject({ method: 'GET', url: '/api/storage/files', headers: admin })).json();
    expect(all.map((f: { path: string }) => f.path)).toContain('uploads/Reports 2026/manual.pdf');
    const meta = await t.app.inject({ method: 'GET', url: `/api/storage/metadata?path=${encodeURIComponent('uploads/Reports 2026/manual.pdf')}`, headers: admin });
    expect(meta.json()).toMatchObject({ name: 'manual.pdf', size: pdf.json().size, contentType: 'application/pdf' });

    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/storage/delete-many',
      headers: admin,
      payload: { paths: [photo.json().path, 'uploads/Reports 2026/manual.pdf', 'uploads/Reports 2026/missing.pdf'] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().successes).toHaveLength(2);
    expect(bulk.json().failures).toEqual([{ path: 'uploads/Reports 2026/missing.pdf', error: 'File not found' }]);
    expect((await list('uploads/Reports 2026')).json().files).toEqual([]);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=storage-object', headers: admin });
    expect(audit.json().data.length).toBeGreaterThanOrEqual(5);
  });

  it('deletes a file into the trash: hidden, restorable unless its path was taken, and purged for good', async () => {
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: admin });
    const bytes = pdfDocument(3000);
    const path = (await upload('uploads/trash-test', 'notes.pdf', 'application/pdf', bytes, { generateUniqueName: 'false' })).json().path as string;
    const removeFile = async () => {
      const del = await call('DELETE', `/api/storage/object?path=${encodeURIComponent(path)}`);
      expect(del.statusCode, del.body).toBe(204);
      return del.headers['x-trash-entry-id'] as string;
    };
    const first = await removeFile();
    expect((await list('uploads/trash-test')).json().files).toEqual([]);
    expect((await call('GET', `/api/storage/metadata?path=${encodeURIComponent(path)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/trash?kind=storage-object')).json().data[0]).toMatchObject({ id: first, kind: 'storage-object', title: path });

    // A new file took the path meanwhile: the restore says so and the entry stays.
    expect((await upload('uploads/trash-test', 'notes.pdf', 'application/pdf', pdfDocument(10), { generateUniqueName: 'false' })).statusCode).toBe(201);
    const refused = await call('POST', `/api/admin/trash/${first}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`another file now has the path ${path}`);
    const second = await removeFile();
    expect((await call('POST', `/api/admin/trash/${first}/restore`)).statusCode).toBe(200);
    const restored = (await call('GET', `/api/storage/metadata?path=${encodeURIComponent(path)}`)).json();
    expect(restored).toMatchObject({ size: bytes.length, contentType: 'application/pdf' });
    expect((await getBytes(t.app, restored.downloadURL)).body.equals(bytes)).toBe(true);

    // Deleting the second for good removes its bytes, never the restored file at the same path.
    const [entry] = await t.app.database.db.select().from(trashEntries).where(eq(trashEntries.id, second));
    const trashKey = String(entry.parts.at(-1)!.rows[0].trash_key);
    expect(await t.app.storage.driver.head(trashKey)).not.toBeNull();
    expect((await call('DELETE', `/api/admin/trash/${second}`)).statusCode).toBe(204);
    expect(await eventually(async () => (await t.app.storage.driver.head(trashKey)) === null, 15_000)).toBe(true);
    expect((await call('GET', `/api/storage/metadata?path=${encodeURIComponent(path)}`)).statusCode).toBe(200);
  });

  it("deletes an AED's uploaded picture from the storage browser into the trash, and the restore brings back its record and the picture", async () => {
    const aed = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: admin, payload: newAedPayload(`Storage trash ${Date.now()}`) });
    const aedId = aed.json().id as string;
    const uploaded = await uploadFile(t.app, adminToken, { fileName: 'front.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'AED', aedId } });
    expect(uploaded.complete!.statusCode).toBe(200);
    const [record] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploaded.uploadId!));
    const pictures = async () => (await t.app.inject({ method: 'GET', url: `/api/aed/${aedId}` })).json().pictures as unknown[];
    expect(await pictures()).toHaveLength(1);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/storage/object?path=${encodeURIComponent(record.storageKey!)}`, headers: admin });
    expect(del.statusCode).toBe(204);
    expect(await pictures()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${record.id}/content` })).statusCode).toBe(404);

    const restore = await t.app.inject({ method: 'POST', url: `/api/admin/trash/${del.headers['x-trash-entry-id']}/restore`, headers: admin });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await pictures()).toHaveLength(1);
    const redirect = await t.app.inject({ method: 'GET', url: `/api/files/${record.id}/content` });
    expect(redirect.statusCode).toBe(302);
    expect((await getBytes(t.app, redirect.headers.location as string)).status).toBe(200);
  });

  it('refuses paths that could leave their folder, before touching storage', async () => {
    for (const path of ['..', '../..', 'uploads/../..', '/etc/passwd', 'uploads\\..\\x', 'uploads/%2e%2e', 'uploads//x', '.uploads', 'a\u0000b', 'uploads/.keep']) {
      const res = await list(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.body).not.toMatch(/ENOENT|stack|\/tmp\//);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/storage/object?path=${encodeURIComponent(path)}`, headers: admin });
      expect(del.statusCode, path).toBe(400);
    }
    // A path that is encoded twice arrives with '%' and is refused too.
    expect((await t.app.inject({ method: 'GET', url: '/api/storage/list?path=uploads%252F..%252F..', headers: admin })).statusCode).toBe(400);
    const folder = await t.app.inject({ method: 'POST', url: '/api/storage/folders', headers: admin, payload: { parent: '', name: '..' } });
    expect(folder.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/storage/folders', headers: admin, payload: { parent: 'uploads', name: '   ' } })).json().errors.name).toBe('Please enter a folder name');
    expect((await upload('../outside', 'x.png', 'image/png', await pngImage())).statusCode).toBe(400);
    // A file name cannot carry a path: it is sanitised into one name in the chosen folder.
    const sneaky = await upload('uploads/images', '../../../etc/evil.png', 'image/png', await pngImage());
    expect(sneaky.statusCode).toBe(201);
    expect(sneaky.json().path).toMatch(/^uploads\/images\/evil-\d{13}-[0-9a-f]{6}\.png$/);
    if (!s3) {
      const signed = await t.app.storage.driver.downloadUrl('uploads/images/x.png', new Date(Date.now() + 60_000));
      const escaped = signed.replace('uploads/images/x.png', '..%2F..%2Fetc%2Fpasswd');
      expect((await t.app.inject({ method: 'GET', url: escaped })).statusCode).toBe(403);
    }
  });

  it('refuses an upload of a type it does not allow or whose bytes are not what its name says', async () => {
    expect((await upload('uploads/images', 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).statusCode).toBe(415);
    expect((await upload('uploads/images', 'photo.jpg', 'image/jpeg', Buffer.from('<html></html>'))).statusCode).toBe(415);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/firebase/upload', headers: { ...admin, 'content-type': 'application/json' }, payload: {} });
    expect(noFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(noFile.statusCode).toBeLessThan(500);
  });

  it('an upload that is never completed is removed after its address expires', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/files/upload-url', headers: admin, payload: { fileName: 'left.png', contentType: 'image/png' } });
    const { uploadId, uploadUrl, expiresAt } = res.json();
    expect((await putBytes(t.app, uploadUrl, await pngImage(), 'image/png')).status).toBe(200);
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploadId));
    expect(await t.app.storage.driver.head(row.stagingKey)).not.toBeNull();
    // The clean-up was queued with the upload, for an hour after the address expires.
    const { rows } = (await t.app.database.db.execute(
      sql`select start_after from pgboss.job where name = ${EXPIRE_UPLOAD_QUEUE} and data->>'fileId' = ${uploadId}`,
    )) as unknown as { rows: { start_after: Date }[] };
    expect(rows).toHaveLength(1);
    expect(Math.abs(new Date(rows[0].start_after).getTime() - (new Date(expiresAt).getTime() + 3_600_000))).toBeLessThan(5000);
    // Its time comes: the queued job runs and removes the record and the bytes.
    await t.app.database.db.execute(sql`update pgboss.job set start_after = now() where name = ${EXPIRE_UPLOAD_QUEUE} and data->>'fileId' = ${uploadId}`);
    t.app.jobs.wake(EXPIRE_UPLOAD_QUEUE);
    expect(await eventually(async () => (await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploadId))).length === 0, 15_000)).toBe(true);
    expect(await t.app.storage.driver.head(row.stagingKey)).toBeNull();
  });
});
