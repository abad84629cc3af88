import type { AedChange, ChangesArea, ChangesPage } from '@aedatlas/contracts';
import { and, asc, between, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aedChanges } from './aed-changes.table';

/**
 * The advisory lock the feed's triggers take at commit (migration 0046) to number changes in
 * commit order: 'AEDC' in ASCII. Named here so nothing else picks the same key by chance.
 */
export const AED_CHANGES_LOCK_KEY = 1095058499;

/**
 * The area condition: where the AED is after the change, or where it was before a move (a client
 * of the area it left learns it left). A municipality is compared folded (case and diacritics
 * aside, as every search is: 'skofja loka' finds 'Škofja Loka'), on the stored folded columns:
 * each has an index with seq after it, so the page is a range of each from `after`, merged and
 * cut at the limit, however many changes other municipalities have. A box has no index of its
 * own: the page walks the primary key from `after` and keeps the changes inside, so it reads the
 * changes of other places between two pages too; for a client that polls, that is what happened
 * since its last poll.
 */
export function inArea(area: ChangesArea | undefined): SQL | undefined {
  if (!area) return undefined;
  if ('municipality' in area) {
    const key = sql`public.search_fold(${area.municipality.trim()})`;
    return or(eq(aedChanges.municipalityKey, key), eq(aedChanges.previousMunicipalityKey, key));
  }
  const { minLon, minLat, maxLon, maxLat } = area.box;
  return or(
    and(between(aedChanges.longitude, minLon, maxLon), between(aedChanges.latitude, minLat, maxLat)),
    and(between(aedChanges.previousLongitude, minLon, maxLon), between(aedChanges.previousLatitude, minLat, maxLat)),
  );
}

/**
 * A change as clients get it. The snapshot's cabinet fields came with migration 0050; changes
 * recorded before it lack them (as would one numbered by a writer already waiting on the feed's
 * lock while it ran), so they are read with the columns' defaults, not locked and no code, under
 * whatever the change holds: every snapshot has the contract's keys, and a null stays null.
 */
export const changeFields = {
  seq: aedChanges.seq,
  kind: aedChanges.kind,
  aedId: aedChanges.aedId,
  at: aedChanges.at,
  aed: sql`'{"lockedCabinet": false, "hasCabinetCode": false}'::jsonb || ${aedChanges.aed}`.mapWith(aedChanges.aed),
};

type PageQuery = { after: number; limit: number; area?: ChangesArea };

/** The query of a page: one row more than asked, which says whether another page follows without counting. */
export const changesPageQuery = (db: Db, query: PageQuery) =>
  db
    .select(changeFields)
    .from(aedChanges)
    .where(and(gt(aedChanges.seq, query.after), inArea(query.area)))
    .orderBy(asc(aedChanges.seq))
    .limit(query.limit + 1);

/** The changes after `after` in seq order, at most `limit`, and whether more follow. */
export async function changesAfter(db: Db, query: PageQuery): Promise<ChangesPage> {
  const rows = await changesPageQuery(db, query);
  const changes: AedChange[] = rows.slice(0, query.limit).map((r) => ({ ...r, at: r.at.toISOString() }));
  return { changes, next: changes.at(-1)?.seq ?? query.after, hasMore: rows.length > query.limit };
}
