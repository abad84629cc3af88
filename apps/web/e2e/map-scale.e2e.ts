import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_TILE, collectPageErrors, DESKTOP, launchBrowser, screenshot } from './helpers/browser';
import { createScratchDatabase, type ScratchDatabase, onConnection, postgresAdminUrl } from './helpers/postgres';
import { startServer, type TestServer } from './helpers/server';

/**
 * The map at country scale: 100,000 more AEDs around Ljubljana and Maribor. The first view asks
 * only for tiles (never the full feed), draws clusters whose counts add up to every AED, and
 * the answers it needs are a few kB. Needs PostgreSQL (TEST_DATABASE_URL, as CI sets it): the
 * rows are generated there in one statement.
 */
const GENERATED = 100_000;

describe.runIf(Boolean(postgresAdminUrl))('the map with 100,000 AEDs (PostgreSQL)', () => {
  let database: ScratchDatabase | undefined;
  let server: TestServer;
  let browser: Browser;
  let total = 0;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const { url } = database;
    [server, browser] = await Promise.all([startServer({ DATABASE_URL: url, SEED_DEMO_DATA: 'true', MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
    // Half around each city, spread over about 30 km; a third 24/7, a quarter with opening hours.
    await onConnection(url, (c) =>
      c.query(
        `INSERT INTO aeds (title, latitude, longitude, accessibility, opening_hours, source)
         SELECT 'Generated AED ' || i,
                CASE WHEN i % 2 = 0 THEN 46.0569 ELSE 46.5547 END + (random() - 0.5) * 0.3,
                CASE WHEN i % 2 = 0 THEN 14.5058 ELSE 15.6459 END + (random() - 0.5) * 0.4,
                CASE WHEN i % 3 = 0 THEN 'FULL_24H' ELSE 'UNKNOWN' END,
                CASE WHEN i % 4 = 1 THEN 'Mo-Fr 08:00-16:00' END,
                'manual'
         FROM generate_series(1, $1::int) AS i`,
        [GENERATED],
      ),
    );
    await onConnection(url, async (c) => {
      total = Number((await c.query('SELECT count(*) AS n FROM aeds')).rows[0].n);
    });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('loads only tiles for the first view, counts every AED, and clusters add up', async () => {
    expect(total).toBeGreaterThan(GENERATED);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const api: { path: string; bytes: number }[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') && url.pathname !== '/aeds.json') return;
      void request.sizes().then((sizes) => api.push({ path: url.pathname + url.search, bytes: sizes.responseBodySize + sizes.responseHeadersSize }));
    });
    // The server sees the new rows within a second (its change check).
    await expect.poll(async () => ((await (await fetch(`${server.baseUrl}/api/aed/tiles/0/0/0`)).json()) as { total: number }).total, { timeout: 10_000 }).toBe(total);

    await page.goto(`${server.baseUrl}/map`);
    const map = page.locator(`[data-testid="aed-map"][data-ready="true"][data-total="${total}"]`);
    await map.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'map-100k');

    const paths = api.map((a) => a.path);
    expect(paths.some((p) => p.startsWith('/api/aed/tiles/'))).toBe(true);
    // Never the full feed, the static file or the old paged list.
    expect(paths.filter((p) => p.startsWith('/api/aed/map') || p === '/aeds.json' || /^\/api\/aed\?/.test(p))).toEqual([]);
    const tileBytes = api.filter((a) => a.path.startsWith('/api/aed/tiles/')).reduce((sum, a) => sum + a.bytes, 0);
    // A few kB of tiles (compressed), where the full feed would be megabytes.
    expect(tileBytes).toBeLessThan(100_000);

    // The clusters on screen hold every AED of Slovenia's two generated cities and the demo ones in view.
    const counts = await page.locator('.aed-cluster').allInnerTexts();
    const shown = counts.map((t) => (t.endsWith('k') ? Number(t.slice(0, -1)) * 1000 : Number(t))).reduce((a, b) => a + b, 0);
    expect(shown).toBeGreaterThan(GENERATED * 0.95);
    expect(errors).toEqual([]);
    await context.close();
  });
});
