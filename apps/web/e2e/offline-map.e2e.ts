import { tile20, type MapTile, type NearestAed } from '@aedatlas/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDistance } from '../src/features/map/lib/format-distance';
import { AED_DATA_CACHE, AED_TILES_CACHE } from '../src/features/offline/lib/offline-caches';
import { BLANK_TILE, collectPageErrors, DESKTOP, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058 };
const MARIBOR = { latitude: 46.5547, longitude: 15.6459 };
/** 'Offline. AEDs as of 24. 11. 2026, 09:30.' */
const OFFLINE_NOTICE = /^Offline\. AEDs as of \d{1,2}\. \d{2}\. \d{4}, \d{2}:\d{2}\.$/;

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

const map = (page: Page) => page.getByTestId('aed-map');
const markerCount = (page: Page) => page.locator('.leaflet-marker-icon').count();

async function waitForMarkers(page: Page) {
  await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor({ timeout: 20_000 });
  await expect.poll(() => markerCount(page)).toBeGreaterThan(0);
}

/** The first visit: /map, until the service worker controls the page (reloaded once) and has kept the AEDs. */
async function visitOnce(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${run.server.baseUrl}/map`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await waitForMarkers(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${run.server.baseUrl}/sw.js`);
  // The map's tiles of the view (the world tile for the counts among them) are kept.
  await expect.poll(() => page.evaluate((name) => caches.open(name).then((c) => c.match('/api/aed/tiles/0/0/0')).then(Boolean), AED_TILES_CACHE)).toBe(true);
  return page;
}

/** Whether a request of the page, or one the service worker makes, still reaches the server. */
const reaches = (page: Page, url: string) => page.evaluate((u) => fetch(u).then((r) => r.ok, () => false), url);

/** Zooms in on a place with the mouse wheel over it (markers never catch the wheel) until `target`. */
async function zoomTo(page: Page, place: { latitude: number; longitude: number }, target: number) {
  for (let i = 0; i < 12; i += 1) {
    const [center, zoom] = [await map(page).getAttribute('data-center'), Number(await map(page).getAttribute('data-zoom'))];
    if (zoom >= target) return;
    const [lat, lon] = (center ?? '').split(',').map(Number);
    const scale = 256 * 2 ** zoom;
    const px = (p: { latitude: number; longitude: number }) => {
      const t = tile20(p.latitude, p.longitude);
      return { x: (t.x / 2 ** 20) * scale, y: (t.y / 2 ** 20) * scale };
    };
    const [from, to] = [px({ latitude: lat, longitude: lon }), px(place)];
    const box = (await map(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + (to.x - from.x), box.y + box.height / 2 + (to.y - from.y));
    await page.mouse.wheel(0, -60);
    await expect.poll(async () => Number(await map(page).getAttribute('data-zoom'))).toBeGreaterThan(zoom);
  }
}

describe('the map offline (service worker)', () => {
  it('after the very first visit, without a reload, /map opens offline with markers and Near me works', async () => {
    const expected = (await (
      await fetch(`${run.server.baseUrl}/api/aed/nearest?lat=${LJUBLJANA.latitude}&lon=${LJUBLJANA.longitude}&limit=10`)
    ).json()) as NearestAed[];
    const context = await run.browser.newContext({ viewport: DESKTOP, permissions: ['geolocation'], geolocation: LJUBLJANA, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${run.server.baseUrl}/map`);
    await waitForMarkers(page);
    // The person reads the map for a while; the worker arrives and keeps what the visit read.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toBe(`${run.server.baseUrl}/sw.js`);
    await expect.poll(() => page.evaluate((name) => caches.open(name).then((c) => c.match('/api/aed/tiles/0/0/0')).then(Boolean), AED_TILES_CACHE), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.some((k) => k.startsWith('aed-saved-regions')))), { timeout: 20_000 }).toBe(true);
    await page.close();

    await context.setOffline(true);
    const again = await context.newPage();
    await again.goto(`${run.server.baseUrl}/map`);
    await waitForMarkers(again);
    await expect.poll(() => again.getByTestId('offline-panel').getByRole('status').first().innerText()).toMatch(OFFLINE_NOTICE);
    await again.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const items = again.getByTestId('near-me-panel').locator('li[data-aed-id]');
    await expect.poll(() => items.count()).toBe(10);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-aed-id')))).toEqual(expected.map((a) => a.id));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after one visit, /map opens offline with the cached AEDs, says how old they are, and Near me works', async () => {
    const expected = (await (
      await fetch(`${run.server.baseUrl}/api/aed/nearest?lat=${LJUBLJANA.latitude}&lon=${LJUBLJANA.longitude}&limit=10`)
    ).json()) as NearestAed[];
    const context = await run.browser.newContext({ viewport: DESKTOP, permissions: ['geolocation'], geolocation: LJUBLJANA, serviceWorkers: 'allow' });
    const page = await visitOnce(context);
    const errors = collectPageErrors(page);
    // The person looked at Ljubljana closely enough to see its AEDs: those are kept.
    await zoomTo(page, LJUBLJANA, 14);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="aed-map"]')!.dataset.version === document.querySelector<HTMLElement>('[data-testid="aed-map"]')!.dataset.indexVersion)).toBe(true);

    await context.setOffline(true);
    // Offline for the page and for the worker's own fetches: a public read the worker never kept fails.
    expect(await reaches(page, '/api/aed/search?q=never-asked')).toBe(false);
    await page.reload();
    await waitForMarkers(page);
    await expect.poll(() => page.getByTestId('offline-panel').getByRole('status').first().innerText()).toMatch(OFFLINE_NOTICE);

    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const items = page.getByTestId('near-me-panel').locator('li[data-aed-id]');
    await expect.poll(() => items.count()).toBe(10);
    // The same AEDs, in the same order and at the same distances as the server would answer.
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-aed-id')))).toEqual(expected.map((a) => a.id));
    expect(await items.first().getByTestId('distance').innerText()).toBe(`${formatDistance(expected[0].distanceMeters)} in a straight line`);
    await expect.poll(() => items.locator('.aed-status').count()).toBe(10);
    await screenshot(page, 'offline-map-desktop');
    await page.setViewportSize(PHONE_360);
    await screenshot(page, 'offline-map-phone-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_360.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a saved Slovenia answers map tiles as the server does, and shows Maribor offline when nothing else is kept', async () => {
    const context = await run.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'allow' });
    const page = await visitOnce(context);
    const panel = page.getByTestId('offline-panel');
    await panel.getByRole('button', { name: 'Save Slovenia for offline use' }).click();
    await panel.getByText(/^[\d,]+ AEDs of Slovenia saved \d{1,2}\. \d{2}\. \d{4}, \d{2}:\d{2}\.$/).waitFor();
    await expect.poll(() => panel.getByRole('button', { name: 'Update Slovenia for offline use' }).count()).toBe(1);
    await page.setViewportSize(PHONE_360);
    await screenshot(page, 'offline-map-saved-phone-360');
    await page.setViewportSize(DESKTOP);

    // Tiles around Maribor (points) and of eastern Slovenia (clusters), never asked for by this page.
    const tiles = [13, 7].map((z) => {
      const t = tile20(MARIBOR.latitude, MARIBOR.longitude);
      return `/api/aed/tiles/${z}/${Math.floor(t.x / 2 ** (20 - z))}/${Math.floor(t.y / 2 ** (20 - z))}`;
    });
    const online = await Promise.all(tiles.map(async (url) => (await (await fetch(`${run.server.baseUrl}${url}`)).json()) as MapTile));
    expect(online[0].points.length).toBeGreaterThan(0);
    expect(online[1].clusters.length).toBeGreaterThan(0);

    await context.setOffline(true);
    // Nothing kept but the saved region: no feed, no tiles.
    await page.evaluate(async ([data, tilesCache]) => {
      await (await caches.open(data)).delete('/api/aed/map');
      await caches.delete(tilesCache);
    }, [AED_DATA_CACHE, AED_TILES_CACHE] as const);
    const offline = await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.json()))), tiles);
    expect(offline).toEqual(online);

    await page.reload();
    await waitForMarkers(page);
    await expect.poll(() => panel.getByRole('status').first().innerText()).toMatch(OFFLINE_NOTICE);
    await zoomTo(page, MARIBOR, 13);
    const [lat, lon] = ((await map(page).getAttribute('data-center')) ?? '').split(',').map(Number);
    expect(Math.abs(lat - MARIBOR.latitude)).toBeLessThan(0.1);
    expect(Math.abs(lon - MARIBOR.longitude)).toBeLessThan(0.1);
    await expect.poll(() => markerCount(page)).toBeGreaterThan(0);
    await screenshot(page, 'offline-map-maribor-desktop');
    await context.close();
  });
});
