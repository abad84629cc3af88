import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compactAedWrites } from './aeds.repo';
import { aeds, aedWrites } from './aeds.table';
import { createCachedFeed } from './cached-feed';
import { createChangeFingerprint, type ChangeFingerprint } from './change-fingerprint';
import { createDocumentCache } from './document-cache';
import { createMatchCounts } from './match-counts';

/** Rows of the AED write log past which a check folds them into one (the sum stays, so the fingerprint does). */
const FOLD_WRITES_AFTER = 100;

/**
 * The committed writes to the AEDs, summed (aeds.table.ts: aedWrites): it moves with every write,
 * whichever transaction commits first, and reading it touches a handful of rows however many
 * AEDs there are. A long log is folded on the way, outside the answer.
 */
async function fingerprint(db: Db) {
  const [row] = await db.select({ rows: count(), writes: sql<string>`coalesce(sum(${aedWrites.writes}), 0)::text` }).from(aedWrites);
  if (row.rows > FOLD_WRITES_AFTER) void compactAedWrites(db).catch(() => undefined);
  return row.writes;
}

/** Earliest expiry of battery and electrodes: the day the AED stops being ready. */
const expiresOn = sql<string | null>`${aeds.expiryDate}::text`;

/**
 * What the public map needs per AED (000 §2.9), plus what its markers show: accessibility and
 * opening hours (open now), and the earliest expiry (readiness warning). The map feed, the points
 * of a map tile and the map search's items all have exactly these fields.
 */
export const mapFeedColumns = {
  id: aeds.id,
  latitude: aeds.latitude,
  longitude: aeds.longitude,
  title: aeds.title,
  description: aeds.description,
  address: aeds.address,
  city: aeds.city,
  model: aeds.model,
  accessibility: aeds.accessibility,
  openingHours: aeds.openingHours,
  expiresOn,
  outOfService: aeds.outOfService,
};

export const mapFeed = (db: Db, changes: ChangeFingerprint) =>
  createCachedFeed({
    fingerprint: changes,
    build: () => db.select(mapFeedColumns).from(aeds).orderBy(aeds.id),
  });

/** The static file variant of 000 §3, served at /aeds.json for older clients. */
export const staticAedsFile = (db: Db, changes: ChangeFingerprint) =>
  createCachedFeed({
    fingerprint: changes,
    build: async () => {
      const rows = await db
        .select({
          id: aeds.id,
          description: aeds.description,
          locationDescription: aeds.locationDescription,
          address: aeds.address,
          postalCode: aeds.postalCode,
          city: aeds.city,
          latitude: aeds.latitude,
          longitude: aeds.longitude,
          accessibility: aeds.accessibility,
          model: aeds.model,
          serialNumber: aeds.serialNumber,
          maintainer: aeds.maintainer,
          contact: aeds.contact,
          contactPhoneNumber: aeds.contactPhoneNumber,
          contactEmail: aeds.contactEmail,
          createdAt: aeds.createdAt,
          modifiedAt: aeds.modifiedAt,
        })
        .from(aeds)
        .orderBy(aeds.id);
      return rows;
    },
  });

/** Map tiles are small and many: a bounded number stays cached (least recently used out first). */
const TILE_CACHE = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 };
const SEARCH_CACHE = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };

/**
 * How long the fingerprint holds before it is checked again. Changes arrive at once as
 * notifications (a trigger on the AEDs, migration 0024); the check only heals what a notification
 * could miss. The embedded database notifies its own process and cannot miss one; a PostgreSQL
 * listener can lose its connection, and while it is away the check is the only way to see changes
 * made elsewhere.
 */
export const FINGERPRINT_RECHECK_MS = { embedded: 60_000, listening: 10_000, notListening: 1000 } as const;

/**
 * Everything the public map reads, cached compressed: the whole feed, the static file, the tiles
 * (modules/map-tiles) and the map search. One fingerprint, checked at most every `recheckMs()`,
 * tells them all about changes that no notification announced.
 */
export function createAedFeeds(db: Db, opts: { recheckMs?: () => number } = {}) {
  const changes = createChangeFingerprint(() => fingerprint(db), opts.recheckMs ?? FINGERPRINT_RECHECK_MS.notListening);
  const feeds = { map: mapFeed(db, changes), file: staticAedsFile(db, changes) };
  const tiles = createDocumentCache({ fingerprint: changes, ...TILE_CACHE });
  const search = createDocumentCache({ fingerprint: changes, ...SEARCH_CACHE });
  const matchCounts = createMatchCounts(changes);
  const dropCaches = () => {
    changes.reset();
    matchCounts.clear();
    feeds.map.invalidate();
    feeds.file.invalidate();
    tiles.invalidate();
    search.invalidate();
  };
  return {
    ...feeds,
    changes,
    tiles,
    search,
    /** The admin list's counts of its searches' matches (match-counts.ts). */
    matchCounts,
    /** Drops the caches: AEDs changed (a notification, or a write through this process). */
    dropCaches,
    /** Called after every AED write made through the API: this instance's next answer is fresh. */
    invalidate: dropCaches,
  };
}
export type AedFeeds = ReturnType<typeof createAedFeeds>;
