import { SEARCH_BUSY_MESSAGE, type MapSearchResult } from '@aedatlas/contracts';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foundMessage } from '../src/features/map/lib/search';
import { BLANK_TILE, collectPageErrors, launchBrowser, PHONE_360, screenshot } from './helpers/browser';
import { createScratchDatabase, postgresAdminUrl, type ScratchDatabase } from './helpers/postgres';
import { startServer, type TestServer } from './helpers/server';

/**
 * A map search for a term that reads every AED ('ab'), while the only slot for such searches is
 * held by another one (SEARCH_SCANS_AT_ONCE=1): a table lock on PostgreSQL keeps that one running
 * for as long as the test needs (TEST_DATABASE_URL, as CI sets it).
 */

const OUTAGE_BANNER = 'Service temporarily unavailable — retrying…';

describe.runIf(Boolean(postgresAdminUrl))('a map search the server is too busy for (PostgreSQL)', () => {
  let database: ScratchDatabase | undefined;
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await createScratchDatabase();
    // No statement timeout: the held search waits for the lock as long as the test holds it.
    const env = { DATABASE_URL: database.url, SEED_DEMO_DATA: 'true', SEARCH_SCANS_AT_ONCE: '1', DB_QUERY_TIMEOUT_MS: '0', MAP_TILE_URL: BLANK_TILE };
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('says so on a phone, not as an outage, shows every AED meanwhile, and finds the AEDs when asked again', async () => {
    const context = await browser.newContext({ viewport: PHONE_360 });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/map`);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();

    const locker = new pg.Client({ connectionString: database!.url });
    await locker.connect();
    let held: Promise<Response> | undefined;
    try {
      await locker.query('begin');
      await locker.query('lock table aeds in access exclusive mode');
      // Another visitor's one-letter search takes the only slot and waits for the lock.
      held = fetch(`${server.baseUrl}/api/aed/search?q=${encodeURIComponent('ž')}`);
      await new Promise((resolve) => setTimeout(resolve, 500));

      await page.getByRole('searchbox', { name: 'Search AEDs' }).fill('ab');
      // Asked three times (the server's line, then the map's two retries), then said.
      const busy = page.getByRole('alert').filter({ hasText: SEARCH_BUSY_MESSAGE });
      await busy.waitFor({ timeout: 30_000 });
      expect(await page.getByText(OUTAGE_BANNER).count()).toBe(0);
      // Meanwhile the map shows every AED (drawn, its count the total), not a failed load.
      expect(await busy.textContent()).toContain('Every AED is on the map meanwhile.');
      await page.waitForFunction(() => {
        const map = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
        return !!map && map.dataset.version === map.dataset.indexVersion && map.dataset.count === map.dataset.total && map.dataset.query === '';
      });
      expect(Number(await page.getByTestId('aed-map').getAttribute('data-total'))).toBeGreaterThan(0);
      await screenshot(page, 'map-search-busy-phone');
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    expect((await held!).status).toBe(200);

    const expected = (await (await fetch(`${server.baseUrl}/api/aed/search?q=ab&limit=500`)).json()) as MapSearchResult;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(foundMessage(expected.total, 'ab'), { exact: true }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: SEARCH_BUSY_MESSAGE }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
