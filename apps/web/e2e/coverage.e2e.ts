import type { Coverage } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, DESKTOP, logIn, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/** /admin/aed-coverage: where the next AED should go, on the real registry of the demo data. */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

describe('AED coverage', () => {
  it('shades the view beyond 500 m of any AED available now, lists the largest gaps and shows one on the map', async () => {
    const context = await run.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/coverage' && r.status() === 200);
    await page.goto(`${run.server.baseUrl}/admin/aed-coverage`);
    await page.getByRole('heading', { level: 1, name: 'AED Coverage' }).waitFor();
    const coverage = (await (await answer).json()) as Coverage;
    expect(coverage.distanceM).toBe(500);
    expect(coverage.gaps.length).toBeGreaterThan(0);

    const map = page.getByTestId('coverage-map');
    await expect.poll(() => map.getAttribute('data-uncovered')).toBe(String(coverage.uncovered.length));
    const status = page.getByTestId('coverage-status');
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^${coverage.gaps.length} gaps?, .* beyond 500 m \\(\\d+ AEDs available now counted\\)\\.$`));
    const items = page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Show gap 1 on the map' }) }).getByRole('listitem');
    expect(await items.count()).toBe(coverage.gaps.length);
    expect(await items.first().textContent()).toContain(`${coverage.gaps[0].center.lat.toFixed(4)}, ${coverage.gaps[0].center.lon.toFixed(4)}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-coverage');

    // 'Show on map' brings the gap into view: the map asks again for the gap's area.
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/coverage' && r.status() === 200);
    await page.getByRole('button', { name: 'Show gap 1 on the map' }).press('Enter');
    const focused = (await (await again).json()) as Coverage;
    const [west, south, east, north] = coverage.gaps[0].bounds;
    expect(focused.grid.west).toBeLessThanOrEqual(west + 1e-3);
    expect(focused.grid.south).toBeLessThanOrEqual(south + 1e-3);
    expect(focused.grid.west + focused.grid.columns * focused.grid.stepLon).toBeGreaterThanOrEqual(east - 1e-3);
    expect(focused.grid.south + focused.grid.rows * focused.grid.stepLat).toBeGreaterThanOrEqual(north - 1e-3);

    // A longer walk leaves less uncovered.
    const longer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/coverage' && r.url().includes('distance=1500') && r.status() === 200);
    await page.getByRole('combobox', { name: 'Walking distance' }).selectOption('1500');
    expect(((await (await longer).json()) as Coverage).uncovered.length * 750 ** 2).toBeLessThan(focused.uncovered.length * 250 ** 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks to zoom in when the view is too large for the distance, and fits a 360 px phone', async () => {
    const context = await run.browser.newContext({ viewport: PHONE_360 });
    const page = await context.newPage();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin/aed-coverage`);
    await page.getByTestId('coverage-status').filter({ hasText: /available now counted/ }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-coverage-360');
    // 250 m over a region: cells of 125 m, far more than one answer computes.
    await page.getByRole('combobox', { name: 'Walking distance' }).selectOption('250');
    const map = page.getByTestId('coverage-map');
    // Where the map sits on the page (clicks may scroll the page; that is not the map moving).
    const mapTop = () => map.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await mapTop();
    for (let i = 0; i < 4; i++) {
      // One step at a time: a click while the map still zooms would be lost.
      const zoom = Number(await map.getAttribute('data-zoom'));
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBe(zoom - 1);
    }
    await page.getByRole('alert').filter({ hasText: /^The area needs \d+ cells of 125 m, at most 12000: zoom in or choose a longer distance\.$/ }).waitFor();
    // The answers' texts came and went without moving the map under the admin's finger.
    expect(await mapTop()).toBe(before);
    await screenshot(page, 'admin-coverage-360-too-large');
    await context.close();
  });
});
