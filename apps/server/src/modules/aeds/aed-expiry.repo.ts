import { serviceDate, type AedExpiryRow } from '@aedatlas/contracts';
import { and, asc, sql } from 'drizzle-orm';
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

/**
 * AEDs by expiry, soonest first. With a date range only AEDs expiring in it, all of them (the
 * console shows no paging then); without one, every AED page by page, those without dates last.
 * Status: INACTIVE once something has expired, else ACTIVE.
 */
export async function listByExpiry(db: Db, q: ExpiryQuery) {
  const ranged = Boolean(q.from || q.to);
  const where = and(
    aedSearchCondition(q.search),
    q.from ? sql`${aedExpiryDate} >= ${q.from.slice(0, 10)}::date` : undefined,
    q.to ? sql`${aedExpiryDate} <= ${q.to.slice(0, 10)}::date` : undefined,
  );
  const size = ranged ? 10_000 : q.size;
  const page = ranged ? 0 : q.page;
  // A page, or a range of dates, is read in order from the expiry index, not sorted out of every AED.
  const [rows, n] = await Promise.all([
    db
      .select({
        id: aeds.id,
        description: aeds.description,
        location: sql<string | null>`coalesce(${aeds.locationDescription}, concat_ws(', ', ${aeds.address}, ${aeds.city}))`,
        accessibility: aeds.accessibility,
        expiryDate: sql<string | null>`${aedExpiryDate}::text`,
        lastModified: aeds.modifiedAt,
      })
      .from(aeds)
      .where(where)
      .orderBy(...expiryListOrder())
      .limit(size)
      .offset(page * size),
    countMatches(db, where),
  ]);
  // An AED expires at the end of its day where it hangs, not at midnight UTC.
  const today = serviceDate();
  const data: AedExpiryRow[] = rows.map((r) => ({
    ...r,
    location: r.location || null,
    status: r.expiryDate && r.expiryDate < today ? 'INACTIVE' : 'ACTIVE',
    lastModified: r.lastModified.toISOString(),
  }));
  return { data, page, pageSize: size, totalCount: n, totalPages: Math.ceil(n / size) };
}
