import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** The plain bytes of a large document, kept in a file of this process's folder instead of memory. */
export interface SpilledFile {
  path: string;
  length: number;
}

/**
 * How long a file stays after its document was let go: an answer that began before has opened
 * it by then (and reads on from the open file once it is deleted), however slow its client.
 */
const KEEP_AFTER_RELEASE_MS = 60_000;

const FOLDER_PREFIX = 'aedatlas-documents-';

let folder: string | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The folders a process left behind when it could not remove its own (killed, crashed): those of
 * processes no longer running, and those of this process id before this process (a container's
 * server is always the same process id).
 */
function removeLeftFolders(base: string) {
  for (const name of readdirSync(base)) {
    const pid = Number(name.slice(FOLDER_PREFIX.length).split('-')[0]);
    if (!name.startsWith(FOLDER_PREFIX) || !Number.isInteger(pid) || pid <= 0) continue;
    if (pid === process.pid || !isRunning(pid)) rmSync(path.join(base, name), { recursive: true, force: true });
  }
}

/** One folder under the system's temporary folder (TMPDIR) per process, removed when it exits. */
function spillFolder(): string {
  if (!folder) {
    const base = tmpdir();
    removeLeftFolders(base);
    const made = mkdtempSync(path.join(base, `${FOLDER_PREFIX}${process.pid}-`));
    folder = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  return folder;
}

/**
 * Writes the parts, in order, to a new file. A folder removed under the running process (a
 * temporary-file cleaner) is made again; a file that could not be written whole is not left.
 */
export async function spill(parts: Buffer[], length: number): Promise<SpilledFile> {
  try {
    return await spillInto(spillFolder(), parts, length);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    folder = undefined;
    return spillInto(spillFolder(), parts, length);
  }
}

async function spillInto(into: string, parts: Buffer[], length: number): Promise<SpilledFile> {
  const file = path.join(into, randomUUID());
  try {
    await writeFile(file, parts);
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
  return { path: file, length };
}

/**
 * The file's bytes. Should the file be gone (a temporary-file cleaner), the same bytes from the
 * document's gzip form, which is always in memory: a plain answer is never cut or refused for it.
 */
export function readSpilled(file: SpilledFile, gzipped: Buffer): Readable {
  if (existsSync(file.path)) return createReadStream(file.path);
  const gunzip = createGunzip();
  gunzip.end(gzipped);
  return gunzip;
}

/** Deletes the file once no answer can still be about to open it. */
export function releaseSpilled(file: SpilledFile, afterMs = KEEP_AFTER_RELEASE_MS): void {
  setTimeout(() => void unlink(file.path).catch(() => undefined), afterMs).unref();
}
