// What `npm start` compares to decide whether a part of the project needs building again: one
// hash over the paths and contents of every file under the given inputs, in a fixed order.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** The inputs' fingerprint; paths count relative to `root`, so a moved checkout keeps its builds. */
export function inputsFingerprint(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) for (const file of files(input)) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}
