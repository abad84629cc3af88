import { pageOf } from '@aedatlas/contracts';
import type { Paged, WasteSiteListQuery } from '@aedatlas/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containsFolded, orderByColumn, searchableText } from '../../../db/text-search';
import { mediaLinks, storedFiles } from '../../files/files.table';
import { wasteSites } from './waste-sites.table';

export type WasteSiteRow = typeof wasteSites.$inferSelect;

const SORT = {
  description: wasteSites.description,
  geoAddress: wasteSites.geoAddress,
  timestamp: wasteSites.reportedAt,
  latitude: wasteSites.latitude,
  longitude: wasteSites.longitude,
} as const;

/** Exactly the expression of the trigram index waste_sites_search_fold_trgm (migration 0009). */
const searchable = searchableText(wasteSites.description, wasteSites.geoAddress);

/** One page of waste sites, each with the storage key of its photo (or null). */
export async function listWasteSites(db: Db, q: WasteSiteListQuery): Promise<Paged<{ site: WasteSiteRow; photoKey: string | null }>> {
  const where = containsFolded(searchable, q.search);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(wasteSites)
      .where(where)
      .orderBy(...orderByColumn(SORT[q.sortBy], q.sortOrder), (q.sortOrder === 'asc' ? asc : desc)(wasteSites.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(wasteSites).where(where),
  ]);
  const photos = await photoKeysOf(
    db,
    rows.map((r) => r.id),
  );
  return pageOf(rows.map((site) => ({ site, photoKey: photos.get(site.id) ?? null })), n, q);
}

/**
 * The photo of each site: its first completed image file (by display order, then the newest, so
 * a photo uploaded later through the upload flow replaces the one before at the same order).
 */
async function photoKeysOf(db: Db, siteIds: string[]): Promise<Map<string, string>> {
  if (!siteIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([mediaLinks.entityId], { siteId: mediaLinks.entityId, key: storedFiles.storageKey })
    .from(mediaLinks)
    .innerJoin(storedFiles, eq(storedFiles.id, mediaLinks.fileId))
    .where(and(eq(mediaLinks.entityType, 'WASTE_SITE'), inArray(mediaLinks.entityId, siteIds), eq(storedFiles.status, 'completed'), eq(storedFiles.fileType, 'IMAGE')))
    .orderBy(mediaLinks.entityId, mediaLinks.displayOrder, desc(mediaLinks.createdAt), desc(mediaLinks.id));
  return new Map(rows.filter((r) => r.key).map((r) => [r.siteId, r.key!]));
}

export async function wasteSiteExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: wasteSites.id }).from(wasteSites).where(eq(wasteSites.id, id));
  return Boolean(row);
}
