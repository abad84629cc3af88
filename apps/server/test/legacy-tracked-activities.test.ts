import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLegacyTracked } from '../src/seed/demo-legacy-tracked';
import { testDatabases } from './helpers/databases';
import { bearer, createTestUser, signIn, startTestApp, type TestApp } from './helpers/app';

const HOUR = 3_600_000;

describe.each(testDatabases)('tracked activities on $kind', (engine) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let ana: { id: string; token: string };
  let bor: { id: string; token: string };
  let steps: number;
  let heart: number;
  const userOf = async (opts: { admin?: boolean } = {}) => {
    const user = await createTestUser(t.app, opts);
    return { id: user.id, token: (await signIn(t.app, user)).access_token };
  };
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await userOf({ admin: true });
    ana = await userOf();
    bor = await userOf();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: token ? bearer(token) : {} });
  const post = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/tracked-activities', headers: bearer(token), payload });

  it('lists the types with their units for any signed-in user', async () => {
    expect((await get('TrackedActivityTypes')).statusCode).toBe(401);
    const types = (await get('TrackedActivityTypes', ana.token)).json();
    expect(types.map((x: { name: string }) => x.name)).toEqual(['Steps', 'Heart rate', 'Distance walked', 'Active energy', 'Sleep', 'Water']);
    expect(types[1]).toMatchObject({ name: 'Heart rate', unit: { name: 'bpm' } });
    steps = types[0].id;
    heart = types[1].id;
  });

  it('keeps a member’s own records and answers them by type and range, keyed by type id', async () => {
    const base = Date.now() - 10 * HOUR;
    const records = [0, 1, 2, 3].map((i) => ({ typeId: steps, timestamp: new Date(base + i * HOUR).toISOString(), amount: 1000 + i }));
    expect((await post(ana.token, { records: [...records, { typeId: heart, timestamp: new Date(base).toISOString(), amount: 64 }] })).json()).toEqual({ added: 5 });
    const answer = (await get(`TrackedActivities?typeId=${steps}&fromTime=${base + HOUR}&toTime=${base + 3 * HOUR}`, ana.token)).json();
    expect(Object.keys(answer)).toEqual([String(steps)]);
    expect(answer[steps]).toMatchObject({ typeId: steps, name: 'Steps', unit: { name: 'steps' }, truncated: false });
    // From included, until not; oldest first.
    expect(answer[steps].dataRecords).toEqual([
      { timestamp: records[1].timestamp, amount: 1001 },
      { timestamp: records[2].timestamp, amount: 1002 },
    ]);
    // Without a range: yesterday to now.
    expect((await get(`TrackedActivities?typeId=${steps}`, ana.token)).json()[steps].dataRecords).toHaveLength(4);
  });

  it('never shows or writes another member’s data; an admin may read a member’s', async () => {
    expect((await get(`TrackedActivities?typeId=${steps}`, bor.token)).json()[steps].dataRecords).toEqual([]);
    expect((await get(`TrackedActivities?typeId=${steps}&userId=${ana.id}`, bor.token)).statusCode).toBe(403);
    expect((await get(`TrackedActivities?typeId=${steps}&userId=${ana.id}`, admin.token)).json()[steps].dataRecords).toHaveLength(4);
    // A userId in the body is not a field: records are always the caller's.
    const sneaky = await post(bor.token, { userId: ana.id, records: [{ typeId: steps, timestamp: new Date().toISOString(), amount: 1 }] });
    expect(sneaky.statusCode).toBe(201);
    expect((await get(`TrackedActivities?typeId=${steps}`, ana.token)).json()[steps].dataRecords).toHaveLength(4);
    expect((await get(`TrackedActivities?typeId=${steps}`, bor.token)).json()[steps].dataRecords).toHaveLength(1);
    expect((await get(`TrackedActivities?typeId=${steps}`)).statusCode).toBe(401);
  });

  it('refuses bad ranges, unknown types, future and impossible times, and writes nothing for a refused batch', async () => {
    const now = Date.now();
    expect((await get(`TrackedActivities?typeId=${steps}&fromTime=${now}&toTime=${now - 1}`, ana.token)).json().errors).toEqual({ fromTime: 'The from date must be before the until date' });
    expect((await get(`TrackedActivities?typeId=${steps}&fromTime=${now - 400 * 86_400_000}&toTime=${now}`, ana.token)).statusCode).toBe(400);
    for (const bad of ['typeId=0', 'typeId=abc', '', `typeId=${steps}&fromTime=x`]) expect((await get(`TrackedActivities?${bad}`, ana.token)).statusCode, bad).toBe(400);
    expect((await get('TrackedActivities?typeId=99999', ana.token)).statusCode).toBe(404);
    const ok = { typeId: steps, timestamp: new Date(now - HOUR).toISOString(), amount: 5 };
    for (const bad of [
      { records: [] },
      { records: [ok, { ...ok, timestamp: new Date(now + 3 * HOUR).toISOString() }] },
      { records: [ok, { ...ok, timestamp: '2026-02-30T10:00:00Z' }] },
      { records: [ok, { ...ok, amount: -1 }] },
      { records: [ok, { ...ok, amount: 'many' }] },
      { records: [ok, { ...ok, typeId: 99999 }] },
    ]) {
      const res = await post(ana.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors).toBeDefined();
    }
    expect((await get(`TrackedActivities?typeId=${steps}`, ana.token)).json()[steps].dataRecords).toHaveLength(4);
  });

  it('seeds two weeks of hourly demo data for the demo accounts only, once', async () => {
    const db = t.app.database.db;
    expect(await seedDemoLegacyTracked(db)).toBe(0);
    const demo = await createTestUser(t.app, { email: 'member@aedatlas.test' });
    const now = Date.parse('2026-06-10T12:30:00Z');
    const added = await seedDemoLegacyTracked(db, now);
    // Steps, heart rate, distance and energy every hour; sleep once a day; water some hours.
    expect(added).toBeGreaterThan(14 * 24 * 4);
    expect(await seedDemoLegacyTracked(db, now)).toBe(0);
    const token = (await signIn(t.app, demo)).access_token;
    const day = (await get(`TrackedActivities?typeId=${heart}&fromTime=${now - 86_400_000 - 1_800_000}&toTime=${now}`, token)).json()[heart].dataRecords;
    expect(day).toHaveLength(24);
    expect(day.every((r: { amount: number }) => r.amount >= 50 && r.amount <= 95)).toBe(true);
  });
});
