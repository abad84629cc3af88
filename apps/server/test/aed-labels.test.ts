import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { newAedPayload } from './helpers/files';

/* The QR labels of chosen AEDs: `ids` on GET /api/admin/aed/labels (the AED edit page's one label). */

const HERE = { latitude: 46.0569, longitude: 14.5058 };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('labels of chosen AEDs on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });

  const labels = (query: string, token = t.adminToken) => t.app.inject({ method: 'GET', url: `/api/admin/aed/labels?${query}`, headers: bearer(token) });
  async function create(title: string, extra: Record<string, unknown> = {}) {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(t.adminToken), payload: { ...newAedPayload(title), ...HERE, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const [{ code }] = await t.app.database.db.select({ code: aeds.checkCode }).from(aeds).where(eq(aeds.id, id));
    return { id, code };
  }

  it('gives the labels of exactly the AEDs named, in the order named, leaving out ids of no AED', async () => {
    const gym = await create('Gym', { locationDescription: 'By the entrance' });
    const pool = await create('Pool', { locationDescription: 'Beside the lifeguard' });
    await create('Gym annex');
    const one = await labels(`ids=${gym.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ totalCount: 1, data: [{ id: gym.id, title: 'Gym', place: 'By the entrance', checkCode: gym.code }] });

    // The list's search does not narrow the AEDs named; repeats and case are folded.
    const two = (await labels(`ids=${pool.id},${UNKNOWN}, ${gym.id.toUpperCase()},${pool.id}&search=gym`)).json();
    expect(two.totalCount).toBe(2);
    expect(two.data).toEqual([
      { id: pool.id, title: 'Pool', place: 'Beside the lifeguard', checkCode: pool.code },
      { id: gym.id, title: 'Gym', place: 'By the entrance', checkCode: gym.code },
    ]);
    // Given twice as a parameter, as some clients send lists.
    expect((await labels(`ids=${gym.id}&ids=${pool.id}`)).json().data.map((l: { id: string }) => l.id)).toEqual([gym.id, pool.id]);
    // Without ids, the list's search as before.
    expect((await labels('search=gym')).json().totalCount).toBe(2);
  });

  it('follows a list of the registry health dashboard: the AEDs whose hours are unknown', async () => {
    const known = await create('Library', { accessibility: 'WORKING_HOURS' });
    const unknown = await create('Harbour', { accessibility: 'WORKING_HOURS' });
    // Hours come from an import or a check, never from the form.
    await t.app.database.db.update(aeds).set({ openingHours: 'Mo-Fr 08:00-16:00' }).where(eq(aeds.id, known.id));
    const res = await labels('health=hoursUnknown');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((l: { id: string }) => l.id);
    expect(ids).toContain(unknown.id);
    expect(ids).not.toContain(known.id);
    expect((await labels('health=sometimes')).statusCode).toBe(400);
  });

  it('refuses ids that are not AED ids, more than 500 of them, and callers who are not admins', async () => {
    const { id } = await create('Library');
    const bad = await labels(`ids=${id},not-an-id`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.ids).toBe('Must be AED ids separated by commas');
    expect((await labels('ids=')).json().errors.ids).toBe('Must be AED ids separated by commas');
    const many = Array.from({ length: 501 }, (_, k) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`).join(',');
    const tooMany = await labels(`ids=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.ids).toBe('At most 500 AEDs');
    expect((await labels(`ids=${id}`, t.memberToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/aed/labels?ids=${id}` })).statusCode).toBe(401);
  });
});
