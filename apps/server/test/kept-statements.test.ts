import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { accessTokenState } from '../src/identity/sessions.repo';
import { listAdminAeds } from '../src/modules/aeds/aeds.admin-list.repo';
import { getAed, nearestAeds } from '../src/modules/aeds/aeds.repo';
import { testDatabases } from './helpers/databases';

/*
 * Statements PostgreSQL parses once for each connection and, after five runs, plans once
 * (db/prepared-queries.ts: kept). The embedded database ignores statement names, so this is about
 * PostgreSQL alone: everything here runs on one connection, as each of the server's connections
 * does, to see what PostgreSQL keeps on it.
 */
const engine = testDatabases.find((d) => d.kind === 'postgres');

describe.runIf(engine)('statements kept on a PostgreSQL connection', () => {
  let drop: () => Promise<void>;
  let client: pg.Client;
  let db: Db;
  beforeAll(async () => {
    const created = await engine!.create();
    drop = created.drop;
    await importAedsFromFile(created.database.db, BUNDLED_AEDS_FILE);
    client = new pg.Client({ connectionString: created.databaseUrl });
    await client.connect();
    db = drizzle(client, { schema }) as unknown as Db;
  });
  afterAll(async () => {
    await client?.end();
    await drop?.();
  });

  const kept = async (prefix: string) =>
    (await client.query<{ name: string; statement: string; generic_plans: string; custom_plans: string }>(
      'select name, statement, generic_plans, custom_plans from pg_prepared_statements where name like $1',
      [`${prefix}%`],
    )).rows;

  it("the admin list's search: one plan for every term, which still finds each term's own AEDs, ignoring case and diacritics", async () => {
    const terms = ['ljubljana', 'LJUBLJANA', 'maribor', 'ziri', 'Žiri', 'celje', 'pgd', 'kranj', 'koper', 'šola', 'sola', 'zdravstveni dom'];
    for (const term of terms) {
      const page = await listAdminAeds(db, { page: 0, size: 20, sortBy: 'title', sortOrder: 'asc', search: term });
      const { rows } = await client.query<{ id: string; n: string }>(
        `select id, count(*) over () as n from aeds where search_text like public.search_fold($1)
         order by title_sort_key collate "C" asc nulls last, title collate "C" asc, id asc limit 20`,
        [`%${term}%`],
      );
      expect(page.data.map((a) => a.id), term).toEqual(rows.map((r) => r.id));
      expect(page.totalCount, term).toBe(rows.length ? Number(rows[0].n) : 0);
    }
    expect((await listAdminAeds(db, { page: 0, size: 20, sortBy: 'title', sortOrder: 'asc', search: 'no such aed anywhere' })).totalCount).toBe(0);
    const [statement, ...others] = await kept('admin_aed_matches');
    expect(others).toEqual([]);
    expect(Number(statement.generic_plans)).toBeGreaterThan(0);

    // The kept plan folds the term once (an InitPlan), not again for each row the index hands over.
    const values = statement.statement;
    const parameters = [...values.matchAll(/\$(\d+)/g)].reduce((most, m) => Math.max(most, Number(m[1])), 0);
    const patternAt = Number(/search_fold\(\$(\d+)\)/.exec(values)![1]);
    const args = Array.from({ length: parameters }, (_, i) => (i + 1 === patternAt ? `'%maribor%'` : '0'));
    await client.query('set plan_cache_mode = force_generic_plan');
    try {
      const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain execute ${statement.name}(${args.join(', ')})`)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Cond: \(search_text ~~ \$\d+\)/);
      expect(plan).toMatch(/Recheck Cond: \(search_text ~~ \$\d+\)/);
      expect(plan).not.toMatch(/Cond: .*search_fold/);
    } finally {
      await client.query('reset plan_cache_mode');
    }
  });

  it('a page size the console does not offer is planned for its own values each time, and still right', async () => {
    const before = await kept('admin_aed_matches');
    const page = await listAdminAeds(db, { page: 1, size: 7, sortBy: 'city', sortOrder: 'desc', search: 'ljubljana' });
    const { rows } = await client.query<{ id: string }>(
      `select id from aeds where search_text like '%ljubljana%' order by city_sort_key collate "C" desc nulls last, city collate "C" desc, id desc limit 7 offset 7`,
    );
    expect(page.data.map((a) => a.id)).toEqual(rows.map((r) => r.id));
    expect(await kept('admin_aed_matches')).toHaveLength(before.length);
  });

  it('the nearest AEDs, an AED by id and the token check: kept, and each answer still its own', async () => {
    const points = [[46.05, 14.5], [46.55, 15.65], [45.55, 13.73], [46.36, 14.09], [46.24, 15.27], [45.8, 15.17], [46.66, 16.16]];
    for (const [lat, lon] of points) {
      const found = await nearestAeds(db, lat, lon, 5);
      const { rows } = await client.query<{ id: string }>(
        'select id from aeds order by ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2) limit 5',
        [lat, lon],
      );
      expect(new Set(found.map((a) => a.id))).toEqual(new Set(rows.map((r) => r.id)));
      expect((await getAed(db, rows[0].id))?.id).toBe(rows[0].id);
      expect(await accessTokenState(db, { jti: randomUUID(), sessionId: randomUUID() })).toEqual({ active: false, holdsRole: false });
    }
    for (const prefix of ['aed_nearest', 'aed_by_id', 'token_state']) {
      const [statement] = await kept(prefix);
      expect(Number(statement?.generic_plans), prefix).toBeGreaterThan(0);
    }
  });
});
