import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { preparedQueries } from '../src/db/prepared-queries';
import { users } from '../src/modules/users/users.table';
import { bearer, createTestUser, refreshGrant, signIn, startTestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

const ID = sql.placeholder('id');

/** A user by id with values of many types, kept (named) or not. */
function userQuery(db: Db, name: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      validated: users.validated,
      firstName: users.firstName,
      shout: sql<string>`upper(${users.email})`,
      numbers: sql<number[]>`array[1, 2, 3]`,
      doc: sql<unknown>`jsonb_build_object('a', 1, 'b', array['x', 'y'])`,
    })
    .from(users)
    .where(eq(users.id, ID))
    .prepare(name);
}

const keptUsers = preparedQueries<ReturnType<typeof userQuery>>({ kept: 'test_kept_user' });
const plainUsers = preparedQueries<ReturnType<typeof userQuery>>();

const preparedNames = async (db: Db) =>
  ((await db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);

describe('kept statements on the embedded database', () => {
  let dir: string;
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kept-statements-'));
    database = await openDatabase({ dataDir: dir });
    await database.migrate();
    [{ id: userId }] = await database.db
      .insert(users)
      .values({ email: 'kept@example.test', userName: 'kept@example.test', passwordHash: 'x', lastLoginAt: new Date('2026-11-01T10:20:30.456Z') })
      .returning({ id: users.id });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prepares a kept query once under its name and answers exactly as the unnamed query does', async () => {
    const { db } = database;
    const kept = keptUsers(db, 'by id', (name) => userQuery(db, name));
    const plain = plainUsers(db, 'by id', (name) => userQuery(db, name));
    expect(await preparedNames(db)).not.toContain('test_kept_user_0');

    const answer = await kept.execute({ id: userId });
    expect(await preparedNames(db)).toEqual(['test_kept_user_0']);
    expect(answer).toEqual(await plain.execute({ id: userId }));
    expect(answer).toEqual([
      {
        id: userId,
        email: 'kept@example.test',
        createdAt: expect.any(Date),
        lastLoginAt: new Date('2026-11-01T10:20:30.456Z'),
        validated: false,
        firstName: null,
        shout: 'KEPT@EXAMPLE.TEST',
        numbers: [1, 2, 3],
        doc: { a: 1, b: ['x', 'y'] },
      },
    ]);
    // Run again with other values: the same statement, no new one.
    expect(await kept.execute({ id: randomUUID() })).toEqual([]);
    expect(await preparedNames(db)).toEqual(['test_kept_user_0']);
  });

  it("never runs inside another caller's transaction: it waits for the commit and reads it", async () => {
    const { db } = database;
    const kept = keptUsers(db, 'by id', (name) => userQuery(db, name));
    let finish!: () => void;
    const holding = new Promise<void>((resolve) => (finish = resolve));
    const newId = randomUUID();
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.insert(users).values({ id: newId, email: 'later@example.test', userName: 'later@example.test', passwordHash: 'x' });
      inserted();
      await holding;
    });
    await insertedYet;
    let answered = false;
    const reading = kept.execute({ id: newId }).then((rows) => {
      answered = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    finish();
    await transaction;
    expect((await reading).map((r) => r.email)).toEqual(['later@example.test']);
  });

  it("answers a database error as PGlite's own query does, and the next run works", async () => {
    const { db } = database;
    const kept = keptUsers(db, 'by id', (name) => userQuery(db, name));
    const plain = plainUsers(db, 'by id', (name) => userQuery(db, name));
    const errorOf = (run: Promise<unknown>) => run.then(() => undefined, (err: { code?: string; cause?: { code?: string } }) => err.code ?? err.cause?.code);
    const keptError = await errorOf(kept.execute({ id: 'not-a-uuid' }));
    expect(keptError).toBe('22P02');
    expect(await errorOf(plain.execute({ id: 'not-a-uuid' }))).toBe(keptError);
    expect((await kept.execute({ id: userId })).map((r) => r.id)).toEqual([userId]);
  });

  it('prepares again on a reopened database', async () => {
    await database.close();
    database = await openDatabase({ dataDir: dir });
    const { db } = database;
    const kept = keptUsers(db, 'by id', (name) => userQuery(db, name));
    expect((await kept.execute({ id: userId })).map((r) => r.email)).toEqual(['kept@example.test']);
    expect(await preparedNames(db)).toEqual(['test_kept_user_0']);
  });
});

describe('the hot paths on the embedded database', () => {
  it('signs in, refreshes and checks a token with kept statements', async () => {
    const t = await startTestApp(testDatabases.find((d) => d.kind === 'pglite')!);
    try {
      const user = await createTestUser(t.app);
      const tokens = await signIn(t.app, user);
      expect((await refreshGrant(t.app, tokens.refresh_token)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(tokens.access_token) })).statusCode).toBe(200);
      // Each name ends in a number that tells apart the statements this process has prepared.
      const kept = (await preparedNames(t.app.database.db)).map((name) => name.replace(/_\d+$/, ''));
      expect(kept).toEqual(expect.arrayContaining(['refresh_rotation', 'session_start', 'sign_in_claim', 'token_state']));
    } finally {
      await t.close();
    }
  });
});
