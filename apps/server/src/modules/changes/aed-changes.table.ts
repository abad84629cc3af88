import type { AedChangeKind, AedChangeSnapshot } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The change feed (docs/change-feed.md): one row for every change to an AED, written by the
 * triggers of migrations 0046, 0047 and 0050 in the transaction of the change, whatever wrote it. `seq`
 * counts from 1 with no gap and in commit order (the triggers number the rows at commit, one
 * transaction at a time), so a client that keeps the last seq it applied catches up exactly.
 */
export const aedChanges = pgTable(
  'aed_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<AedChangeKind>().notNull(),
    // No foreign key: the change of a deleted AED outlives it.
    aedId: uuid('aed_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // Where the AED was at that moment (before a deletion: where it was), for the area filters.
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    municipality: text('municipality'),
    // The municipality folded as every search folds text (public.search_fold, db/text-search.ts).
    municipalityKey: text('municipality_key'),
    // Where it was before, when the change moved it (its position or municipality): a client of
    // the area it left sees the change too, and learns it is gone from there. Null otherwise.
    previousLatitude: doublePrecision('previous_latitude'),
    previousLongitude: doublePrecision('previous_longitude'),
    previousMunicipalityKey: text('previous_municipality_key'),
    // The AED's public fields (AED_CHANGE_FIELDS of @aedatlas/contracts); null after a deletion.
    aed: jsonb('aed').$type<AedChangeSnapshot>(),
  },
  (t) => [
    check('aed_changes_kind_check', sql`${t.kind} in ('added', 'changed', 'state', 'removed')`),
    // A municipality's page is one range of this index (the municipality, then seq from `after`),
    // read in order and stopped at the limit, however many changes other municipalities have.
    index('aed_changes_municipality_idx').on(t.municipalityKey, t.seq),
    // The few changes that moved an AED out of a municipality: read beside the index above.
    index('aed_changes_previous_municipality_idx').on(t.previousMunicipalityKey, t.seq).where(sql`${t.previousMunicipalityKey} is not null`),
  ],
);
