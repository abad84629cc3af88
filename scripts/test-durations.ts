import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: keys are `project:path from the root`. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * How long each test file took in a full run on the two-core CI machine, in seconds: the order
 * the files start in (longest-first-sequencer.ts). Kept in git, so a fresh clone has it too.
 */
export const durationsFile = path.join(repoRoot, 'scripts/test-durations.json');

export const durationKey = (project: string, moduleId: string) => `${project}:${path.relative(repoRoot, moduleId)}`;

export function readDurations(): Record<string, number> {
  if (!existsSync(durationsFile)) return {};
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Adds a run's times to the file (files of other projects keep theirs), sorted for a small diff. */
export function writeDurations(measured: Record<string, number>) {
  const merged = { ...readDurations(), ...measured };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
