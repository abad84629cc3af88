import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoActivities, seedDemoActivities } from '../src/seed/demo-activities';
import { activities } from '../src/modules/activities/activities.table';
import { auditLog } from '../src/modules/audit/audit.table';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { bearer } from './helpers/app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('admin activities on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/activity${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const auditOf = (id: string) =>
    t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'activity'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.createdAt));

  const course = {
    title: '  Tečaj TPO z AED ',
    description: 'Oživljanje odraslih',
    language: 'sl',
    points: 50,
    organization: 'Rdeči križ – OZ Ljubljana',
    street: '',
    city: 'Ljubljana',
    country: 'Slovenia',
    zipCode: '1000',
    latitude: 46.0569,
    longitude: 14.5058,
    startsAt: '2030-03-01T16:00:00.000Z',
    expiresAt: '2030-03-01T20:00:00.000Z',
  };

  // An empty body: the guard answers before validation, so strangers learn nothing from field messages.
  it('answers 401 without a token and 403 to a member on every route', async () => {
    const routes = [['GET', ''], ['GET', `/${MISSING}`], ['POST', ''], ['PUT', `/${MISSING}`], ['DELETE', `/${MISSING}`]] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, t.memberToken, payload)).statusCode).toBe(403);
    }
  });

  it('creates, reads, updates and deletes an activity, auditing each change', async () => {
    const created = await call('POST', '', t.adminToken, course);
    expect(created.statusCode).toBe(201);
    const activity = created.json();
    expect(activity).toMatchObject({ title: 'Tečaj TPO z AED', street: null, points: 50, startsAt: course.startsAt, expiresAt: course.expiresAt });
    expect((await call('GET', `/${activity.id}`, t.adminToken)).json()).toEqual(activity);

    const updated = await call('PUT', `/${activity.id}`, t.adminToken, { ...course, title: 'Tečaj TPO', points: 60, expiresAt: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: activity.id, title: 'Tečaj TPO', points: 60, expiresAt: null });

    expect((await call('DELETE', `/${activity.id}`, t.adminToken)).statusCode).toBe(204);
    expect((await call('GET', `/${activity.id}`, t.adminToken)).statusCode).toBe(404);

    const audit = await auditOf(activity.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((a) => a.actorId === t.admin.id && a.actorEmail === t.admin.email)).toBe(true);
    expect(audit[0]).toMatchObject({ before: null, after: activity });
    expect(audit[1]).toMatchObject({ before: activity, after: updated.json() });
    expect(audit[2]).toMatchObject({ before: updated.json(), after: null });
  });

  it('answers bad input with 400 and field messages, writing nothing', async () => {
    const before = await t.app.database.db.select().from(activities);
    const res = await call('POST', '', t.adminToken, { ...course, title: ' ', points: -1, latitude: 91, longitude: -181, startsAt: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: 'Title is required',
      points: 'Points must be 0 or more',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      startsAt: 'Must be an ISO date and time',
    });
    const noTitle = await call('POST', '', t.adminToken, { points: 1.5 });
    expect(noTitle.json().errors).toMatchObject({ title: 'Title is required', points: 'Points must be a whole number' });
    const backwards = await call('POST', '', t.adminToken, { ...course, expiresAt: '2030-02-28T16:00:00.000Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ expiresAt: 'Expiry must not be before the start' });
    expect(await t.app.database.db.select().from(activities)).toHaveLength(before.length);
  });

  it('answers 404 for an unknown activity and 400 for a malformed id', async () => {
    for (const res of [await call('GET', `/${MISSING}`, t.adminToken), await call('PUT', `/${MISSING}`, t.adminToken, course), await call('DELETE', `/${MISSING}`, t.adminToken)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Activity not found');
    }
    expect((await call('GET', '/not-a-uuid', t.adminToken)).statusCode).toBe(400);
  });

  it('lists the activities as a page, newest start first and undated last', async () => {
    expect(await seedDemoActivities(t.app.database.db)).toBe(demoActivities().length);
    // Idempotent: a second run adds nothing.
    expect(await seedDemoActivities(t.app.database.db)).toBe(0);
    const res = await call('GET', '?size=200', t.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(demoActivities().length);
    const list = res.json().data as { startsAt: string | null }[];
    expect(list).toHaveLength(demoActivities().length);
    const dated = list.filter((a) => a.startsAt).map((a) => Date.parse(a.startsAt!));
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
    expect(list.at(-1)!.startsAt).toBeNull();
  });
});
