import { statSync } from 'node:fs';
import path from 'node:path';
import { folderTree } from './folder-tree';

const MB = 1024 * 1024;
/** PGlite's own setting, kept as the ceiling: the embedded database serves one process. */
export const MAX_SHARED_BUFFERS_MB = 128;
export const MIN_SHARED_BUFFERS_MB = 32;
const STEP_MB = 16;

/**
 * PostgreSQL's shared buffers for the embedded database, sized to its data on disk (the relations
 * under `base/`, rounded up to 16 MB, from 32 MB to 128 MB). PGlite sets up all of its 128 MB in
 * WebAssembly at every start, about half a second of a restart, for a database that mostly holds
 * a few MB; a large one (100,000 AEDs) still gets the full 128 MB. The size is read at start: a
 * database that grows a lot while running gets its larger buffers at the next start.
 */
export function sharedBuffersMb(databaseDir: string | undefined): number {
  const dataMb = databaseDir ? sizeOf(path.join(databaseDir, 'base')) / MB : 0;
  const rounded = Math.ceil(dataMb / STEP_MB) * STEP_MB;
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, rounded));
}

/** Bytes of every file under `dir`; 0 when it does not exist (a new database). */
function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of folderTree(dir)) if (entry.isFile) total += statSync(entry.path, { throwIfNoEntry: false })?.size ?? 0;
  return total;
}
