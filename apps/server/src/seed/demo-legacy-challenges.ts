// DEMO DATA. Challenges between the demo members: who walks, runs or climbs more in a week or a
// month. Every comment starts with 'Demo: '. 40 of them, so the dashboard's pages of 12 end with a
// short one. Times are relative to the seeding day.
import type { challenges } from '../modules/legacy/challenges/challenges.table';
import { demoRandom } from './demo-random';
import { CHALLENGE_TYPES } from './legacy-sport-catalogues';

export const DEMO_CHALLENGE_COUNT = 40;
const DAY_MS = 86_400_000;

const COMMENTS = [
  'Kdo bo ta teden pretekel več?',
  'Stavim, da te premagam na Šmarno goro!',
  'Izziv za ves mesec: vsak dan vsaj pol ure.',
  'Poraženec plača kavo.',
  'Gremo do konca meseca, potem pa skupaj na pohod.',
  'Da vidimo, kdo je bolj vztrajen.',
  'Revanša za prejšnji teden.',
  'Brez izgovorov, tudi ob dežju!',
  'Čim več vzpona, kolo ali peš.',
  'Najhitrejši krog okoli jezera zmaga.',
];

export type DemoChallenge = typeof challenges.$inferInsert & { id: string };

/** `count` challenges between different users, created over the 90 days before `today`. */
export function demoChallenges(userIds: readonly string[], today = new Date(), count = DEMO_CHALLENGE_COUNT): DemoChallenge[] {
  const random = demoRandom(20_240_613);
  const now = today.getTime();
  const out: DemoChallenge[] = [];
  for (let i = 0; i < count && userIds.length > 1; i++) {
    const challengerId = random.pick(userIds);
    let contenderId = random.pick(userIds);
    while (contenderId === challengerId) contenderId = random.pick(userIds);
    const type = random.pick(CHALLENGE_TYPES);
    const createdTime = new Date(now - random.int(1, 90 * 24) * 3_600_000);
    const startTime = new Date(createdTime.getTime() + random.int(1, 48) * 3_600_000);
    const endTime = new Date(startTime.getTime() + random.pick([7, 14, 30]) * DAY_MS);
    const pointsAvailable = type.valuePoints * random.int(1, 4);
    // A challenge still open is pending, or accepted and running; an old one ended one way or another.
    const ended = endTime.getTime() < now;
    const statusId = ended ? random.pick([3, 4, 4, 4, 5]) : startTime.getTime() < now ? random.pick([1, 2, 2, 2]) : 1;
    out.push({
      id: random.uuid(),
      challengerId,
      contenderId,
      typeId: type.id,
      comment: `Demo: ${random.pick(COMMENTS)}`,
      createdTime,
      startTime,
      endTime,
      pointsAvailable,
      pointsDistributed: statusId === 4 ? pointsAvailable - random.int(0, 1) * type.valuePoints : 0,
      statusId,
      updatedAt: createdTime,
    });
  }
  return out;
}
