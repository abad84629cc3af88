import { type LotAed, type MyRecallNotice, pageOf, type Recall, type RecallNotice, type RecallPart } from '@aedatlas/contracts';
import { type AnyColumn, and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aeds } from '../aeds/aeds.table';
import { nameOf, placeOf } from '../guardians/guardians.repo';
import { aedGuardians } from '../guardians/guardians.table';
import { recallNotices, recalls } from './recalls.table';

const LOT_COLUMNS: Record<RecallPart, AnyColumn> = { electrode: aeds.electrodeLot, childElectrode: aeds.childElectrodeLot, battery: aeds.batteryLot };

/**
 * AEDs with this lot in any part: each part's own index (aeds_*_lot_idx), read together. The
 * indexes hold only parts with a lot, and "is not null" is said outright so the planner knows it.
 */
export const hasLot = (lot: string) => sql`(${sql.join(
  Object.values(LOT_COLUMNS).map((column) => sql`(${column} is not null and lower(${column}) = ${lot.toLowerCase()})`),
  sql` or `,
)})`;
const partsWith = (lot: string) =>
  sql<RecallPart[]>`array_remove(array[${sql.join(
    Object.entries(LOT_COLUMNS).map(([part, column]) => sql`case when lower(${column}) = ${lot.toLowerCase()} then ${part} end`),
    sql`, `,
  )}], null)`;
const guardianCount = sql<number>`(select count(*)::int from ${aedGuardians} g where g.aed_id = ${sql.raw('"aeds"."id"')} and g.status = 'active')`;

/**
 * "All AEDs with lot X", by id (a stable order for paging), with the parts that carry it. A lot is
 * in a few hundred AEDs at most: their ids come through the lot indexes and are sorted here, and
 * the page's rows are read by id. With "order by id limit" in one query the planner walked the
 * primary key through every AED instead (5 s at a million).
 */
export async function aedsWithLot(db: Db, q: { lot: string; page: number; size: number }) {
  const ids = (await db.select({ id: aeds.id }).from(aeds).where(hasLot(q.lot))).map((r) => r.id).sort();
  const pageIds = ids.slice(q.page * q.size, (q.page + 1) * q.size);
  const rows = pageIds.length
    ? await db
        .select({ id: aeds.id, title: nameOf, place: placeOf, parts: partsWith(q.lot), guardians: guardianCount })
        .from(aeds)
        .where(inArray(aeds.id, pageIds))
        .orderBy(asc(aeds.id))
    : [];
  const data: LotAed[] = rows.map((r) => ({ ...r, place: r.place || null, guardians: Number(r.guardians) }));
  return pageOf(data, ids.length, q);
}

/** Every AED with the lot and its active guardians' addresses (none: an empty list). */
export async function recallTargets(db: Db, lot: string) {
  const rows = await db
    .select({ id: aeds.id, title: nameOf, place: placeOf, parts: partsWith(lot), emails: sql<string[]>`coalesce((select array_agg(g.email order by g.email) from ${aedGuardians} g where g.aed_id = ${sql.raw('"aeds"."id"')} and g.status = 'active'), '{}')` })
    .from(aeds)
    .where(hasLot(lot));
  return rows.map((r) => ({ ...r, place: r.place || null })).sort((a, b) => (a.id < b.id ? -1 : 1));
}

const recallColumns = {
  recall: recalls,
  aeds: sql<number>`(select count(distinct n.aed_id)::int from ${recallNotices} n where n.recall_id = ${sql.raw('"recalls"."id"')})`,
  acknowledged: sql<number>`(select count(*)::int from ${recallNotices} n where n.recall_id = ${sql.raw('"recalls"."id"')} and n.acknowledged_at is not null)`,
  replaced: sql<number>`(select count(distinct n.aed_id)::int from ${recallNotices} n where n.recall_id = ${sql.raw('"recalls"."id"')} and n.replaced_at is not null)`,
};

function toRecall(r: { recall: typeof recalls.$inferSelect; aeds: number; acknowledged: number; replaced: number }): Recall {
  return {
    id: r.recall.id,
    lot: r.recall.lot,
    message: r.recall.message,
    createdAt: r.recall.createdAt.toISOString(),
    createdBy: r.recall.createdByEmail,
    aeds: Number(r.aeds),
    acknowledged: Number(r.acknowledged),
    replaced: Number(r.replaced),
  };
}

export async function findRecall(db: Db, id: string): Promise<Recall | undefined> {
  const [row] = await db.select(recallColumns).from(recalls).where(eq(recalls.id, id));
  return row ? toRecall(row) : undefined;
}

export async function listRecalls(db: Db, q: { page: number; size: number }) {
  const [rows, [{ n }]] = await Promise.all([
    db.select(recallColumns).from(recalls).orderBy(desc(recalls.createdAt), asc(recalls.id)).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(recalls),
  ]);
  return pageOf(rows.map(toRecall), n, q);
}

const noticeColumns = { notice: recallNotices, title: nameOf, place: placeOf };
const toNotice = ({ notice: n, title, place }: { notice: typeof recallNotices.$inferSelect; title: string | null; place: string | null }): RecallNotice => ({
  id: n.id,
  recallId: n.recallId,
  aedId: n.aedId,
  aed: { title, place: place || null },
  parts: n.parts,
  email: n.email,
  acknowledgedAt: n.acknowledgedAt?.toISOString() ?? null,
  replacedAt: n.replacedAt?.toISOString() ?? null,
});

/** A recall's notices: not replaced first, then by AED and address. */
export async function listNotices(db: Db, recallId: string, q: { page: number; size: number }) {
  const where = eq(recallNotices.recallId, recallId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(noticeColumns)
      .from(recallNotices)
      .innerJoin(aeds, eq(aeds.id, recallNotices.aedId))
      .where(where)
      .orderBy(sql`${recallNotices.replacedAt} is not null`, asc(recallNotices.aedId), asc(recallNotices.email))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(recallNotices).where(where),
  ]);
  return pageOf(rows.map(toNotice), n, q);
}

/** A guardian's notices whose part is not replaced yet, newest recall first. */
export async function openNoticesOf(db: Db, email: string): Promise<MyRecallNotice[]> {
  const rows = await db
    .select({ ...noticeColumns, lot: recalls.lot, message: recalls.message, createdAt: recalls.createdAt })
    .from(recallNotices)
    .innerJoin(recalls, eq(recalls.id, recallNotices.recallId))
    .innerJoin(aeds, eq(aeds.id, recallNotices.aedId))
    .where(and(eq(recallNotices.email, email), isNull(recallNotices.replacedAt)))
    .orderBy(desc(recalls.createdAt), asc(recallNotices.aedId))
    .limit(200);
  return rows.map((r) => ({ ...toNotice(r), recall: { lot: r.lot, message: r.message, createdAt: r.createdAt.toISOString() } }));
}

/**
 * A guardian read the notice, or replaced the part (which also means read). Replaced counts for
 * the AED: every notice of it in that recall is marked. Undefined when it is not theirs.
 */
export async function markNotice(db: Db, id: string, email: string, what: 'acknowledged' | 'replaced') {
  const [notice] = await db.select().from(recallNotices).where(and(eq(recallNotices.id, id), eq(recallNotices.email, email)));
  if (!notice) return undefined;
  const now = sql`coalesce(${recallNotices.acknowledgedAt}, clock_timestamp())`;
  if (what === 'acknowledged') {
    await db.update(recallNotices).set({ acknowledgedAt: now }).where(eq(recallNotices.id, id));
  } else {
    await db
      .update(recallNotices)
      .set({ replacedAt: sql`coalesce(${recallNotices.replacedAt}, clock_timestamp())` })
      .where(and(eq(recallNotices.recallId, notice.recallId), eq(recallNotices.aedId, notice.aedId)));
    await db.update(recallNotices).set({ acknowledgedAt: now }).where(eq(recallNotices.id, id));
  }
  const [row] = await db.select(noticeColumns).from(recallNotices).innerJoin(aeds, eq(aeds.id, recallNotices.aedId)).where(eq(recallNotices.id, id));
  return toNotice(row);
}
