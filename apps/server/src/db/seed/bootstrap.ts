import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { hashPassword } from '../../identity/passwords';
import { createUser, findUserByEmail, setRoles } from '../../modules/users/users.repo';
import type { Db } from '../client';
import { appMeta } from '../meta.table';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoActivities } from './demo-activities';
import { seedDemoHelpCenters } from './demo-helpcenters';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoHelpServices } from './demo-helpservices';
import { fillMissingPlaces } from './fill-places';
import { importAedsFromFile } from './import-aeds';

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
 * Runs on every start: the configured admin always exists; demo data is seeded once, on the
 * first start, so AEDs an admin deletes later do not come back.
 */
export async function bootstrapData(db: Db, config: AppConfig, log: FastifyBaseLogger) {
  if (config.admin) {
    if (await ensureAccount(db, { ...config.admin, roles: ['ADMIN', 'USER'] })) log.info(`created admin ${config.admin.email}`);
  }
  // AEDs without a town (created before towns were derived) get the nearest settlement's.
  const filled = await fillMissingPlaces(db);
  if (filled) log.info(`derived the town of ${filled} AEDs from the nearest settlement`);
  if (!config.seedDemoData) return;
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (seeded) return;

  if (config.demoAccounts) {
    for (const account of DEMO_ACCOUNTS) await ensureAccount(db, account);
  }
  const result = await importAedsFromFile(db, BUNDLED_AEDS_FILE);
  const helpCenters = await seedDemoHelpCenters(db);
  const activities = await seedDemoActivities(db);
  const helpServices = await seedDemoHelpServices(db);
  const notifications = config.demoAccounts ? await seedDemoNotifications(db) : 0;
  log.info(`seeded demo data: ${result.inserted} AEDs imported, ${helpCenters} help centers, ${activities} activities, ${helpServices} help services, ${notifications} notifications`);
  await db.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
}
