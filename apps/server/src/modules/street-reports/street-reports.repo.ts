import { type AedState, OUT_OF_SERVICE_KINDS, serviceDate, type StreetReport, type StreetReportKind, pageOf } from '@aedatlas/contracts';
import { and, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextChangeTime } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { toAedDto } from '../aeds/aeds.dto';
import { aedPictures, aeds } from '../aeds/aeds.table';
import { aedChecks } from '../aed-checks/aed-checks.table';
import { streetReports } from './street-reports.table';

type ReportRow = typeof streetReports.$inferSelect;

/**
 * The state a report that takes an AED out gives it: missing is away (temporarily absent), used and
 * damaged are there but not to be used. An AED removed for good stays removed.
 */
function stateAfterReport(kind: string, state: AedState): AedState {
  if (state === 'removed') return state;
  return kind === 'missing' ? 'temporarilyAbsent' : 'outOfService';
}

/** How many reports an address, and an AED, got since `since` (the rate limits). */
export async function recentReportCounts(db: Db, aedId: string, client: string, since: Date) {
  const [[byClient], [byAed]] = await Promise.all([
    db.select({ n: count() }).from(streetReports).where(and(eq(streetReports.clientHash, client), gte(streetReports.createdAt, since))),
    db.select({ n: count() }).from(streetReports).where(and(eq(streetReports.aedId, aedId), gte(streetReports.createdAt, since))),
  ]);
  return { byClient: byClient.n, byAed: byAed.n };
}

/** An open report of this kind from this address on this AED: the second one is refused. */
export async function hasOpenReport(db: Db, aedId: string, client: string, kind: string) {
  const [row] = await db
    .select({ id: streetReports.id })
    .from(streetReports)
    .where(and(eq(streetReports.aedId, aedId), eq(streetReports.clientHash, client), eq(streetReports.kind, kind), eq(streetReports.status, 'open')))
    .limit(1);
  return Boolean(row);
}

/**
 * Records a report and, for a kind that takes the AED out of service, marks the AED so in the same
 * transaction (the first open report's kind stays the reason). Bumps modifiedAt, so the map
 * feeds' fingerprint changes on every instance. `alsoInTransaction` runs with the report written
 * (its guardians' messages are queued with it). Undefined when there is no such AED.
 */
export async function addReport(
  db: Db,
  input: { aedId: string; kind: StreetReportKind; note: string | null; client: string; photoTokenHash: string; photoTokenExpiresAt: Date },
  alsoInTransaction?: (tx: Db, report: ReportRow) => Promise<void>,
) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [aed] = await tx.select({ id: aeds.id, outOfService: aeds.outOfService, state: aeds.state, modifiedAt: aeds.modifiedAt }).from(aeds).where(eq(aeds.id, input.aedId)).for('update');
    if (!aed) return undefined;
    const [report] = await tx
      .insert(streetReports)
      .values({ aedId: aed.id, kind: input.kind, note: input.note, clientHash: input.client, photoTokenHash: input.photoTokenHash, photoTokenExpiresAt: input.photoTokenExpiresAt })
      .returning();
    const takesOut = OUT_OF_SERVICE_KINDS.includes(input.kind);
    if (takesOut && !aed.outOfService) {
      await tx.update(aeds).set({ outOfService: input.kind, outOfServiceSince: report.createdAt, state: stateAfterReport(input.kind, aed.state), modifiedAt: nextChangeTime(aed.modifiedAt) }).where(eq(aeds.id, aed.id));
    }
    await alsoInTransaction?.(tx, report);
    return { report, outOfService: takesOut || Boolean(aed.outOfService) };
  });
}

const listColumns = {
  report: streetReports,
  aed: { title: aeds.title, address: aeds.address, city: aeds.city, latitude: aeds.latitude, longitude: aeds.longitude, outOfService: aeds.outOfService },
};

/** A signed, short-lived address of a stored photo. */
export type PhotoSigner = (key: string) => Promise<string>;

async function toDto(row: { report: ReportRow; aed: StreetReport['aed'] }, signPhoto: PhotoSigner): Promise<StreetReport> {
  const r = row.report;
  return {
    id: r.id,
    aedId: r.aedId,
    kind: r.kind as StreetReportKind,
    note: r.note,
    status: r.status === 'resolved' ? 'resolved' : 'open',
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolvedBy: r.resolvedByEmail,
    resolution: r.resolution,
    photoUrl: r.photoKey ? await signPhoto(r.photoKey) : null,
    aed: row.aed,
  };
}

type ReportQuery = { status: 'open' | 'resolved'; aedId?: string };

const reportFilter = (q: ReportQuery) => and(eq(streetReports.status, q.status), q.aedId ? eq(streetReports.aedId, q.aedId) : undefined);
const newestFirst = [desc(streetReports.createdAt), desc(streetReports.id)];

/** One page of reports in one status (optionally of one AED), newest first, paged in SQL. */
export async function listReports(db: Db, q: ReportQuery & { page: number; size: number }, signPhoto: PhotoSigner) {
  const where = reportFilter(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(listColumns)
      .from(streetReports)
      .innerJoin(aeds, eq(aeds.id, streetReports.aedId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(streetReports).where(where),
  ]);
  return pageOf(await Promise.all(rows.map((row) => toDto(row, signPhoto))), n, q);
}

/** The ids of every report in the list, in its order (an export's snapshot, list-export/id-snapshot.ts). */
export async function reportIdsInOrder(db: Db, q: ReportQuery): Promise<string[]> {
  const rows = await db.select({ id: streetReports.id }).from(streetReports).where(reportFilter(q)).orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

/** These reports as the list shows them, in no particular order; those gone meanwhile are left out. */
export async function reportsByIds(db: Db, ids: string[], signPhoto: PhotoSigner): Promise<StreetReport[]> {
  const rows = await db.select(listColumns).from(streetReports).innerJoin(aeds, eq(aeds.id, streetReports.aedId)).where(inArray(streetReports.id, ids));
  return Promise.all(rows.map((row) => toDto(row, signPhoto)));
}

export interface ResolveInput {
  resolution: string | null;
  aedUpdate?: { electrodeExpiry?: string; batteryExpiry?: string; lastCheckToday?: boolean };
}

/**
 * Resolves an open report: who and when, the optional AED update, and the AED back in service when
 * the update has new pad and battery dates and no other open report keeps it out (then that
 * report's kind is the reason); without new dates it stays out of service until a check. Audit
 * rows for the report and, when it changed, the AED. Undefined when there is no such report;
 * 'resolved' when it was resolved already.
 */
export async function resolveReport(db: Db, actor: AuthUser, id: string, input: ResolveInput, signPhoto: PhotoSigner) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [found] = await tx.select({ aedId: streetReports.aedId }).from(streetReports).where(eq(streetReports.id, id));
    if (!found) return undefined;
    // The AED first, then the report: the same lock order as a new report takes.
    const [before] = await tx.select().from(aeds).where(eq(aeds.id, found.aedId)).for('update');
    const [report] = await tx.select().from(streetReports).where(eq(streetReports.id, id)).for('update');
    if (!report) return undefined;
    if (report.status !== 'open') return 'resolved' as const;
    const [resolved] = await tx
      .update(streetReports)
      .set({ status: 'resolved', resolvedAt: sql`clock_timestamp()`, resolvedById: actor.id, resolvedByEmail: actor.email ?? null, resolution: input.resolution })
      .where(eq(streetReports.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entityType: 'street-report',
      entityId: id,
      parentId: report.aedId,
      before: { status: report.status },
      after: { status: resolved.status, resolvedAt: resolved.resolvedAt, resolvedBy: resolved.resolvedByEmail, resolution: resolved.resolution },
    });

    const [keeping] = await tx
      .select({ kind: streetReports.kind, createdAt: streetReports.createdAt })
      .from(streetReports)
      .where(and(eq(streetReports.aedId, report.aedId), eq(streetReports.status, 'open'), inArray(streetReports.kind, [...OUT_OF_SERVICE_KINDS])))
      .orderBy(streetReports.createdAt)
      .limit(1);
    const changes: Partial<typeof aeds.$inferInsert> = {};
    if (input.aedUpdate?.electrodeExpiry) changes.electrodeExpiry = input.aedUpdate.electrodeExpiry;
    if (input.aedUpdate?.batteryExpiry) changes.batteryExpiry = input.aedUpdate.batteryExpiry;
    if (input.aedUpdate?.lastCheckToday) changes.lastCheck = serviceDate();
    const nextStatus = keeping?.kind ?? null;
    // Back in service only with new pad and battery dates not yet past: the admin's check on site.
    // Without them the report closes and the AED stays out of service until a guardian or an
    // admin checks it (modules/aed-checks).
    const today = serviceDate();
    const newDates = Boolean(changes.electrodeExpiry && changes.electrodeExpiry >= today && changes.batteryExpiry && changes.batteryExpiry >= today);
    const restores = !nextStatus && newDates && (before.state === 'outOfService' || before.state === 'temporarilyAbsent');
    if (nextStatus) {
      if (nextStatus !== before.outOfService) Object.assign(changes, { outOfService: nextStatus, outOfServiceSince: keeping!.createdAt, state: stateAfterReport(nextStatus, before.state) });
    } else if (restores) {
      Object.assign(changes, { outOfService: null, outOfServiceSince: null, state: 'inService', lastConfirmedAt: new Date(), lastConfirmedBy: 'admin' });
    } else if (before.outOfService) {
      // The reason was the report; the state it gave stays until a check.
      changes.outOfService = null;
    }
    const real = Object.entries(changes).filter(([k, v]) => (before as Record<string, unknown>)[k] !== v);
    if (real.length) {
      const [row] = await tx
        .update(aeds)
        .set({ ...Object.fromEntries(real), modifiedAt: nextChangeTime(before.modifiedAt) })
        .where(eq(aeds.id, before.id))
        .returning();
      const pictures = await tx.select().from(aedPictures).where(eq(aedPictures.aedId, before.id));
      await recordAudit(tx, actor, { action: 'update', entityType: 'aed', entityId: before.id, before: toAedDto(before, pictures), after: toAedDto(row, pictures) });
    }
    if (restores) {
      const dates = { electrodeExpiry: changes.electrodeExpiry ?? null, batteryExpiry: changes.batteryExpiry ?? null };
      await tx.insert(aedChecks).values({ aedId: before.id, by: 'admin', userId: actor.id, email: actor.email ?? null, changes: dates, restoredService: true, outSince: before.outOfServiceSince, note: input.resolution ?? null });
    }
    const [row] = await tx.select(listColumns).from(streetReports).innerJoin(aeds, eq(aeds.id, streetReports.aedId)).where(eq(streetReports.id, id));
    return toDto(row, signPhoto);
  });
}

/** Whether this report still takes a photo with this token: not sent yet, and in time. */
export async function photoTokenValid(db: Db, aedId: string, reportId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: streetReports.id }).from(streetReports).where(photoClaim(aedId, reportId, tokenHash));
  return Boolean(row);
}

const photoClaim = (aedId: string, reportId: string, tokenHash: string) =>
  and(
    eq(streetReports.id, reportId),
    eq(streetReports.aedId, aedId),
    eq(streetReports.photoTokenHash, tokenHash),
    gt(streetReports.photoTokenExpiresAt, sql`now()`),
    isNull(streetReports.photoKey),
  );

/** Records the stored photo and spends the token, if both still hold (a second send loses). */
export async function attachPhoto(db: Db, aedId: string, reportId: string, tokenHash: string, photo: { key: string; contentType: string }): Promise<boolean> {
  const rows = await db
    .update(streetReports)
    .set({ photoKey: photo.key, photoContentType: photo.contentType, photoTokenHash: null, photoTokenExpiresAt: null })
    .where(photoClaim(aedId, reportId, tokenHash))
    .returning({ id: streetReports.id });
  return rows.length > 0;
}
