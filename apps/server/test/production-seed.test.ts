import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { testDatabases } from './helpers/databases';
import { bearer, passwordGrant, signIn, startTestApp } from './helpers/app';

const ADMIN = { email: 'ops@example.org', password: 'Operator-Secret-1' };

/**
 * Every table a production start fills: the bundled AEDs (with the counters and write log the
 * import keeps, and their entries in the change feed), the configured admin and its roles, reference catalogues, and the server's own
 * state (signing keys, app_meta). A table of made-up content would be a new name here.
 */
const FILLED_BY_A_PRODUCTION_START = [
  'aed_changes',
  'aed_count_changes',
  'aed_writes',
  'aeds',
  'app_meta',
  'challenge_types',
  'club_category_types',
  'club_types',
  'live_mining_categories',
  'roles',
  'scored_activity_types',
  'signing_keys',
  'sport_activity_types',
  'tracked_activity_types',
  'user_roles',
  'users',
  'weather_types',
];

/**
 * Derived from the tables above by a job the start queues (the day's registry health row): written
 * when the job gets its turn, so present or not depending on timing, and never content of its own.
 */
const DERIVED_BY_START_JOBS = new Set(['registry_health_days']);

describe.each(testDatabases)('a production start with SEED_DEMO_DATA=true on $kind', (engine) => {
  it('seeds the bundled AEDs and nothing made up: no help centers, help services, accounts or content', async () => {
    const t = await startTestApp(engine, { NODE_ENV: 'production', SEED_DEMO_DATA: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      // Before any request: what the start itself wrote.
      const filled = await tablesWithRows(t.app.database.db);
      expect(filled.filter((name) => !DERIVED_BY_START_JOBS.has(name))).toEqual(FILLED_BY_A_PRODUCTION_START);

      const get = async (url: string, token?: string) => (await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).json();
      expect(await get('/api/aed/count')).toBe(1079);
      // An emergency product never shows an invented phone number.
      expect(await get('/api/helpcenter/public')).toEqual([]);
      expect(await get('/api/helpservice')).toEqual([]);
      for (const account of DEMO_ACCOUNTS) expect((await passwordGrant(t.app, account.email, account.password)).statusCode, account.email).toBe(401);

      const admin = (await signIn(t.app, ADMIN)).access_token;
      const users = await get('/api/admin/user', admin);
      expect(users.data.map((u: { email: string }) => u.email)).toEqual([ADMIN.email]);
      expect((await get('/api/admin/activity', admin)).totalCount).toBe(0);
    } finally {
      await t.close();
    }
  }, 120_000);
});

/** Every table of the public schema that holds at least one row. */
async function tablesWithRows(db: Db): Promise<string[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const filled: string[] = [];
  for (const { name } of tables) {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    if (n > 0) filled.push(name);
  }
  return filled.sort();
}
