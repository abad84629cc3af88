import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runServer } from './server';

/**
 * Once per run: the real server migrates and seeds an embedded database, then stops cleanly.
 * Every test file's server starts on a copy of that folder (server.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aedatlas-e2e-seeded-'));
  const server = await runServer(dataDir);
  await server.stop();
  project.provide('seededDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
