import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { hashPassword } from '../identity/passwords';
import { createUser, findUserByEmail, setRoles } from '../modules/users/users.repo';
import type { Db } from '../db/client';
import { appMeta } from '../db/meta.table';
import type { StorageDriver } from '../modules/files/storage/storage-driver';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoActivities } from './demo-activities';
import { DEMO_GUARDIANS_KEY, seedDemoGuardians } from './demo-guardians';
import { seedDemoHelpCenters } from './demo-helpcenters';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoHelpServices } from './demo-helpservices';
import { seedDemoLegacyContent } from './demo-legacy-content';
import { DEMO_LEGACY_SPORT_KEY, seedDemoLegacySport } from './demo-legacy-sport';
import { seedDemoLegacyTracked } from './demo-legacy-tracked';
import { ensureTrackedActivityTypes } from '../modules/legacy/tracked-activities/tracked-activity-types';
import { seedDemoLegacyChangelogs } from './demo-legacy-changelogs';
import { seedDemoLegacyNfcTags } from './demo-legacy-nfc-tags';
import { seedDemoLegacyUsers } from './demo-legacy-users';
import { seedDemoLegacyStoreItems } from './demo-legacy-store-items';
import { seedDemoLegacyClubs } from './demo-legacy-clubs';
import { seedLegacyCatalogues } from './legacy-catalogues';
import { importAedsFromFile } from './import-aeds';
import { ensureSportCatalogues } from './legacy-sport-catalogues';

export const BUNDLED_AEDS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'slovenia-osm.csv');
const SEEDED_KEY = 'demo_data_seeded_at';

async function ensureAccount(db: Db, a: { email: string; password: string; firstName?: string; lastName?: string; roles: readonly string[] }) {
  const existing = await findUserByEmail(db, a.email);
  if (existing) {
    await setRoles(db, existing.id, [...a.roles]);
    return false;
  }
  await createUser(db, { ...a, roles: [...a.roles], passwordHash: await hashPassword(a.password) });
  return true;
}

/**
 * Runs on every start: the configured admin always exists; with SEED_DEMO_DATA the bundled AEDs
 * are seeded once, on the first start, so AEDs an admin deletes later do not come back. Made-up
 * content comes with them only outside production (config.demoContent).
 */
export async function bootstrapData(db: Db, config: AppConfig, log: FastifyBaseLogger, storage: StorageDriver) {
  if (config.admin) {
    if (await ensureAccount(db, { ...config.admin, roles: ['ADMIN', 'USER'] })) log.info(`created admin ${config.admin.email}`);
  }
  await ensureTrackedActivityTypes(db);
  // Reference data on every database, demo or not: clubs refer to the club types and categories,
  // sport activities and challenges to their types.
  const catalogueEntries = await seedLegacyCatalogues(db);
  if (catalogueEntries) log.info(`added ${catalogueEntries} type catalogue entries`);
  await ensureSportCatalogues(db);
  if (!config.seedDemoData) return;
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (!seeded) {
    const result = await importAedsFromFile(db, BUNDLED_AEDS_FILE);
    log.info(`seeded the bundled AEDs: ${result.added} imported`);
    if (config.demoContent) await seedDemoContent(db, log);
    await db.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  }
  await seedDemoGuardiansOnce(db, config, log);
  await seedLegacyDashboardDemo(db, config, storage, log);
}

/**
 * The demo member's guardianships (My AEDs, one open request), once, under their own key: a
 * database seeded before guardians existed receives them on its next start, and rows an admin
 * removes later do not come back.
 */
async function seedDemoGuardiansOnce(db: Db, config: AppConfig, log: FastifyBaseLogger) {
  if (!config.demoContent) return;
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_GUARDIANS_KEY)).limit(1);
  if (done) return;
  log.info(`seeded ${await seedDemoGuardians(db)} demo guardians and requests`);
  await db.insert(appMeta).values({ key: DEMO_GUARDIANS_KEY, value: new Date().toISOString() }).onConflictDoNothing();
}

/** Made-up people and content: help centers with invented phone numbers among them. */
async function seedDemoContent(db: Db, log: FastifyBaseLogger) {
  for (const account of DEMO_ACCOUNTS) await ensureAccount(db, account);
  const helpCenters = await seedDemoHelpCenters(db);
  const activities = await seedDemoActivities(db);
  const helpServices = await seedDemoHelpServices(db);
  const notifications = await seedDemoNotifications(db);
  log.info(`seeded demo data: ${helpCenters} help centers, ${activities} activities, ${helpServices} help services, ${notifications} notifications`);
}

/**
 * The legacy dashboard's demo data (002), each set once, under its own key: a database seeded
 * before these screens existed receives them on its next start, and rows an admin deletes later
 * do not come back.
 */
const LEGACY_DEMO_SETS: {
  key: string;
  seed: (db: Db, storage: StorageDriver) => Promise<unknown>;
}[] = [
  { key: 'demo_legacy_content_seeded_at', seed: (db) => seedDemoLegacyContent(db) },
  { key: 'demo_legacy_tracked_seeded_at', seed: (db) => seedDemoLegacyTracked(db) },
  { key: DEMO_LEGACY_SPORT_KEY, seed: (db, storage) => seedDemoLegacySport(db, storage) },
  { key: 'demo_legacy_nfc_tags_seeded_at', seed: (db) => seedDemoLegacyNfcTags(db) },
  { key: 'demo_legacy_changelogs_seeded_at', seed: (db) => seedDemoLegacyChangelogs(db) },
  { key: 'demo_legacy_store_items_seeded_at', seed: (db) => seedDemoLegacyStoreItems(db) },
  { key: 'demo_legacy_users_seeded_at', seed: (db) => seedDemoLegacyUsers(db) },
  { key: 'demo_legacy_clubs_seeded_at', seed: (db) => seedDemoLegacyClubs(db) },
];

async function seedLegacyDashboardDemo(db: Db, config: AppConfig, storage: StorageDriver, log: FastifyBaseLogger) {
  if (!config.demoContent) return;
  for (const set of LEGACY_DEMO_SETS) {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, set.key)).limit(1);
    if (done) continue;
    try {
      log.info({ seeded: await set.seed(db, storage) }, `seeded legacy dashboard demo data (${set.key})`);
    } catch (error) {
      // File storage out of reach at start (demo photos) must not stop the server: the next start tries again.
      log.warn({ err: { message: (error as Error).message } }, `legacy dashboard demo data not seeded this time (${set.key})`);
      continue;
    }
    await db.insert(appMeta).values({ key: set.key, value: new Date().toISOString() }).onConflictDoNothing();
  }
}
