import { CHALLENGE_STATUSES } from '@aedatlas/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHALLENGE_COUNT } from '../src/seed/demo-legacy-challenges';
import { DEMO_MEMBER_DOMAIN } from '../src/seed/demo-legacy-members';
import { seedDemoLegacySport } from '../src/seed/demo-legacy-sport';
import { users } from '../src/modules/users/users.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer, passwordGrant } from './helpers/app';

const MISSING = '00000000-0000-4000-8000-000000000000';
const WEB_PUBLIC = path.resolve(__dirname, '../../web/public');
type Challenge = {
  id: string;
  challenger: { id: string; name: string };
  contender: { id: string; name: string };
  comment: string | null;
  createdTime: string;
  startTime: string;
  endTime: string;
  pointsAvailable: number;
  pointsDistributed: number;
  challengeStatusId: number;
  challengeStatusName: string;
  challengeTypeId: string;
};

describe.each(testDatabases)('legacy challenges on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeAll(async () => {
    await seedDemoLegacySport(t.app.database.db, t.app.storage.driver);
  }, 60_000);

  const get = (url: string, token: string | null = t.adminToken) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers 401 without a token and 403 to a member on every call', async () => {
    for (const url of ['/api/admin/Challenges', `/api/admin/Challenges/${MISSING}`, '/api/type/ChallengeTypes']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, t.memberToken)).statusCode, url).toBe(403);
    }
  });

  it('lists the challenge types as a bare array by orderNum, with icons the web app serves', async () => {
    const res = await get('/api/type/ChallengeTypes');
    expect(res.statusCode).toBe(200);
    const types = res.json() as { id: string; name: string; icon: string; valuePoints: number; orderNum: number }[];
    expect(types.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(types[0]).sort()).toEqual(['icon', 'id', 'name', 'orderNum', 'valuePoints']);
    const order = types.map((x) => x.orderNum);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Not by name: 'Čim več korakov' is last by its number, though Č comes early in the alphabet.
    expect(types.at(-1)!.name).toBe('Čim več korakov');
    for (const type of types) {
      expect(type.valuePoints).toBeGreaterThan(0);
      expect(existsSync(path.join(WEB_PUBLIC, type.icon)), type.icon).toBe(true);
    }
  });

  it('pages 12 at a time with a short last page, newest first, the list in data', async () => {
    const first = (await get('/api/admin/Challenges?page=0&itemsPerPage=12')).json();
    const pages = Math.ceil(DEMO_CHALLENGE_COUNT / 12);
    expect(first).toMatchObject({ page: 0, pageSize: 12, totalCount: DEMO_CHALLENGE_COUNT, totalPages: pages });
    expect(first.data).toHaveLength(12);
    const created = first.data.map((c: Challenge) => Date.parse(c.createdTime));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const last = (await get(`/api/admin/Challenges?page=${pages - 1}&itemsPerPage=12`)).json();
    expect(last.data.length).toBe(DEMO_CHALLENGE_COUNT - 12 * (pages - 1));
    expect(last.data.length).toBeLessThan(12);
    expect((await get(`/api/admin/Challenges?page=${pages}&itemsPerPage=12`)).json().data).toEqual([]);
    const seen = new Set<string>();
    for (let page = 0; page < pages; page++) for (const c of (await get(`/api/admin/Challenges?page=${page}`)).json().data) seen.add(c.id);
    expect(seen.size).toBe(DEMO_CHALLENGE_COUNT);
  });

  it('shows both users by name, the status with its name, the points and the comment', async () => {
    const challenges = (await get('/api/admin/Challenges?itemsPerPage=100')).json().data as Challenge[];
    const types = new Set(((await get('/api/type/ChallengeTypes')).json() as { id: string }[]).map((x) => x.id));
    for (const c of challenges) {
      expect(c.challenger.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
      expect(c.contender.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
      expect(c.challenger.id).not.toBe(c.contender.id);
      expect(c.challengeStatusName).toBe(CHALLENGE_STATUSES[c.challengeStatusId as keyof typeof CHALLENGE_STATUSES]);
      expect(c.comment).toMatch(/^Demo: /);
      expect(c.pointsDistributed).toBeLessThanOrEqual(c.pointsAvailable);
      if (c.challengeStatusId !== 4) expect(c.pointsDistributed).toBe(0);
      expect(Date.parse(c.endTime)).toBeGreaterThan(Date.parse(c.startTime));
      expect(types.has(c.challengeTypeId)).toBe(true);
    }
    // Enough variety for the screen: several statuses, some points handed out.
    expect(new Set(challenges.map((c) => c.challengeStatusId)).size).toBeGreaterThanOrEqual(3);
    expect(challenges.some((c) => c.pointsDistributed > 0)).toBe(true);
  });

  it('reads one challenge as the list shows it; 404 unknown, 400 not an id', async () => {
    const listed = (await get('/api/admin/Challenges?page=1')).json().data[3] as Challenge;
    const res = await get(`/api/admin/Challenges/${listed.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
    expect((await get(`/api/admin/Challenges/${MISSING}`)).statusCode).toBe(404);
    const bad = await get('/api/admin/Challenges/17');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
    for (const [query, field] of [
      ['itemsPerPage=1000', 'itemsPerPage'],
      ['page=-1', 'page'],
      ['sortBy=comment', 'sortBy'],
    ]) {
      const res = await get(`/api/admin/Challenges?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toHaveProperty(field);
    }
  });

  it("searches either user's name without diacritics, and sorts by a user's name", async () => {
    const found = (await get('/api/admin/Challenges?itemsPerPage=100&search=SUSTERSIC')).json();
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThan(DEMO_CHALLENGE_COUNT);
    expect(found.data.every((c: Challenge) => [c.challenger.name, c.contender.name].includes('Katja Šušteršič'))).toBe(true);
    const everyOne = (await get('/api/admin/Challenges?itemsPerPage=100')).json().data as Challenge[];
    expect(found.totalCount).toBe(everyOne.filter((c) => [c.challenger.name, c.contender.name].includes('Katja Šušteršič')).length);
    const byChallenger = (await get('/api/admin/Challenges?itemsPerPage=100&sortBy=challenger&sortOrder=asc')).json().data.map((c: Challenge) => c.challenger.name);
    expect(byChallenger.indexOf('Žiga Krajnc')).toBeGreaterThan(byChallenger.lastIndexOf('Urška Vidmar'));
  });

  it('makes demo members nobody can sign in as', async () => {
    const members = await t.app.database.db.select().from(users).where(like(users.email, `%@${DEMO_MEMBER_DOMAIN}`));
    expect(members.length).toBeGreaterThanOrEqual(10);
    for (const member of members.slice(0, 3)) {
      expect(member.passwordHash).toMatch(/^\$argon2id\$/);
      for (const guess of ['', 'Member123!', 'Demo123!', member.email]) expect((await passwordGrant(t.app, member.email, guess)).statusCode).not.toBe(200);
    }
  });
});
