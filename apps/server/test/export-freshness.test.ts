import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { aeds } from '../src/modules/aeds/aeds.table';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';

/*
 * Every export reflects a change within 60 s: the files are read from the database when asked
 * for, and a cache may keep one for 60 s at most.
 */
describe.each(testDatabases)('exports after a change on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.adminToken) });
  const maxAge = (header: unknown) => Number(/max-age=(\d+)/.exec(String(header))?.[1] ?? 0);

  it('GeoJSON, OSM CSV and Géo\'DAE all have an edit in the next download, and no cache keeps one longer than 60 s', async () => {
    const [aed] = await t.app.database.db.insert(aeds).values({ title: 'Knjižnica Bežigrad', latitude: 46.07, longitude: 14.51 }).returning();
    const urls = ['/api/aed/export.geojson', '/api/aed/export.csv', '/api/admin/aed/export.geodae.csv?plain=1'];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Knjižnica Bežigrad');
      expect(maxAge(res.headers['cache-control']), url).toBeLessThanOrEqual(60);
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/aed/${aed.id}`, payload: { title: 'Knjižnica Šiška' }, headers: bearer(t.adminToken) })).statusCode).toBe(200);
    const geojson = (await get(urls[0])).json() as { features: { properties: Record<string, string> }[] };
    expect(geojson.features.map((f) => f.properties.name)).toContain('Knjižnica Šiška');
    expect(geojson.features.map((f) => f.properties.name)).not.toContain('Knjižnica Bežigrad');
    const csv = parse((await get(urls[1])).body, { comment: '#', columns: true }) as Record<string, string>[];
    expect(csv.map((row) => row.name)).toContain('Knjižnica Šiška');
    const geodae = parse((await get(urls[2])).body, { columns: true }) as Record<string, string>[];
    expect(geodae.map((row) => row.nom)).toContain('Knjižnica Šiška');
    expect(geodae.map((row) => row.nom)).not.toContain('Knjižnica Bežigrad');
  });
});
