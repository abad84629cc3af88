import { aedListQuerySchema, aedSchema, nearestAedSchema, pagedSchema, USABLE_FIRST_WITHIN_METERS } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUNDLED_AEDS_FILE } from '../src/seed/bootstrap';
import { importAedsFromFile } from '../src/seed/import-aeds';
import { getAed, listAeds, nearestAeds } from '../src/modules/aeds/aeds.repo';
import { databaseSource, nearestByWalking } from '../src/modules/walking/nearest-by-walking';
import { aedPictures, aeds } from '../src/modules/aeds/aeds.table';
import { compiledSerializer } from '../src/plugins/compiled-serializer';
import { testDatabases } from './helpers/databases';
import { startTestApp, type TestApp } from './helpers/app';

/** What the default serializer (fastify-type-provider-zod) writes for `data`: zod's encoding, then JSON.stringify. */
const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

/** Text that JSON must escape or keep exactly: quotes, a backslash, line and paragraph separators, a tab, an emoji, markup. */
const AWKWARD = 'Defibrilator "Čebelica" \\ pri vhodu\u2028drugo nadstropje\u2029\t😀 </script><b>žŠĐ</b>';

describe('compiledSerializer', () => {
  it('writes only the fields the schema names', () => {
    const write = compiledSerializer({ schema: z.object({ id: z.string(), title: z.string().nullable() }), url: '/x' });
    expect(write({ id: 'a', title: null, passwordHash: '$argon2id$secret' })).toBe('{"id":"a","title":null}');
  });

  it('refuses, when the route is built, a schema whose answers it would have to tell apart by testing them', () => {
    expect(() => compiledSerializer({ schema: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]), url: '/x', httpStatus: '200' })).toThrow(
      /\/x 200 uses "anyOf"/,
    );
    expect(() => compiledSerializer({ schema: z.object({ when: z.string().nullable(), where: z.object({ x: z.number() }).nullable() }), url: '/y' })).toThrow(/anyOf/);
  });
});

describe.each(testDatabases)('public AED answers written by their compiled serializers on $kind', (engine) => {
  let t: TestApp;
  let awkward: { id: string; latitude: number; longitude: number };
  beforeAll(async () => {
    t = await startTestApp(engine);
    const db = t.app.database.db;
    await importAedsFromFile(db, BUNDLED_AEDS_FILE);
    const [first] = await db.select({ id: aeds.id, latitude: aeds.latitude, longitude: aeds.longitude }).from(aeds).orderBy(aeds.sourceId).limit(1);
    awkward = first;
    // Its nearest neighbour goes out of service: the answer then lists it after those in service.
    const [, second] = await nearestAeds(db, first.latitude, first.longitude, 2);
    await db
      .update(aeds)
      .set({ title: AWKWARD, description: AWKWARD, openingHours: 'Mo-Fr 07:00-19:00; "by appointment"', notes: 'a\nb\r\nc', altitude: 295.5 })
      .where(eq(aeds.id, first.id));
    await db.update(aeds).set({ outOfService: 'used', outOfServiceSince: new Date('2026-11-20T03:04:05.678Z') }).where(eq(aeds.id, second.id));
    await db.insert(aedPictures).values([
      { aedId: first.id, url: 'https://example.org/vhod "1".jpg', createdAt: new Date('2026-01-02T03:04:05.006Z') },
      { aedId: first.id, url: 'https://example.org/omarica.jpg' },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('writes the nearest AEDs, the awkward text, pictures and one out of service among them, exactly as zod would', async () => {
    const { latitude: lat, longitude: lon } = awkward;
    const at = '2026-12-06T02:00:00+01:00';
    const res = await get(`/api/aed/nearest?lat=${lat}&lon=${lon}&limit=50&at=${encodeURIComponent(at)}`);
    expect(res.statusCode).toBe(200);
    const expected = await nearestByWalking(databaseSource(t.app.database.db), undefined, { lat, lon, limit: 50, at: new Date(at) }, t.app.config.walkingSpeedMps);
    expect(res.body).toBe(zodWrites(z.array(nearestAedSchema), expected));
    const answer = res.json() as { id: string; title: string; pictures: unknown[]; outOfService: string | null; distanceMeters: number }[];
    expect(answer).toHaveLength(50);
    expect(answer[0]).toMatchObject({ id: awkward.id, title: AWKWARD });
    expect(answer[0].pictures).toHaveLength(2);
    // The one out of service comes after every AED in service within reach (nearest-by-walking.ts).
    const outOfService = answer.findIndex((a) => a.outOfService === 'used');
    expect(outOfService).toBeGreaterThan(0);
    answer.forEach((a, i) => {
      if (!a.outOfService && a.distanceMeters <= USABLE_FIRST_WITHIN_METERS) expect(i).toBeLessThan(outOfService);
    });
  });

  it('writes every page of the public AED list exactly as zod would', async () => {
    const db = t.app.database.db;
    let pages = 0;
    for (let page = 0; ; page++) {
      const res = await get(`/api/aed?page=${page}&size=200&sortBy=title&sortOrder=desc`);
      expect(res.statusCode).toBe(200);
      const expected = await listAeds(db, aedListQuerySchema.parse({ page, size: 200, sortBy: 'title', sortOrder: 'desc' }));
      expect(res.body).toBe(zodWrites(pagedSchema(aedSchema), expected));
      pages += 1;
      if (page + 1 >= expected.totalPages) break;
    }
    expect(pages).toBe(Math.ceil(1079 / 200));
  });

  it('writes one AED on both of its addresses exactly as zod would, and its errors with their field messages', async () => {
    const expected = zodWrites(aedSchema, await getAed(t.app.database.db, awkward.id));
    for (const url of [`/api/aed/${awkward.id}`, `/api/public/aed/${awkward.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(expected);
    }
    const missing = await get('/api/aed/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'AED not found' });
    const bad = await get('/api/aed/nearest?lat=91&lon=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, errors: { lat: 'Must be between -90 and 90', lon: 'Must be a number' } });
  });
});
