import { describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';

/** Admin-only calls outside the admin/ prefix: the storage browser's too (its signed addresses are not). */
const ADMIN_ONLY_ELSEWHERE = [
  '/api/aed/by-expiry',
  '/api/user/push-to-user',
  '/api/firebase/upload',
  // The legacy dashboard's catalogues (002 §7).
  '/api/EventActivityTypes',
  '/api/HeartActivityTypes',
  '/api/type/MedicalConditionTypes',
  '/api/SecurityActivityTypes',
  '/api/WeatherTypes',
  '/api/LiveMiningCategories',
  // The legacy dashboard's calls (002 §7) without admin/ in their paths.
  '/api/WasteSites',
  '/api/SportActivities',
  '/api/SportActivityTypes',
  '/api/type/ChallengeTypes',
];
const isStorageBrowserCall = (url: string) => url.startsWith('/api/storage/') && !url.startsWith('/api/storage/signed/');

// Walks the live route table, so a route added later without its guard fails here.
describe.each(testDatabases)('every admin route is for admins only, on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const adminRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/') || ADMIN_ONLY_ELSEWHERE.includes(r.url) || isStorageBrowserCall(r.url));
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

  it('finds the admin routes (the walk covers something)', () => {
    const methods = new Set(adminRoutes().map((r) => r.method));
    expect(adminRoutes().length).toBeGreaterThan(20);
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
  });

  it('answers 401 without a token and 403 for a member, before looking at the input', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await t.app.inject({ method, url, payload });
      const member = await t.app.inject({ method, url, payload, headers: bearer(t.memberToken) });
      if (anonymous.statusCode !== 401) failures.push(`${method} ${route.url}: anonymous got ${anonymous.statusCode}`);
      if (member.statusCode !== 403) failures.push(`${method} ${route.url}: member got ${member.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets an admin through the same guard', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/aed', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
  });
});
