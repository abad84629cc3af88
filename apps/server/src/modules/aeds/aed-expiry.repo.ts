import { serviceDate, type AedExpiryQuery, type AedExpiryRow, pageOf } from '@aedatlas/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slovenianOrder } from '../../db/text-search';
import { countMatchesKept, matchedPageIds, pageIds, sortColumnsOf, TRIGRAM_SEARCH_LENGTH } from './aeds.repo';
import type { MatchCounts } from './match-counts';
import { AED_KEYED_TEXT, aedSearchCondition } from './aeds.search';
import { aeds } from './aeds.table';

/** Soonest first, AEDs without a date last, then by description: the order of aeds_expiry_idx. */
export const expiryListOrder = () => [sql`${aeds.expiryDate} asc nulls last`, ...slovenianOrder(AED_KEYED_TEXT.description, 'asc'), asc(aeds.id)];

export type ExpiryQuery = AedExpiryQuery;

const expiryFilter = (q: Omit<ExpiryQuery, 'page' | 'size'>) =>
  and(
    aedSearchCondition(q.search),
    q.from ? sql`${aeds.expiryDate} >= ${q.from.slice(0, 10)}::date` : undefined,
    q.to ? sql`${aeds.expiryDate} <= ${q.to.slice(0, 10)}::date` : undefined,
  );

const expiryColumns = {
  id: aeds.id,
  description: aeds.description,
  location: sql<string | null>`coalesce(${aeds.locationDescription}, concat_ws(', ', ${aeds.address}, ${aeds.city}))`,
  accessibility: aeds.accessibility,
  expiryDate: aeds.expiryDate,
  lastModified: aeds.modifiedAt,
};

/** A row as the list answers it; an AED expires at the end of its day where it hangs, not at midnight UTC. */
function toExpiryRow(r: { id: string; description: string | null; location: string | null; accessibility: string; expiryDate: string | null; lastModified: Date }, today: string): AedExpiryRow {
  return {
    ...r,
    location: r.location || null,
    status: r.expiryDate && r.expiryDate < today ? 'INACTIVE' : 'ACTIVE',
    lastModified: r.lastModified.toISOString(),
  };
}

/** The most a date range shows at once: the console shows no paging then (001 §2). */
export const EXPIRY_RANGE_ROWS = 10_000;

/**
 * AEDs by expiry, soonest first. With a date range only AEDs expiring in it, up to
 * EXPIRY_RANGE_ROWS of them (the console shows no paging then, and says when there are more);
 * without one, every AED page by page, those without dates last. Status: INACTIVE once something
 * has expired, else ACTIVE. With `matchCounts`, a filter's count is kept until the AEDs change.
 */
export async function listByExpiry(db: Db, q: ExpiryQuery, matchCounts?: MatchCounts) {
  const ranged = Boolean(q.from || q.to);
  const where = expiryFilter(q);
  const size = ranged ? EXPIRY_RANGE_ROWS : q.size;
  const page = ranged ? 0 : q.page;
  const ids = expiryPageIds(db, q.search, where, size, page * size);
  const [rows, n] = await Promise.all([
    db.select(expiryColumns).from(ids).innerJoin(aeds, eq(aeds.id, ids.pageId)).orderBy(...expiryListOrder()),
    countMatchesKept(db, where, matchCounts, JSON.stringify({ list: 'expiry', search: q.search, from: q.from, to: q.to })),
  ]);
  const today = serviceDate();
  const data = rows.map((r) => toExpiryRow(r, today));
  return pageOf(data, n, { page, size });
}

/**
 * The ids of a page (aeds.repo.ts: pageIds): a page, or a range of dates, is read in order from the
 * expiry index alone, skipped AEDs included, not sorted out of every AED; a search of three
 * letters or more starts from its matches, as the other AED lists do.
 */
export function expiryPageIds(db: Db, search: string | undefined, where: SQL | undefined, size: number, offset: number) {
  const order = expiryListOrder();
  return search && search.length >= TRIGRAM_SEARCH_LENGTH
    ? matchedPageIds(db, where, [aeds.expiryDate, ...sortColumnsOf(AED_KEYED_TEXT.description)], order, size, offset)
    : pageIds(db, where, order, size, offset);
}

/** The ids of every AED in the list (the whole range, past what the screen shows), in its order: an export's snapshot. */
export async function expiryIdsInOrder(db: Db, q: Omit<ExpiryQuery, 'page' | 'size'>): Promise<string[]> {
  const rows = await db.select({ id: aeds.id }).from(aeds).where(expiryFilter(q)).orderBy(...expiryListOrder());
  return rows.map((row) => row.id);
}

/** These AEDs as the expiry list shows them, in no particular order; those deleted meanwhile are left out. */
export async function expiryRowsByIds(db: Db, ids: string[]): Promise<AedExpiryRow[]> {
  const rows = await db.select(expiryColumns).from(aeds).where(inArray(aeds.id, ids));
  const today = serviceDate();
  return rows.map((r) => toExpiryRow(r, today));
}
