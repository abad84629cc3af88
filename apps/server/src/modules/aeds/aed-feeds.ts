import { and, count, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outOfServiceReasonSql } from './aeds.dto';
import { compactAedWrites } from './aeds.repo';
import { onPublicMap } from './on-public-map';
import { aeds, aedWrites } from './aeds.table';
import { createCachedFeed } from './cached-feed';
import { createChangeFingerprint, type ChangeFingerprint } from './change-fingerprint';
import { JsonParts } from './compressed-document';
import { createDocumentCache } from './document-cache';
import { createMatchCounts } from './match-counts';
import type { LastGoodFeedKeeper } from './last-good-feed';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

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

/** The last confirmation as the AED's own answer writes it (toISOString: UTC, milliseconds). */
const lastConfirmedAt = sql<string | null>`to_char(${aeds.lastConfirmedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Until when a reveal of the cabinet code marks the AED possibly in use, while that is ahead. A
 * cached document may hold it past its end: the map compares it with the clock (isPossiblyInUse).
 */
const possiblyInUseUntilSql = sql<string | null>`case when ${aeds.possiblyInUseUntil} > now() then to_char(${aeds.possiblyInUseUntil} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;

/**
 * What the public map needs per AED (000 §2.9), plus what its markers show: accessibility and
 * opening hours (open now), the earliest expiry (readiness warning), the state and the last
 * confirmation (the key's "not checked for a year"). The map feed, the points
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
  outOfService: outOfServiceReasonSql,
  state: aeds.state,
  lastConfirmedAt,
  possiblyInUseUntil: possiblyInUseUntilSql,
};

/**
 * AEDs per batch of a whole feed's build. A batch's query, rows, JSON and hash take a few
 * milliseconds, and other requests (Near me) are answered between batches; read in one go, the
 * rows of a million AEDs and their JSON held the event loop for seconds and the heap for gigabytes.
 */
export const FEED_BATCH_ROWS = 5000;

/**
 * A whole feed as JSON, read batch by batch in id order (keyset: each batch starts after the last
 * id of the one before, through the primary key): the same bytes as JSON.stringify of every row
 * read at once. Batches are separate reads, so a change made during the build may show in part;
 * the document is kept under the fingerprint read before its build (document-cache.ts), so the
 * change's new fingerprint has it rebuilt.
 */
export async function feedJson(readBatch: (afterId: string | undefined, limit: number) => Promise<{ id: string }[]>, batchRows = FEED_BATCH_ROWS): Promise<JsonParts> {
  const json = new JsonParts();
  json.add('[');
  let afterId: string | undefined;
  for (;;) {
    const rows = await readBatch(afterId, batchRows);
    if (rows.length > 0) json.add((afterId === undefined ? '' : ',') + JSON.stringify(rows).slice(1, -1));
    if (rows.length < batchRows) break;
    afterId = rows[rows.length - 1].id;
    // The embedded database answers in the same thread, through promises alone: without a turn
    // of the event loop here, the batches would run back to back and hold it as one read did.
    await yieldToEventLoop();
  }
  json.add(']');
  return json;
}

const afterIdOf = (afterId: string | undefined) => (afterId === undefined ? undefined : gt(aeds.id, afterId));

export const mapFeed = (db: Db, changes: ChangeFingerprint, batchRows = FEED_BATCH_ROWS, keeper?: LastGoodFeedKeeper) =>
  createCachedFeed({
    fingerprint: changes,
    onCurrent: keeper?.offer,
    build: () => feedJson((afterId, limit) => db.select(mapFeedColumns).from(aeds).where(and(onPublicMap, afterIdOf(afterId))).orderBy(aeds.id).limit(limit), batchRows),
  });

/** The columns of the static file variant of 000 §3. */
const staticFileColumns = {
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
};

/** The static file variant of 000 §3, served at /aeds.json for older clients. */
export const staticAedsFile = (db: Db, changes: ChangeFingerprint, batchRows = FEED_BATCH_ROWS) =>
  createCachedFeed({
    fingerprint: changes,
    build: () => feedJson((afterId, limit) => db.select(staticFileColumns).from(aeds).where(afterIdOf(afterId)).orderBy(aeds.id).limit(limit), batchRows),
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
 * (modules/map-tiles) and the map search. With a `keeper`, the feed is also kept on disk for a start
 * while the database is away (last-good-feed.ts). One fingerprint, checked at most every `recheckMs()`,
 * tells them all about changes that no notification announced.
 */
export function createAedFeeds(db: Db, opts: { recheckMs?: () => number; keeper?: LastGoodFeedKeeper } = {}) {
  const changes = createChangeFingerprint(() => fingerprint(db), opts.recheckMs ?? FINGERPRINT_RECHECK_MS.notListening);
  const feeds = { map: mapFeed(db, changes, FEED_BATCH_ROWS, opts.keeper), file: staticAedsFile(db, changes) };
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
