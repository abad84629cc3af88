import { closeSync, fsyncSync, openSync } from 'node:fs';
import path from 'node:path';
import type { Extension } from '@electric-sql/pglite';
import { folderTree } from './folder-tree';

/**
 * PGlite starts PostgreSQL with fsync off (`-F`), and its file system layer (Emscripten's NODEFS)
 * turns fsync into nothing and fdatasync into nothing: a commit would reach the page cache only,
 * and an OS crash or power cut could lose it. Three steps make the embedded database durable:
 * PostgreSQL runs with fsync on and syncs its WAL with fsync (the one call that reaches the file
 * system layer); that call becomes a real fsync(2) of the file from before PostgreSQL starts, so
 * the syncs of a start after a crash (recovery, its checkpoint) are as real as a commit's; and the
 * files of a new database, written by PGlite's initdb without a sync, are synced once.
 */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'];
}

let fsyncCalls = 0;
/** How many real fsync calls the embedded database has made in this process (for tests and checks). */
export const pgliteFsyncCount = () => fsyncCalls;

type FsyncListener = (file: string) => void;
const listeners = new Set<FsyncListener>();
/** Calls `listener` with the path of each file synced from now on; returns the function that stops it (for tests). */
export function watchPgliteFsyncs(listener: FsyncListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function synced(fd: number, file: string) {
  fsyncSync(fd);
  fsyncCalls += 1;
  for (const listener of listeners) listener(file);
}

interface NodeStream {
  nfd?: number;
  path?: string;
}
interface EmscriptenModule {
  NODEFS?: { stream_ops: { fsync?: (stream: NodeStream) => number } };
}

/**
 * A PGlite extension with no SQL of its own: before PostgreSQL runs, it makes the file system
 * layer's fsync a real one. It must be the last extension, so the data directory is mounted.
 */
export const durableFsync: Extension = {
  name: 'durable-fsync',
  async setup(_pg, emscriptenOpts: { preRun?: ((module: EmscriptenModule) => void)[] }) {
    const useRealFsync = (module: EmscriptenModule) => {
      const streamOps = module.NODEFS?.stream_ops;
      if (!streamOps) throw new Error('PGlite file system layer not found: commits could not be made durable');
      streamOps.fsync = (stream) => {
        if (typeof stream.nfd === 'number') synced(stream.nfd, stream.path ?? '');
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), useRealFsync] } };
  },
};

/** Syncs a new database's files: every file and folder under `dir`, then the folder that holds it. */
export function syncNewDatabase(dir: string): void {
  for (const entry of folderTree(dir)) syncFile(entry.path);
  syncFile(path.dirname(dir));
}

function syncFile(file: string) {
  const fd = openSync(file, 'r');
  try {
    synced(fd, file);
  } finally {
    closeSync(fd);
  }
}
