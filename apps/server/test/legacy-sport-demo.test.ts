import { advertisements } from '../src/modules/legacy/content/content.table';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta } from '../src/db/meta.table';
import { demoChallenges } from '../src/seed/demo-legacy-challenges';
import { demoSportActivities, DEMO_SPORT_ACTIVITY_COUNT } from '../src/seed/demo-legacy-sport-activities';
import { demoWasteSites } from '../src/seed/demo-legacy-waste-sites';
import { CHALLENGE_TYPES, SPORT_ACTIVITY_TYPES } from '../src/seed/legacy-sport-catalogues';
import { challenges, challengeTypes } from '../src/modules/legacy/challenges/challenges.table';
import { sportActivities, sportActivityTypes } from '../src/modules/legacy/sport-activities/sport-activities.table';
import { segmentLength, trackStats } from '../src/modules/legacy/sport-activities/track-stats';
import { wasteSites } from '../src/modules/legacy/waste-sites/waste-sites.table';
import { testDatabases } from './helpers/databases';
import { buildAppOn } from './helpers/app';

const TODAY = new Date('2025-06-15T10:00:00Z');
const USERS = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003'];

describe('legacy sport demo data, as generated', () => {
  it('is the same every time', () => {
    expect(demoWasteSites(TODAY)).toEqual(demoWasteSites(TODAY));
    expect(demoSportActivities(USERS, TODAY, 20)).toEqual(demoSportActivities(USERS, TODAY, 20));
    expect(demoChallenges(USERS, TODAY)).toEqual(demoChallenges(USERS, TODAY));
  });

  it('measures a track: metres, and the shares that climb and descend', () => {
    // 0.01° of latitude is 1111.95 m; the first half climbs, a quarter descends, a quarter is flat.
    const track: [number, number, number][] = [
      [14.5, 46.0, 300],
      [14.5, 46.005, 320],
      [14.5, 46.0075, 310],
      [14.5, 46.01, 310],
    ];
    expect(trackStats(track)).toEqual({ distance: 1112, ascentOnTrack: 50, descentOnTrack: 25 });
    expect(trackStats([track[0]])).toEqual({ distance: 0, ascentOnTrack: 0, descentOnTrack: 0 });
  });

  it('has tracks that follow smooth paths near their town, figures that agree with them, and loops that come back', () => {
    const activities = demoSportActivities(USERS, TODAY);
    expect(activities).toHaveLength(DEMO_SPORT_ACTIVITY_COUNT);
    let loops = 0;
    for (const a of activities) {
      expect(a.track.length).toBeGreaterThanOrEqual(200);
      expect(a.track.length).toBeLessThanOrEqual(500);
      expect(trackStats(a.track)).toEqual({ distance: a.distance, ascentOnTrack: a.ascentOnTrack, descentOnTrack: a.descentOnTrack });
      let turn = 0;
      for (let i = 1; i < a.track.length; i++) {
        const step = segmentLength(a.track[i - 1], a.track[i]);
        expect(Math.abs(a.track[i][2] - a.track[i - 1][2]) / step).toBeLessThan(0.3);
        if (i > 1) {
          const h1 = Math.atan2(a.track[i - 1][0] - a.track[i - 2][0], a.track[i - 1][1] - a.track[i - 2][1]);
          const h2 = Math.atan2(a.track[i][0] - a.track[i - 1][0], a.track[i][1] - a.track[i - 1][1]);
          turn = Math.max(turn, Math.abs(Math.atan2(Math.sin(h2 - h1), Math.cos(h2 - h1))));
        }
      }
      // No zig-zag: the heading turns less than 90° from one position to the next.
      expect(turn).toBeLessThan(Math.PI / 2);
      if (segmentLength(a.track[0], a.track.at(-1)!) < a.distance * 0.05) loops++;
      expect(a.endTime.getTime() - a.startTime.getTime()).toBe(a.duration * 1000);
      expect(a.startTime.getTime()).toBeLessThan(TODAY.getTime() + 86_400_000);
      expect(a.name).toMatch(/^Demo: /);
    }
    expect(loops).toBeGreaterThan(activities.length / 2);
    expect(new Set(activities.map((a) => a.typeId)).size).toBe(SPORT_ACTIVITY_TYPES.length);
  });
});

describe.each(testDatabases)('legacy sport demo data on $kind', (engine) => {
  const countOf = async (db: Awaited<ReturnType<typeof buildAppOn>>['database']['db']) => ({
    wasteSites: (await db.select({ n: count() }).from(wasteSites))[0].n,
    sportActivities: (await db.select({ n: count() }).from(sportActivities))[0].n,
    challenges: (await db.select({ n: count() }).from(challenges))[0].n,
    sportActivityTypes: (await db.select({ n: count() }).from(sportActivityTypes))[0].n,
    challengeTypes: (await db.select({ n: count() }).from(challengeTypes))[0].n,
  });

  it('reaches a database seeded before, once; never production; the catalogues always', async () => {
    const { database, databaseUrl, drop } = await engine.create();
    try {
      // A database whose first start seeded the older demo data: that block does not run again.
      await database.db.insert(appMeta).values({ key: 'demo_data_seeded_at', value: new Date().toISOString() });
      const prod = await buildAppOn({ database, databaseUrl }, { SEED_DEMO_DATA: 'true', NODE_ENV: 'production', ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'Operator-Secret-1' });
      expect(await countOf(prod.database.db)).toEqual({ wasteSites: 0, sportActivities: 0, challenges: 0, sportActivityTypes: SPORT_ACTIVITY_TYPES.length, challengeTypes: CHALLENGE_TYPES.length });
      // No legacy demo set runs in production: not the ads and news either.
      expect(await prod.database.db.select().from(advertisements)).toEqual([]);
      await prod.close();

      const first = await buildAppOn({ database, databaseUrl }, { SEED_DEMO_DATA: 'true' });
      const seeded = await countOf(first.database.db);
      expect(seeded).toEqual({ wasteSites: 30, sportActivities: DEMO_SPORT_ACTIVITY_COUNT, challenges: 40, sportActivityTypes: SPORT_ACTIVITY_TYPES.length, challengeTypes: CHALLENGE_TYPES.length });
      // Something removed later does not come back on the next start.
      const [gone] = await first.database.db.select({ id: challenges.id }).from(challenges).limit(1);
      await first.database.db.delete(challenges).where(eq(challenges.id, gone.id));
      await first.close();

      const second = await buildAppOn({ database, databaseUrl }, { SEED_DEMO_DATA: 'true' });
      expect(await countOf(second.database.db)).toEqual({ ...seeded, challenges: 39 });
      await second.close();
    } finally {
      await drop();
    }
  }, 120_000);
});
