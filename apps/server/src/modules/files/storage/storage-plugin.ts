import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { appMeta } from '../../../db/meta.table';
import { LocalDriver } from './local-driver';
import { createS3Driver } from './s3-driver';
import type { StorageDriver } from './storage-driver';
import { FOLDER_PLACEHOLDER } from './storage-keys';
import { ENTITY_UPLOAD_FOLDERS, UPLOAD_FOLDERS } from '@aedatlas/contracts';

/** The folders the storage browser opens on (002 §2, §9), made once so a new installation shows them. */
// Every ancestor gets its own placeholder too: a folder then exists on its own, whatever a
// storage's listing makes of folders that hold only folders.
const STANDARD_FOLDERS = [...new Set([...UPLOAD_FOLDERS, ...Object.values(ENTITY_UPLOAD_FOLDERS), 'uploads/res/icons'].flatMap(withAncestors))];

function withAncestors(folder: string): string[] {
  const parts = folder.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

async function ensureStandardFolders(app: FastifyInstance, driver: StorageDriver) {
  try {
    for (const folder of STANDARD_FOLDERS) {
      const placeholder = `${folder}/${FOLDER_PLACEHOLDER}`;
      if (!(await driver.head(placeholder))) await driver.put(placeholder, Buffer.alloc(0), 'application/octet-stream');
    }
  } catch (error) {
    // Storage that cannot be reached at start is reported, not fatal: uploads will say so themselves.
    app.log.warn({ err: { message: (error as Error).message } }, 'file storage: could not create the standard folders');
  }
}

export interface FileStorage {
  driver: StorageDriver;
  /** Set with the local driver: it receives uploads and serves downloads itself. */
  local?: LocalDriver;
  /** Signs the local driver's addresses. */
  secret: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

const META_KEY = 'storage-signing-key';

/** From the environment, or made on the first start and kept, so every instance signs alike. */
async function loadOrCreateSecret(db: Db, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured);
  await db.insert(appMeta).values({ key: META_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return Buffer.from(row.value as string);
}

/** File storage as configured: STORAGE_DRIVER=local (default, under DATA_DIR/storage) or s3. */
export default fp(async function storagePlugin(app: FastifyInstance, opts: { config: AppConfig['storage']; db: Db }) {
  const secret = await loadOrCreateSecret(opts.db, opts.config.signingKey);
  if (opts.config.driver === 's3') {
    const driver = await createS3Driver(opts.config.s3);
    app.decorate('storage', { driver, secret });
    await ensureStandardFolders(app, driver);
    return;
  }
  let dir = opts.config.dir;
  if (!dir) {
    // An in-memory database keeps its files in a temporary folder that goes with it.
    const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'aedatlas-storage-'));
    app.addHook('onClose', () => fs.rm(temp, { recursive: true, force: true }));
    dir = temp;
  }
  await fs.mkdir(dir, { recursive: true });
  const local = new LocalDriver(await fs.realpath(dir), secret);
  app.decorate('storage', { driver: local, local, secret });
  await ensureStandardFolders(app, local);
});
