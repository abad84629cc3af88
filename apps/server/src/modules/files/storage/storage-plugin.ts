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
import { S3Driver } from './s3-driver';
import type { StorageDriver } from './storage-driver';

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
    app.decorate('storage', { driver: new S3Driver(opts.config.s3), secret });
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
});
