import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file and folder under `dir`, each folder after what it holds (the order a sync of a data
 * directory needs: every name points at synced data), `dir` itself last. A folder that does not
 * exist holds nothing.
 */
export function* folderTree(dir: string): Generator<{ path: string; isFile: boolean }> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* folderTree(entryPath);
    else if (entry.isFile()) yield { path: entryPath, isFile: true };
  }
  yield { path: dir, isFile: false };
}
