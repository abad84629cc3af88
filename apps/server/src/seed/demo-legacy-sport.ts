// DEMO DATA for the legacy dashboard's waste sites, sport activities and challenges: once per
// database (app_meta key below), on the embedded default outside production only (bootstrap.ts).
import { eq } from 'drizzle-orm';
import { mediaLinks, storedFiles } from '../modules/files/files.table';
import type { StorageDriver } from '../modules/files/storage/storage-driver';
import { STAGING_FOLDER } from '../modules/files/storage/storage-keys';
import { challenges } from '../modules/legacy/challenges/challenges.table';
import { sportActivities, sportActivityTracks } from '../modules/legacy/sport-activities/sport-activities.table';
import { wasteSites } from '../modules/legacy/waste-sites/waste-sites.table';
import { ENTITY_UPLOAD_FOLDERS } from '@aedatlas/contracts';
import type { Db } from '../db/client';
import { appMeta } from '../db/meta.table';
import { demoChallenges } from './demo-legacy-challenges';
import { ensureDemoMembers } from './demo-legacy-members';
import { demoSportActivities } from './demo-legacy-sport-activities';
import { demoWasteSites, renderSitePhoto } from './demo-legacy-waste-sites';
import { demoRandom } from './demo-random';
import { ensureSportCatalogues } from './legacy-sport-catalogues';

export const DEMO_LEGACY_SPORT_KEY = 'demo_legacy_sport_seeded_at';
const PHOTO_NAME = 'demo-photo.jpg';

/** Where a demo site's photo lives in storage (the WASTE_SITE folder, keyed by the site's id). */
export const demoPhotoKey = (wasteSiteId: string) => `${ENTITY_UPLOAD_FOLDERS.WASTE_SITE}/${wasteSiteId}/${PHOTO_NAME}`;

export interface SeededLegacySport {
  wasteSites: number;
  photos: number;
  sportActivities: number;
  challenges: number;
}

/**
 * Seeds waste sites (with photos in `storage`), sport activities with tracks and challenges
 * between demo members, unless done before. Ids come from a seeded random source, so a run that
 * stopped half-way writes the same photos again instead of leaving strays; the rows and the
 * app_meta key are written in one transaction.
 */
export async function seedDemoLegacySport(db: Db, storage: StorageDriver, today = new Date()): Promise<SeededLegacySport | undefined> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_LEGACY_SPORT_KEY)).limit(1);
  if (done) return undefined;
  await ensureSportCatalogues(db);
  const members = await ensureDemoMembers(db);
  const sites = demoWasteSites(today);
  const activities = demoSportActivities(members, today);
  const challengeRows = demoChallenges(members, today);

  // Photos first: storage is not part of the transaction.
  const photoIds = demoRandom(20_240_614);
  const photos: (typeof storedFiles.$inferInsert)[] = [];
  for (const [i, site] of sites.entries()) {
    if (!site.hasPhoto) continue;
    const bytes = await renderSitePhoto(site, 1000 + i);
    const id = photoIds.uuid();
    const key = demoPhotoKey(site.id);
    await storage.put(key, bytes, 'image/jpeg');
    photos.push({ id, storageKey: key, stagingKey: `${STAGING_FOLDER}/${id}`, fileName: PHOTO_NAME, originalName: PHOTO_NAME, contentType: 'image/jpeg', fileType: 'IMAGE', size: bytes.length, status: 'completed', expiresAt: site.reportedAt, createdAt: site.reportedAt, completedAt: site.reportedAt });
  }

  await db.transaction(async (tx) => {
    await tx.insert(wasteSites).values(sites.map(({ id, description, geoAddress, reportedAt, latitude, longitude }) => ({ id, description, geoAddress, reportedAt, latitude, longitude, createdAt: reportedAt, updatedAt: reportedAt })));
    if (photos.length) {
      await tx.insert(storedFiles).values(photos);
      await tx.insert(mediaLinks).values(photos.map((p) => ({ fileId: p.id!, entityType: 'WASTE_SITE', entityId: p.storageKey!.split('/')[1], createdAt: p.createdAt })));
    }
    for (let i = 0; i < activities.length; i += 50) {
      const batch = activities.slice(i, i + 50);
      await tx.insert(sportActivities).values(batch.map(({ track: _track, ...row }) => ({ ...row, createdAt: row.endTime })));
      await tx.insert(sportActivityTracks).values(batch.map((a) => ({ activityId: a.id, positions: a.track })));
    }
    if (challengeRows.length) await tx.insert(challenges).values(challengeRows);
    await tx.insert(appMeta).values({ key: DEMO_LEGACY_SPORT_KEY, value: new Date().toISOString() });
  });
  return { wasteSites: sites.length, photos: photos.length, sportActivities: activities.length, challenges: challengeRows.length };
}
