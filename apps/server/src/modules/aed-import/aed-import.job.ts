import { pageOf } from '@aedatlas/contracts';
import type { AedImportRun } from '@aedatlas/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import { countOsmRecords, importAedsFromFile } from '../../seed/import-aeds';
import { users } from '../users/users.table';
import { aedImportRuns } from './aed-import.table';

export const AED_IMPORT_QUEUE = 'aed-import';
export interface AedImportJob {
  runId: string;
}

/**
 * How far the runs this instance works have got. On PostgreSQL the count is also written to the
 * run's row (another instance may answer the progress request); PGlite has one connection, held
 * by the import's transaction, so there it lives here only, on the one instance there is.
 */
const liveProgress = new Map<string, number>();

/** Runs one queued import: the uploaded file, with its mode, then the report on the run's row. */
export async function runQueuedImport(app: FastifyInstance, runId: string) {
  const db = app.database.db;
  const [run] = await db.select().from(aedImportRuns).where(eq(aedImportRuns.id, runId));
  // Gone, or already run (a job delivered twice): nothing to do.
  if (!run || run.status === 'done' || run.status === 'failed' || run.fileContent === null) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'aedatlas-import-'));
  try {
    const file = path.join(dir, 'upload');
    await writeFile(file, run.fileContent);
    const total = await countOsmRecords(file);
    await db.update(aedImportRuns).set({ status: 'running', total, processed: 0 }).where(eq(aedImportRuns.id, runId));
    liveProgress.set(runId, 0);
    const report = await importAedsFromFile(db, file, {
      mode: run.mode === 'partial' ? 'partial' : 'full',
      runId,
      onProgress: async (processed) => {
        liveProgress.set(runId, processed);
        if (app.database.kind === 'postgres') await db.update(aedImportRuns).set({ processed }).where(eq(aedImportRuns.id, runId));
      },
    });
    await db
      .update(aedImportRuns)
      .set({ status: 'done', processed: total, report, fileContent: null, finishedAt: new Date() })
      .where(eq(aedImportRuns.id, runId));
    app.aedFeeds.invalidate();
  } catch (err) {
    // The import is one transaction, so nothing of it was written; the message says why.
    await db
      .update(aedImportRuns)
      .set({ status: 'failed', error: `The import failed and changed nothing: ${(err as Error).message}`.slice(0, 500), fileContent: null, finishedAt: new Date() })
      .where(eq(aedImportRuns.id, runId));
  } finally {
    liveProgress.delete(runId);
    await rm(dir, { recursive: true, force: true });
  }
}

export async function registerAedImportJobs(app: FastifyInstance) {
  // No retries: a failed import is reported on its run, and the admin starts it again. One at a
  // time (singleton): two imports side by side would each flag what only the other file has.
  await app.jobs.work<AedImportJob>(AED_IMPORT_QUEUE, { name: AED_IMPORT_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 3600 }, async ([job]) => {
    await runQueuedImport(app, job.data.runId);
  });
}

const selectRuns = (db: Db) =>
  db
    .select({
      id: aedImportRuns.id,
      status: aedImportRuns.status,
      mode: aedImportRuns.mode,
      fileName: aedImportRuns.fileName,
      processed: aedImportRuns.processed,
      total: aedImportRuns.total,
      report: aedImportRuns.report,
      error: aedImportRuns.error,
      startedBy: users.email,
      createdAt: aedImportRuns.createdAt,
      finishedAt: aedImportRuns.finishedAt,
    })
    .from(aedImportRuns)
    .leftJoin(users, eq(users.id, aedImportRuns.startedBy));
type RunRow = Awaited<ReturnType<typeof selectRuns>>[number];

/** A run as the console shows it, with this instance's live progress when it works it. */
const toRunDto = (row: RunRow): AedImportRun => ({
  ...row,
  status: row.status as AedImportRun['status'],
  mode: row.mode as AedImportRun['mode'],
  processed: row.status === 'running' ? Math.max(row.processed, liveProgress.get(row.id) ?? 0) : row.processed,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The latest runs, from the console and the command line, newest first. */
export async function listImportRuns(db: Db, q: { page: number; size: number }) {
  const [rows, n] = await Promise.all([
    selectRuns(db).orderBy(desc(aedImportRuns.createdAt), desc(aedImportRuns.id)).limit(q.size).offset(q.page * q.size),
    db.$count(aedImportRuns),
  ]);
  return pageOf(rows.map(toRunDto), n, q);
}

export async function findImportRun(db: Db, id: string): Promise<AedImportRun | undefined> {
  const [row] = await selectRuns(db).where(eq(aedImportRuns.id, id));
  return row && toRunDto(row);
}
