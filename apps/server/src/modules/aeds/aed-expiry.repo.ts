import { serviceDate, type AedExpiryRow } from '@aedatlas/contracts';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slovenianOrder } from '../../db/text-search';
import { countMatches } from './aeds.repo';
import { AED_KEYED_TEXT, aedSearchCondition } from './aeds.search';
import { aedExpiryDate, aeds } from './aeds.table';

/** Soonest first, AEDs without a date last, then by description: the order of aeds_expiry_idx. */
export const expiryListOrder = () => [sql`${aedExpiryDate} asc nulls last`, ...slovenianOrder(AED_KEYED_TEXT.description, 'asc'), asc(aeds.id)];

export interface ExpiryQuery {
  from?: string;
  to?: string;
  search?: string;
  page: number;
  size: number;
}

const expiryFilter = (q: Omit<ExpiryQuery, 'page' | 'size'>) =>
  and(
    aedSearchCondition(q.search),
    q.from ? sql`${aedExpiryDate} >= ${q.from.slice(0, 10)}::date` : undefined,
    q.to ? sql`${aedExpiryDate} <= ${q.to.slice(0, 10)}::date` : undefined,
  );

const expiryColumns = {
  id: aeds.id,
  description: aeds.description,
  location: sql<string | null>`coalesce(${aeds.locationDescription}, concat_ws(', ', ${aeds.address}, ${aeds.city}))`,
  accessibility: aeds.accessibility,
  expiryDate: sql<string | null>`${aedExpiryDate}::text`,
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
 * has expired, else ACTIVE.
 */
export async function listByExpiry(db: Db, q: ExpiryQuery) {
  const ranged = Boolean(q.from || q.to);
  const where = expiryFilter(q);
  const size = ranged ? EXPIRY_RANGE_ROWS : q.size;
  const page = ranged ? 0 : q.page;
  // A page, or a range of dates, is read in order from the expiry index, not sorted out of every AED.
  const [rows, n] = await Promise.all([
    db
      .select(expiryColumns)
      .from(aeds)
      .where(where)
      .orderBy(...expiryListOrder())
      .limit(size)
      .offset(page * size),
    countMatches(db, where),
  ]);
  const today = serviceDate();
  const data = rows.map((r) => toExpiryRow(r, today));
  return { data, page, pageSize: size, totalCount: n, totalPages: Math.ceil(n / size) };
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
