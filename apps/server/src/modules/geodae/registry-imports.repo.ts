import { IMPORT_DETAIL_MAX, pageOf, type RegistryImportRun } from '@aedatlas/contracts';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import type { GeodaePlan } from './geodae-plan';
import { registryImportRuns } from './registry-imports.table';

/**
 * What a plan would write, as one digest: every added row, changed value, move, removal and kept
 * AED. The same file against an unchanged registry gives the same digest; any difference in what
 * would be written gives another, even with the same counts.
 */
export function planDigest(plan: GeodaePlan): string {
  const written = { added: plan.added, changed: plan.changed, moved: plan.moved, removed: plan.removed.map((r) => r.aedId), kept: plan.kept };
  return createHash('sha256').update(JSON.stringify(written)).digest('hex');
}

/** A plan's counts, and the first rows of each kind the console lists. */
export function summaryOf(plan: GeodaePlan): Pick<RegistryImportRun, 'counts' | 'details' | 'blocked'> {
  const first = <T>(list: T[]) => list.slice(0, IMPORT_DETAIL_MAX);
  return {
    blocked: plan.blocked,
    counts: {
      rows: plan.rows,
      refused: plan.refused.length,
      ignored: plan.ignored.length,
      added: plan.added.length,
      linked: plan.linked,
      unchanged: plan.unchanged,
      changed: plan.changed.length,
      moved: plan.moved.length,
      removed: plan.removed.length,
      kept: plan.kept.length,
    },
    details: {
      refused: first(plan.refused),
      ignored: first(plan.ignored),
      added: first(plan.added).map((a) => ({ line: a.line, name: a.cells.nom, latitude: Number(a.cells.lat_coor1), longitude: Number(a.cells.long_coor1) })),
      changed: first(plan.changed),
      moved: first(plan.moved).map(({ aedId, line, meters }) => ({ aedId, line, meters })),
      removed: first(plan.removed),
      kept: first(plan.kept),
    },
  };
}

const starter = alias(users, 'starter');
const applier = alias(users, 'applier');
const { fileContent: _file, planDigest: _digest, ...shown } = getTableColumns(registryImportRuns);
const columns = { ...shown, startedByEmail: starter.email, appliedByEmail: applier.email };

function toDto(row: typeof registryImportRuns.$inferSelect & { startedByEmail: string | null; appliedByEmail: string | null }): RegistryImportRun {
  return {
    id: row.id,
    format: row.format,
    source: row.source,
    fileName: row.fileName,
    startedBy: row.startedByEmail,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    blocked: row.blocked,
    counts: row.counts,
    details: row.details,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    appliedBy: row.appliedByEmail,
  };
}

const select = (db: Db) =>
  db
    .select(columns)
    .from(registryImportRuns)
    .leftJoin(starter, eq(starter.id, registryImportRuns.startedBy))
    .leftJoin(applier, eq(applier.id, registryImportRuns.appliedBy));

export async function findRegistryImport(db: Db, id: string): Promise<RegistryImportRun | undefined> {
  const [row] = await select(db).where(eq(registryImportRuns.id, id));
  return row && toDto(row as never);
}

/** The run history, newest first. */
export async function listRegistryImports(db: Db, q: { page: number; size: number }) {
  const [rows, [{ n }]] = await Promise.all([
    select(db)
      .orderBy(desc(registryImportRuns.createdAt), desc(registryImportRuns.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(registryImportRuns),
  ]);
  return pageOf(
    rows.map((r) => toDto(r as never)),
    n,
    q,
  );
}
