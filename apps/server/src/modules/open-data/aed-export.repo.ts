import type { AedExportQuery } from '@aedatlas/contracts';
import { and, asc, between, gt, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { aeds } from '../aeds/aeds.table';
import { onPublicMap } from '../aeds/on-public-map';
import { availableNow } from '../map-tiles/open-now';

/** The columns an export needs, and nothing of the registry's internals (expiry dates, serials). */
const exported = {
  id: aeds.id,
  latitude: aeds.latitude,
  longitude: aeds.longitude,
  title: aeds.title,
  description: aeds.description,
  locationDescription: aeds.locationDescription,
  floor: aeds.floor,
  openingHours: aeds.openingHours,
  accessibility: aeds.accessibility,
  indoorCabinet: aeds.indoorCabinet,
  outdoorCabinet: aeds.outdoorCabinet,
  maintainer: aeds.maintainer,
  contactPhoneNumber: aeds.contactPhoneNumber,
  contactEmail: aeds.contactEmail,
  address: aeds.address,
  postalCode: aeds.postalCode,
  city: aeds.city,
  country: aeds.country,
  model: aeds.model,
  lastCheck: aeds.lastCheck,
  source: aeds.source,
  sourceId: aeds.sourceId,
  osmTags: aeds.osmTags,
  state: aeds.state,
  lastConfirmedAt: aeds.lastConfirmedAt,
};
export type ExportedAed = { [K in keyof typeof exported]: (typeof aeds.$inferSelect)[K] };

/** Rows fetched per query: enough to keep the database busy, few enough to keep memory flat. */
export const EXPORT_BATCH = 2000;

/** What to export; `openHours`: the opening_hours values open now (with `openNow`). */
export type ExportFilter = Omit<AedExportQuery, 'openNow'> & { openHours?: string[] };

/** The export's filters; `removed: true` keeps the AEDs removed for good (the registry formats say so). */
export function exportFilters(q: ExportFilter, { removed = false } = {}): SQL[] {
  // An AED removed for good is in no public export, as on the map; one out of service is, with its state.
  const where: SQL[] = removed ? [] : [onPublicMap];
  if (q.openHours) where.push(availableNow(q.openHours));
  if (q.bbox) {
    where.push(between(aeds.longitude, q.bbox.minLon, q.bbox.maxLon), between(aeds.latitude, q.bbox.minLat, q.bbox.maxLat));
  }
  if (q.accessibility) where.push(inArray(aeds.accessibility, q.accessibility));
  return where;
}

/**
 * Every AED the filters select, by id, a batch at a time (keyset paging on the primary key): a
 * million rows never sit in memory, and the next batch is read only when the client has taken
 * the last one.
 */
export async function* aedBatches<C extends { id: typeof aeds.id } & Record<string, PgColumn>>(
  db: Db,
  columns: C,
  where: SQL[],
  batch = EXPORT_BATCH,
): AsyncGenerator<{ [K in keyof C]: C[K]['_']['data'] | (C[K]['_']['notNull'] extends true ? never : null) }[]> {
  let after: string | undefined;
  for (;;) {
    // Typed as the id alone: drizzle cannot follow a generic selection, and the caller's type says the rest.
    const rows = await db
      .select(columns as { id: typeof aeds.id })
      .from(aeds)
      .where(and(...where, after ? gt(aeds.id, after) : undefined))
      .orderBy(asc(aeds.id))
      .limit(batch);
    if (rows.length) yield rows as never;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

/** The public export's AEDs (removed ones left out), a batch at a time. */
export function exportedAeds(db: Db, q: ExportFilter, batch = EXPORT_BATCH): AsyncGenerator<ExportedAed[]> {
  return aedBatches(db, exported, exportFilters(q), batch) as AsyncGenerator<ExportedAed[]>;
}
