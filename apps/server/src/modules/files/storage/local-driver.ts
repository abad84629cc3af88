import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { signedAddress } from './signed-address';
import type { StorageDriver, StorageListing, StoredObject } from './storage-driver';
import { contentTypeOfKey, isHiddenName, isSafeKey } from './storage-keys';

export class TooLargeError extends Error {}
export class UnsafeKeyError extends Error {}

/**
 * Files in a folder on this machine (outside the web root), served by this server through
 * HMAC-signed, expiring addresses. Writes go to a temporary file that is flushed to disk and
 * renamed into place, so a reader never sees half a file and an acknowledged upload survives a crash.
 */
export class LocalDriver implements StorageDriver {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly secret: Buffer,
  ) {}

  /** The file's place on disk; refuses any key that could leave the root. */
  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new UnsafeKeyError(`Unsafe storage key`);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new UnsafeKeyError(`Unsafe storage key`);
    return full;
  }

  async uploadUrl(key: string, contentType: string, maxBytes: number, expiresAt: Date) {
    return signedAddress(this.secret, { op: 'put', key, exp: Math.floor(expiresAt.getTime() / 1000), max: maxBytes, ct: contentType });
  }

  async downloadUrl(key: string, expiresAt: Date) {
    return signedAddress(this.secret, { op: 'get', key, exp: Math.floor(expiresAt.getTime() / 1000), max: 0, ct: '' });
  }

  /** Writes a stream to the key, refusing it (and keeping nothing) past `maxBytes`. Returns the size. */
  async receive(key: string, source: Readable, maxBytes: number): Promise<number> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = tempPathFor(target);
    let size = 0;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) source.destroy(new TooLargeError('File too large'));
    });
    try {
      const out = createWriteStream(temp, { flags: 'wx' });
      await pipeline(source, out);
      await flush(temp);
      await fs.rename(temp, target);
      return size;
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async put(key: string, body: Buffer) {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = tempPathFor(target);
    try {
      const handle = await fs.open(temp, 'wx');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  read(key: string) {
    return fs.readFile(this.pathOf(key));
  }

  async readStart(key: string, bytes: number) {
    const handle = await fs.open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async stream(key: string) {
    return createReadStream(this.pathOf(key));
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const stat = await fs.stat(this.pathOf(key));
      return stat.isFile() ? toObject(key, stat) : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async move(from: string, to: string) {
    const target = this.pathOf(to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.pathOf(from), target);
  }

  async delete(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string, recursive: boolean): Promise<StorageListing> {
    const listing: StorageListing = { folders: [], files: [] };
    await this.walk(prefix, recursive, listing);
    return listing;
  }

  private async walk(prefix: string, recursive: boolean, into: StorageListing) {
    const dir = prefix ? this.pathOf(prefix) : this.root;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (isHiddenName(entry.name)) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (recursive) await this.walk(key, true, into);
        else into.folders.push(key);
      } else if (entry.isFile()) {
        into.files.push(toObject(key, await fs.stat(path.join(dir, entry.name))));
      }
    }
  }
}

function toObject(key: string, stat: { size: number; birthtimeMs: number; mtime: Date }): StoredObject {
  return { key, size: stat.size, contentType: contentTypeOfKey(key), timeCreated: stat.birthtimeMs > 0 ? new Date(stat.birthtimeMs) : stat.mtime };
}

/** A hidden name beside the target, so listings never show a file being written. */
const tempPathFor = (target: string) => path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.part`);

async function flush(file: string) {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
