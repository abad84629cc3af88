import { pageOf } from '@aedatlas/contracts';
import type { AedImportRun } from '@aedatlas/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import { countOsmRecords, ImportBlockedError, runImportFromFile, StaleImportError } from '../../seed/import-aeds';
import { users } from '../users/users.table';
import { aedImportRuns } from './aed-import.table';

export const AED_IMPORT_QUEUE = 'aed-import';
export interface AedImportJob {
  runId: string;
  /** Apply the planned run; without it, the run's dry run. */
  apply?: boolean;
}

/**
 * How far the runs this instance works have got. On PostgreSQL the count is also written to the
 * run's row (another instance may answer the progress request); PGlite has one connection, held
 * by the import's transaction, so there it lives here only, on the one instance there is.
 */
const liveProgress = new Map<string, number>();

/**
 * Runs one queued step of a console import: the dry run of the uploaded file (nothing written;
 * the run ends planned, or blocked by a safety rule), or, once an admin applied it, the import
 * itself, which must do what the dry run showed (else the run is stale and nothing is written).
 */
export async function runQueuedImport(app: FastifyInstance, runId: string, apply = false) {
  const db = app.database.db;
  const [run] = await db.select().from(aedImportRuns).where(eq(aedImportRuns.id, runId));
  // Gone, or this step already ran (a job delivered twice): nothing to do.
  if (!run || run.fileContent === null || run.status !== (apply ? 'applying' : 'queued')) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'aedatlas-import-'));
  const finish = (values: Partial<typeof aedImportRuns.$inferInsert>) => db.update(aedImportRuns).set({ finishedAt: new Date(), ...values }).where(eq(aedImportRuns.id, runId));
  try {
    const file = path.join(dir, 'upload');
    await writeFile(file, run.fileContent);
    const total = await countOsmRecords(file);
    await db.update(aedImportRuns).set({ status: apply ? 'applying' : 'running', total, processed: 0 }).where(eq(aedImportRuns.id, runId));
    liveProgress.set(runId, 0);
    const plan = await runImportFromFile(db, file, {
      mode: run.mode === 'partial' ? 'partial' : 'full',
      runId,
      dryRun: !apply,
      details: !apply,
      guardRemovals: true,
      expect: apply ? (run.report ?? undefined) : undefined,
      onProgress: async (processed) => {
        liveProgress.set(runId, processed);
        if (app.database.kind === 'postgres') await db.update(aedImportRuns).set({ processed }).where(eq(aedImportRuns.id, runId));
      },
    });
    if (apply) {
      await finish({ status: 'done', processed: total, report: plan.report, fileContent: null });
      app.aedFeeds.invalidate();
    } else {
      // A blocked run cannot be applied: its file goes at once.
      await finish({ status: plan.blocked ? 'blocked' : 'planned', processed: total, report: plan.report, details: plan.details, blocked: plan.blocked, ...(plan.blocked ? { fileContent: null } : {}) });
    }
  } catch (err) {
    // The import is one transaction, so nothing of it was written; the run says why.
    if (err instanceof StaleImportError) await finish({ status: 'stale', error: err.message, fileContent: null });
    else if (err instanceof ImportBlockedError) await finish({ status: 'blocked', blocked: err.message, fileContent: null });
    else await finish({ status: 'failed', error: `The import failed and changed nothing: ${(err as Error).message}`.slice(0, 500), fileContent: null });
  } finally {
    liveProgress.delete(runId);
    await rm(dir, { recursive: true, force: true });
  }
}

export async function registerAedImportJobs(app: FastifyInstance) {
  // No retries: a failed import is reported on its run, and the admin starts it again. One at a
  // time (singleton): two imports side by side would each flag what only the other file has.
  await app.jobs.work<AedImportJob>(AED_IMPORT_QUEUE, { name: AED_IMPORT_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 3600 }, async ([job]) => {
    await runQueuedImport(app, job.data.runId, job.data.apply === true);
  });
}

const appliers = alias(users, 'appliers');
const selectRuns = (db: Db, withDetails: boolean) =>
  db
    .select({
      id: aedImportRuns.id,
      status: aedImportRuns.status,
      mode: aedImportRuns.mode,
      fileName: aedImportRuns.fileName,
      processed: aedImportRuns.processed,
      total: aedImportRuns.total,
      report: aedImportRuns.report,
      // The first rows of each kind: on one run's page, not in the list.
      details: withDetails ? aedImportRuns.details : sql<null>`null`,
      blocked: aedImportRuns.blocked,
      error: aedImportRuns.error,
      startedBy: users.email,
      appliedBy: appliers.email,
      createdAt: aedImportRuns.createdAt,
      finishedAt: aedImportRuns.finishedAt,
    })
    .from(aedImportRuns)
    .leftJoin(users, eq(users.id, aedImportRuns.startedBy))
    .leftJoin(appliers, eq(appliers.id, aedImportRuns.appliedBy));
type RunRow = Awaited<ReturnType<typeof selectRuns>>[number];

/** A run as the console shows it, with this instance's live progress when it works it. */
const toRunDto = (row: RunRow): AedImportRun => ({
  ...row,
  status: row.status as AedImportRun['status'],
  mode: row.mode as AedImportRun['mode'],
  processed: row.status === 'running' || row.status === 'applying' ? Math.max(row.processed, liveProgress.get(row.id) ?? 0) : row.processed,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The latest runs, from the console and the command line, newest first. */
export async function listImportRuns(db: Db, q: { page: number; size: number }) {
  const [rows, n] = await Promise.all([
    selectRuns(db, false).orderBy(desc(aedImportRuns.createdAt), desc(aedImportRuns.id)).limit(q.size).offset(q.page * q.size),
    db.$count(aedImportRuns),
  ]);
  return pageOf(rows.map(toRunDto), n, q);
}

export async function findImportRun(db: Db, id: string): Promise<AedImportRun | undefined> {
  const [row] = await selectRuns(db, true).where(eq(aedImportRuns.id, id));
  return row && toRunDto(row);
}
