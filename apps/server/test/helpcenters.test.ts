import { publicHelpCenterListSchema } from '@aedatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HELP_CENTERS, DEMO_NOTE, seedDemoHelpCenters } from '../src/seed/demo-helpcenters';
import { countHelpCenters } from '../src/modules/helpcenters/helpcenters.repo';
import { helpCenters } from '../src/modules/helpcenters/helpcenters.table';
import { startTestApp, type TestApp } from './helpers/app';
import { slovenianCompare } from './helpers/slovenian-order';
import { testDatabases } from './helpers/databases';

const PUBLIC_FIELDS = [
  'id',
  'name',
  'description',
  'additionalDescription',
  'address',
  'postalCode',
  'city',
  'phoneNumber',
  'mobileNumber',
  'email',
  'validated',
  'latitude',
  'longitude',
  'openTime',
  'closeTime',
].sort();

describe('demo help centers', () => {
  it('are marked as demo data and have fictitious contacts only', () => {
    expect(DEMO_HELP_CENTERS.length).toBeGreaterThanOrEqual(20);
    for (const h of DEMO_HELP_CENTERS) {
      expect(h.additionalDescription).toContain(DEMO_NOTE);
      expect(h.phoneNumber).toMatch(/^\+386 \d 555 01\d\d$/);
      expect(h.mobileNumber).toMatch(/^(0|\+386 \d\d 555 01\d\d)$/);
      expect(h.email).toMatch(/^(|no\+email|demo-[a-z-]+@example\.com)$/);
    }
  });

  it('cover what the table must show: no email, placeholder email, hidden mobile, both validation states', () => {
    const count = (f: (h: (typeof DEMO_HELP_CENTERS)[number]) => boolean) => DEMO_HELP_CENTERS.filter(f).length;
    expect(count((h) => h.email === '')).toBeGreaterThan(0);
    expect(count((h) => h.email === 'no+email')).toBeGreaterThan(0);
    expect(count((h) => h.mobileNumber === '0')).toBeGreaterThan(0);
    expect(count((h) => h.validated === true)).toBeGreaterThan(0);
    expect(count((h) => h.validated === false)).toBeGreaterThan(0);
  });
});

for (const testDb of testDatabases) {
  describe(`help centers on ${testDb.kind}`, () => {
    let t: TestApp;
    const db = () => t.app.database.db;
    const list = () => t.app.inject({ method: 'GET', url: '/api/helpcenter/public' });

    beforeAll(async () => {
      t = await startTestApp(testDb);
    });
    afterAll(() => t.close());

    it('answers an empty list before anything is seeded', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('seeds the demo help centers once: a second run adds nothing', async () => {
      expect(await seedDemoHelpCenters(db())).toBe(DEMO_HELP_CENTERS.length);
      expect(await seedDemoHelpCenters(db())).toBe(0);
      expect(await countHelpCenters(db())).toBe(DEMO_HELP_CENTERS.length);
    });

    it('lists every help center without a token, with the public fields only, sorted by name', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(publicHelpCenterListSchema.safeParse(body).success).toBe(true);
      expect(body).toHaveLength(DEMO_HELP_CENTERS.length);
      for (const item of body) expect(Object.keys(item).sort()).toEqual(PUBLIC_FIELDS);

      const names: string[] = body.map((h: { name: string }) => h.name);
      expect(names).toEqual([...names].sort(slovenianCompare));
      expect(names[0]).toBe('Rdeči križ – Območno združenje Ljubljana');

      const ljubljana = body.find((h: { name: string }) => h.name === 'Urgentni center Ljubljana');
      expect(ljubljana).toMatchObject({
        address: 'Zaloška cesta 9',
        postalCode: '1000',
        city: 'Ljubljana',
        phoneNumber: '+386 1 555 0102',
        mobileNumber: '0',
        email: 'no+email',
        validated: true,
        openTime: '00:00:00',
        closeTime: '24:00:00',
        latitude: 46.0551,
        longitude: 14.5225,
      });
      expect(ljubljana.additionalDescription).toContain(DEMO_NOTE);
      const kocevje = body.find((h: { city: string }) => h.city === 'Kočevje');
      expect(kocevje).toMatchObject({ openTime: null, closeTime: null, validated: false });
    });

    it('gives a help center created without a number the next free one', async () => {
      const [row] = await db().insert(helpCenters).values({ name: 'Added later' }).returning();
      expect(row.helpCenterId).toBe(Math.max(...DEMO_HELP_CENTERS.map((h) => h.helpCenterId!)) + 1);
      expect(row).toMatchObject({ email: '', mobileNumber: '', validated: false, latitude: null, clientId: 0 });
      const names = (await list()).json().map((h: { name: string }) => h.name);
      expect(names[0]).toBe('Added later');
    });
  });
}
