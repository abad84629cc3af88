import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite starts PostgreSQL with fsync off (`-F`), and its file system layer (Emscripten's NODEFS)
 * turns fsync into nothing and fdatasync into nothing: a commit would reach the page cache only,
 * and an OS crash or power cut could lose it. These two steps make an acknowledged commit durable:
 * PostgreSQL runs with fsync on and syncs its WAL with fsync (the one call that reaches the file
 * system layer), and that call becomes a real fsync(2) of the file.
 */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'];
}

let fsyncCalls = 0;
/** How many real fsync calls the embedded database has made in this process (for tests and checks). */
export const pgliteFsyncCount = () => fsyncCalls;

interface NodeStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodeStream) => number } };
}

export async function makeCommitsDurable(client: PGlite): Promise<void> {
  const module = (client as unknown as { mod?: EmscriptenModule }).mod;
  const streamOps = module?.NODEFS?.stream_ops;
  if (!streamOps) throw new Error('PGlite file system layer not found: commits could not be made durable');
  streamOps.fsync = (stream) => {
    if (typeof stream.nfd === 'number') {
      fsyncSync(stream.nfd);
      fsyncCalls += 1;
    }
    return 0;
  };
  // What was written before the hook (a new database, its first migrations) reaches the disk now.
  await client.exec('CHECKPOINT');
}
