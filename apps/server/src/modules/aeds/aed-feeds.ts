import { count, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aeds } from './aeds.table';
import { createCachedFeed } from './cached-feed';

async function fingerprint(db: Db) {
  const [row] = await db.select({ n: count(), latest: max(aeds.modifiedAt) }).from(aeds);
  return `${row.n}:${row.latest?.getTime() ?? 0}`;
}

/** Earliest expiry of battery and electrodes: the day the AED stops being ready. */
const expiresOn = sql<string | null>`least(${aeds.batteryExpiry}, ${aeds.electrodeExpiry}, ${aeds.childElectrodeExpiry})::text`;

/**
 * What the public map needs per AED (000 §2.9), plus what its markers show: accessibility and
 * opening hours (open now), and the earliest expiry (readiness warning).
 */
export const mapFeed = (db: Db) =>
  createCachedFeed({
    fingerprint: () => fingerprint(db),
    build: () =>
      db
        .select({
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
        })
        .from(aeds)
        .orderBy(aeds.id),
  });

/** The static file variant of 000 §3, served at /aeds.json for older clients. */
export const staticAedsFile = (db: Db) =>
  createCachedFeed({
    fingerprint: () => fingerprint(db),
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

export function createAedFeeds(db: Db) {
  const feeds = { map: mapFeed(db), file: staticAedsFile(db) };
  return {
    ...feeds,
    /** Called after every AED write made through the API, so no one sees a stale map. */
    invalidate() {
      feeds.map.invalidate();
      feeds.file.invalidate();
    },
  };
}
export type AedFeeds = ReturnType<typeof createAedFeeds>;
