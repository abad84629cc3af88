import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { bearer, listenForTest } from './helpers/app';
import { appWithAdminAndMember, type AppWithAdminAndMember } from './helpers/app-with-admin-and-member';

/** The ids of an audit log file, in its order. */
function idsOf(csv: string): string[] {
  const [header, ...rows] = parse(csv.replace(/^\uFEFF/, '')) as string[][];
  const id = header.indexOf('id');
  return rows.map((row) => row[id]);
}

/** Audit entries written straight into the table: `count` of them, each about a kilobyte. */
const writeEntries = (t: AppWithAdminAndMember, count: number, entityId: string, createdAt: string) =>
  t.app.database.db.execute(sql`
    insert into audit_log (actor_email, action, entity_type, entity_id, before, after, created_at)
    select 'admin@aedatlas.test', 'update', 'aed', ${entityId},
           jsonb_build_object('title', 'AED ' || n, 'description', repeat('x', 450)),
           jsonb_build_object('title', 'AED ' || n || ' (moved)', 'description', repeat('y', 450)),
           ${sql.raw(createdAt)}
    from generate_series(1, ${count}) as n`);

describe.each(testDatabases)('audit log export on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenForTest(t.app);
  }, 120_000);

  it('keeps entries of one instant, and of one millisecond, in the list order across batches', async () => {
    // Three entries at each instant, 1,500 instants a microsecond apart: 4,500 entries, three
    // batches of the export, all within 2 ms (a Date, to the millisecond, cannot tell them apart).
    await writeEntries(t, 4500, 'same-millisecond', `timestamptz '2026-01-01 12:00:00.5+00' + ((n % 1500) * interval '1 microsecond')`);
    const listed: string[] = [];
    for (let page = 0; ; page++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityId=same-millisecond&size=200&page=${page}`, headers: bearer(t.adminToken) });
      const body = res.json() as { data: { id: string }[]; totalPages: number };
      listed.push(...body.data.map((entry) => entry.id));
      if (page + 1 >= body.totalPages) break;
    }
    expect(listed).toHaveLength(4500);
    const res = await fetch(`${baseUrl}/api/admin/audit/export.csv?entityId=same-millisecond`, { headers: bearer(t.adminToken) });
    expect(res.status).toBe(200);
    expect(idsOf(await res.text())).toEqual(listed);
  }, 120_000);

  it('gives the log as it was when the export began: every entry once, however much is written meanwhile', async () => {
    await writeEntries(t, 60_000, 'before-export', `timestamptz '2026-02-01 00:00:00+00' + n * interval '1 second'`);
    const ids = (await t.app.database.db.execute(sql`select id from audit_log order by created_at desc, seq desc`)) as unknown as { rows: { id: string }[] };
    const expected = ids.rows.map((row) => row.id);

    // A slow reader: the first part of the file, then admins at work, then the rest.
    const res = await fetch(`${baseUrl}/api/admin/audit/export.csv`, { headers: bearer(t.adminToken) });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });
    await writeEntries(t, 3000, 'during-export', 'now()');
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const exported = idsOf(text + decoder.decode());
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported).toEqual(expected);
  }, 180_000);
});
