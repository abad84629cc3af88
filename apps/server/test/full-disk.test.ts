import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { storedFiles } from '../src/modules/files/files.table';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { newAedPayload, pngImage, putBytes } from './helpers/files';

const FULL = { statusCode: 507, error: 'Insufficient Storage', message: 'The server has no room to store this right now. Nothing was saved; please try again later.' };

describe.each(testDatabases)('writes on a full disk, on $kind', (engine) => {
  let t: TestApp;
  let admin: string;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine, { LOG_LEVEL: 'error' }, { logStream: { write: (line) => void logged.push(line) } });
    admin = (await signIn(t.app, await createTestUser(t.app, { admin: true }))).access_token;
  });
  afterAll(async () => t.close());

  it('an upload gets 507 with a plain message, keeps nothing, and the same address takes it once there is room', async () => {
    const aed = (await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload('Full disk') })).json();
    const issued = (await t.app.inject({ method: 'POST', url: '/api/files/upload-url', headers: bearer(admin), payload: { fileName: 'door.png', contentType: 'image/png' } })).json();
    const bytes = await pngImage();
    // The kernel's own ENOSPC: /dev/full refuses every write as a full disk does.
    const diskFull = vi.spyOn(t.app.storage.local!, 'receive').mockImplementation(async (_key, source) => {
      await pipeline(source, createWriteStream('/dev/full'));
      return 0;
    });
    logged.length = 0;
    let full;
    try {
      full = await putBytes(t.app, issued.uploadUrl, bytes, 'image/png');
    } finally {
      diskFull.mockRestore();
    }
    expect(full.status).toBe(507);
    expect(JSON.parse(full.body)).toEqual(FULL);
    // The operator finds it by name in the log, not as a crash.
    expect(logged.join('')).toContain('no space left to store a write');
    expect(logged.join('')).not.toContain('unhandled error');
    // Nothing half-written: the upload is still pending and no bytes are kept.
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.id, issued.uploadId));
    expect(row.status).toBe('pending');
    expect(await t.app.storage.driver.head(row.stagingKey)).toBeNull();

    expect((await putBytes(t.app, issued.uploadUrl, bytes, 'image/png')).status).toBe(200);
    const complete = await t.app.inject({ method: 'POST', url: '/api/files/upload-complete', headers: bearer(admin), payload: { uploadId: issued.uploadId, fileSize: bytes.length, entityType: 'AED', aedId: aed.id } });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().status).toBe('completed');
  });

  it("a write the database has no room for (SQLSTATE 53100, disk_full) gets 507 and saves nothing; it goes through once there is room", async () => {
    const db = t.app.database.db;
    // The database's own error, raised where a full disk raises it: while the row is written.
    await db.execute(sql`create function disk_full_for_test() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`);
    await db.execute(sql`create trigger disk_full_for_test before insert on aeds for each row execute function disk_full_for_test()`);
    logged.length = 0;
    let full;
    try {
      full = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload('No room') });
    } finally {
      await db.execute(sql`drop trigger disk_full_for_test on aeds`);
      await db.execute(sql`drop function disk_full_for_test()`);
    }
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual(FULL);
    expect(logged.join('')).toContain('no space left to store a write');
    expect(logged.join('')).not.toContain('unhandled error');
    expect(await db.select({ id: aeds.id }).from(aeds).where(eq(aeds.description, 'No room'))).toEqual([]);

    const saved = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(admin), payload: newAedPayload('No room') });
    expect(saved.statusCode).toBe(201);
    expect(await db.select({ id: aeds.id }).from(aeds).where(eq(aeds.description, 'No room'))).toEqual([{ id: saved.json().id }]);
  });
});
