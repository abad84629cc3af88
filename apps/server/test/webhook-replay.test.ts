import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { changesAfter } from '../src/modules/changes/aed-changes.repo';
import { buildAppOn, createTestUser, signIn } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { callerOf } from './helpers/webhook-calls';
import { startWebhookReceiver } from './helpers/webhook-receiver';
import { demoRandom } from '../src/seed/demo-random';

const CHANGES = 10_000;
const RESTART_AT = 5_000;
const AREA = { municipality: 'Žiri' };
/** Short settings: a failed delivery is tried again after 20 ms, doubling. */
const env = { WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_SWEEP_MS: '200', WEBHOOK_TIMEOUT_MS: '2000' };
const PLACES = ['Žiri', 'Kranj'];

/** The same seeded numbers every run (the demo data's generator). */
const random = (seed: number) => demoRandom(seed).next;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const head = async (db: Db) => Number((await rows<{ seq: string | null }>(db, sql`select max(seq) as seq from aed_changes`))[0].seq ?? 0);

/**
 * Random writes, as an import or a script makes them, straight on the aeds table (the feed's
 * trigger records whatever writes): adds, edits, state changes, moves between two municipalities,
 * deletions and removals, in transactions of a few, two transactions at once, and now and then two
 * writers editing one AED at the same moment. Each op changes what a client sees, so each is a change.
 */
function writer(db: Db, seed: number) {
  const next = random(seed);
  const live: string[] = [];
  const pick = () => live[Math.floor(next() * live.length)];
  let n = 0;
  const op = async (tx: Db) => {
    const roll = next();
    const id = pick();
    const place = PLACES[Math.floor(next() * PLACES.length)];
    n++;
    if (!id || roll < 0.25) {
      // With its town: a town-less AED would be filled in by the start's job (fill-places.job.ts),
      // a change of its own made at a moment this test does not choose.
      const [row] = await rows<{ id: string }>(
        tx,
        sql`insert into aeds (title, city, municipality, latitude, longitude) values (${`Replay ${n}`}, ${place}, ${place}, ${46 + next() / 10}, ${14 + next() / 5}) returning id`,
      );
      live.push(row.id);
    } else if (roll < 0.6) await tx.execute(sql`update aeds set title = ${`Replay edit ${n}`} where id = ${id}`);
    else if (roll < 0.7) await tx.execute(sql`update aeds set state = case when state = 'inService' then 'unknown' else 'inService' end where id = ${id}`);
    else if (roll < 0.8) await tx.execute(sql`update aeds set municipality = case when municipality = 'Žiri' then 'Kranj' else 'Žiri' end where id = ${id}`);
    else {
      live.splice(live.indexOf(id), 1);
      if (roll < 0.93) await tx.execute(sql`delete from aeds where id = ${id}`);
      else await tx.execute(sql`update aeds set state = 'removed' where id = ${id}`);
    }
  };
  // Two writers locking the same AEDs in another order deadlock now and then: PostgreSQL rolls one
  // back, and a rolled-back transaction records nothing, which is part of what is tested.
  const transaction = (size: number) =>
    db
      .transaction(async (tx) => {
        for (let i = 0; i < size; i++) await op(tx as unknown as Db);
      })
      .catch((err: { code?: string; cause?: { code?: string } }) => {
        if ((err.cause?.code ?? err.code) !== '40P01') throw err;
      });
  return {
    /** A round: two transactions at once, sometimes two concurrent edits of one AED besides. */
    async round() {
      const id = pick();
      const concurrent = id && next() < 0.2 ? ['a', 'b'].map((w) => db.execute(sql`update aeds set floor = ${`${w}${n++}`} where id = ${id}`)) : [];
      await Promise.all([transaction(1 + Math.floor(next() * 8)), transaction(1 + Math.floor(next() * 8)), ...concurrent]);
    },
  };
}

describe.each(testDatabases)('webhook replay on $kind', (engine) => {
  let drop: (() => Promise<void>) | undefined;
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it(`gives a subscriber exactly the registry's state after ${CHANGES} random changes, a failing receiver and a restart`, { timeout: 150_000 }, async () => {
    const created = await engine.create();
    drop = created.drop;
    const on = { database: created.database, databaseUrl: created.databaseUrl };
    const db = created.database.db;
    app = await buildAppOn(on, env);
    const admin = callerOf(app, (await signIn(app, await createTestUser(app, { admin: true }))).access_token);

    const receiver = await startWebhookReceiver();
    // About one delivery in ten is answered with a 500.
    const failing = random(7);
    receiver.failWith(() => (failing() < 0.1 ? 500 : undefined));
    const sub = await admin('POST', '/api/webhooks', { url: receiver.url, area: 'municipality:ziri' });
    expect(sub.statusCode, sub.body).toBe(201);
    receiver.useSecret(sub.json().secret);
    // A move out of the area reaches the subscriber as the AED in its new place: it takes it off.
    receiver.keepOnly((aed) => aed.municipality === 'Žiri' && aed.state !== 'removed');

    const start = await head(db);
    const writes = writer(db, 63);
    let restarted = false;
    while ((await head(db)) - start < CHANGES) {
      await writes.round();
      if (!restarted && (await head(db)) - start >= RESTART_AT) {
        restarted = true;
        await app.close();
        app = undefined;
        // Changes keep coming while no instance delivers: a script, another writer.
        for (let i = 0; i < 40; i++) await writes.round();
        app = await buildAppOn(on, env);
      }
    }
    const last = await head(db);

    // Every change of the area, as the feed lists it.
    const expected: number[] = [];
    for (let after = start; ; ) {
      const page = await changesAfter(db, { after, limit: 1000, area: AREA });
      expected.push(...page.changes.map((c) => c.seq));
      after = page.next;
      if (!page.hasMore) break;
    }
    await receiver.waitUntil(() => receiver.lastSeq >= expected.at(-1)!, 90_000, 'the last change of the area');

    const applied = receiver.appliedSeqs.filter((s) => s > start);
    expect(applied.length).toBe(expected.length);
    expect(applied).toEqual(expected);
    expect(receiver.badSignatures).toEqual([]);
    expect(receiver.deliveries.some((d) => d.status === 500)).toBe(true);

    const registry = await rows<{ id: string; aed: Record<string, unknown> }>(
      db,
      sql`select id::text, public.aed_public_fields(a) as aed from aeds a where state <> 'removed' and public.search_fold(municipality) = public.search_fold(${AREA.municipality})`,
    );
    const copy = Object.fromEntries([...receiver.copy].filter(([, aed]) => aed));
    expect(Object.keys(copy).sort()).toEqual(registry.map((r) => r.id).sort());
    for (const { id, aed } of registry) expect(copy[id], id).toEqual(aed);
    expect(last - start).toBeGreaterThanOrEqual(CHANGES);
    await receiver.close();
  });
});
