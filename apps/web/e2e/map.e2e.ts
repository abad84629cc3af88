import type { MapFeedItem, NearestAed } from '@aedatlas/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOpenStatusEvaluator, isAvailableNow } from '../src/lib/opening-hours/open-status';
import { formatDistance } from '../src/features/map/lib/format-distance';
import { DEFAULT_VIEW, extentOf, searchView, type MapView } from '../src/features/map/lib/map-view';
import { filterBySearch, foundMessage, searchableText } from '../src/features/map/lib/search';
import { BLANK_TILE, collectPageErrors, DESKTOP, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/** A 1x1 transparent PNG: every tile is this image, so no request leaves the machine. */
const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058 };
const MULTI_WORD = 'Gasilski';

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
let feed: MapFeedItem[];

beforeAll(async () => {
  feed = (await (await fetch(`${run.server.baseUrl}/api/aed/map`)).json()) as MapFeedItem[];
});

/** Script errors, CSP violations and React warnings; none are expected on the map. */
function collectErrors(page: Page): string[] {
  const errors = collectPageErrors(page);
  return errors;
}

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await run.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

const mapLocator = (page: Page) => page.getByTestId('aed-map');

/** Opens /map and waits until the first markers are drawn. */
async function openMap(page: Page, query = '') {
  await page.goto(`${run.server.baseUrl}/map${query}`);
  await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
}

async function mapView(page: Page): Promise<MapView> {
  const [center, zoom] = await Promise.all([mapLocator(page).getAttribute('data-center'), mapLocator(page).getAttribute('data-zoom')]);
  const [lat, lon] = (center ?? '').split(',').map(Number);
  return { lat, lon, zoom: Number(zoom) };
}

function expectView(actual: MapView, expected: MapView) {
  expect(actual.zoom).toBe(expected.zoom);
  expect(actual.lat).toBeCloseTo(expected.lat, 4);
  expect(actual.lon).toBeCloseTo(expected.lon, 4);
}

/** Waits until `count` AEDs match and the markers for that result are drawn. */
async function waitForCount(page: Page, count: number) {
  await page.locator(`[data-testid="aed-map"][data-count="${count}"]`).waitFor();
  await page.waitForFunction(() => {
    const map = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
    return !!map && map.dataset.version === map.dataset.indexVersion;
  });
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search AEDs' });

/** A word (from a title) that exactly one AED's searchable text holds. */
function uniqueWord(): { word: string; aed: MapFeedItem } {
  const texts = feed.map((aed) => searchableText(aed));
  for (const aed of feed) {
    for (const word of (aed.title ?? '').split(/\s+/)) {
      if (word.length < 6 || !/^[\p{L}]+$/u.test(word)) continue;
      const needle = word.toLowerCase();
      if (texts.filter((text) => text.includes(needle)).length === 1) return { word, aed };
    }
  }
  throw new Error('No AED title has a word of its own');
}

describe('AED map (/map)', () => {
  it('searches live, recentres by 000 §2.9, keeps the search in the address and clears', async () => {
    const { context, page, errors } = await newPage();
    await openMap(page);
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await waitForCount(page, feed.length);
    expectView(await mapView(page), DEFAULT_VIEW);
    // The OSM licence: attribution on the map.
    expect(await page.locator('.leaflet-control-attribution').innerText()).toContain('© OpenStreetMap contributors');
    await screenshot(page, 'map-desktop');

    const matches = filterBySearch(feed, MULTI_WORD);
    expect(matches.length).toBeGreaterThan(1);
    await searchBox(page).fill(MULTI_WORD);
    await page.getByText(foundMessage(matches.length, MULTI_WORD), { exact: true }).waitFor();
    await waitForCount(page, matches.length);
    expectView(await mapView(page), searchView(extentOf(matches)));
    await page.waitForURL((url) => url.searchParams.get('search') === MULTI_WORD);
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await screenshot(page, 'map-desktop-search');

    // The search survives a reload through ?search=.
    await page.reload();
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    expect(await searchBox(page).inputValue()).toBe(MULTI_WORD);
    await page.getByText(foundMessage(matches.length, MULTI_WORD), { exact: true }).waitFor();
    await waitForCount(page, matches.length);
    expectView(await mapView(page), searchView(extentOf(matches)));

    // Case does not matter.
    await searchBox(page).fill(MULTI_WORD.toUpperCase());
    await page.getByText(foundMessage(matches.length, MULTI_WORD.toUpperCase()), { exact: true }).waitFor();

    // Clearing restores every AED and the default view.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitForCount(page, feed.length);
    await page.waitForURL((url) => !url.searchParams.has('search'));
    expect(await page.getByText(/^Found \d+ AED\(s\) matching/).count()).toBe(0);
    expectView(await mapView(page), DEFAULT_VIEW);

    // A cluster opens up: clicking it zooms in to where it splits.
    await page.locator('.leaflet-marker-icon .aed-cluster--l, .leaflet-marker-icon .aed-cluster--m').first().click();
    await expect.poll(async () => (await mapView(page)).zoom).toBeGreaterThan(DEFAULT_VIEW.zoom);
    await page.getByRole('button', { name: 'Near me' }).focus(); // away from the map before typing again

    // Nothing found: default view, a count of 0.
    await searchBox(page).fill('no such AED anywhere');
    await page.getByText(foundMessage(0, 'no such AED anywhere'), { exact: true }).waitFor();
    expectView(await mapView(page), DEFAULT_VIEW);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zooms to 15 on a single match; its popup links to the detail page in a new tab', async () => {
    const { word, aed } = uniqueWord();
    const { context, page, errors } = await newPage();
    await openMap(page, `?search=${encodeURIComponent(word)}`);
    await page.getByText(foundMessage(1, word), { exact: true }).waitFor();
    await waitForCount(page, 1);
    expectView(await mapView(page), { lat: aed.latitude, lon: aed.longitude, zoom: 15 });

    const marker = page.locator('.leaflet-marker-icon .aed-pin');
    await expect.poll(() => marker.count()).toBe(1);
    await marker.click();
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    if (aed.title) expect(await popup.locator('h2').innerText()).toBe(aed.title.trim());
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    if (aed.description && aed.description !== aed.title) expect(squash(await popup.innerText())).toContain(squash(aed.description));
    const link = popup.getByRole('link', { name: /View details/ });
    expect(await link.getAttribute('href')).toBe(`/aed/${aed.id}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await page.waitForTimeout(300); // the popup's fade-in, for the screenshot
    await screenshot(page, 'map-desktop-popup');

    const [detail] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await detail.waitForLoadState();
    expect(new URL(detail.url()).pathname).toBe(`/aed/${aed.id}`);
    await detail.locator('h1').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Only AEDs available now" keeps the 24/7 and open ones', async () => {
    const { context, page, errors } = await newPage();
    // The server filters at its own minute (the tiles' openNow), so the test counts at the real
    // time too, once at each end of the minute the answer may belong to.
    await openMap(page);
    await waitForCount(page, feed.length);
    const countAt = async (at: Date) => {
      const evaluate = await createOpenStatusEvaluator(at);
      return feed.filter((aed) => isAvailableNow(evaluate(aed))).length;
    };
    const before = await countAt(new Date());
    await page.getByRole('switch', { name: 'Only AEDs available now' }).check();
    await page.locator('[data-testid="aed-map"]').and(page.locator(`[data-count="${before}"], [data-count="${await countAt(new Date(Date.now() + 60_000))}"]`)).waitFor();
    const available = Number(await page.getByTestId('aed-map').getAttribute('data-count'));
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThan(feed.length);
    await waitForCount(page, available);
    await page.getByText(`${available.toLocaleString("en-US")} of ${feed.length.toLocaleString('en-US')} AEDs available now`).waitFor();
    // 24/7 markers stand out with their own badge.
    await expect.poll(() => page.locator('.leaflet-marker-icon .aed-pin--closed, .leaflet-marker-icon .aed-pin--unknown').count()).toBe(0);
    await screenshot(page, 'map-desktop-available-now');
    await page.getByRole('switch', { name: 'Only AEDs available now' }).uncheck();
    await waitForCount(page, feed.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Near me lists the nearest AEDs in order with distance, status and walking directions', async () => {
    const { context, page, errors } = await newPage({ permissions: ['geolocation'], geolocation: LJUBLJANA });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openMap(page);
    const expected = (await (
      await fetch(`${run.server.baseUrl}/api/aed/nearest?lat=${LJUBLJANA.latitude}&lon=${LJUBLJANA.longitude}&limit=10`)
    ).json()) as NearestAed[];
    expect(expected.length).toBe(10);

    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const panel = page.getByTestId('near-me-panel');
    const items = panel.locator('li[data-aed-id]');
    await expect.poll(() => items.count()).toBe(10);
    const ids = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-aed-id')));
    expect(ids).toEqual(expected.map((aed) => aed.id));
    expect(await items.first().getByTestId('distance').innerText()).toBe(`${formatDistance(expected[0].distanceMeters)} in a straight line`);
    const walk = items.first().getByRole('link', { name: /Walking directions/ });
    expect(await walk.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${expected[0].latitude},${expected[0].longitude}&travelmode=walking`,
    );
    expect(await walk.getAttribute('target')).toBe('_blank');
    // Every item says whether it is open; the user's position and numbered markers are on the map.
    await expect.poll(() => items.locator('.aed-status').count()).toBe(10);
    // The map, Near me and the statuses never wait for the validation library (its own chunk):
    // on a slow phone it would cost a fifth of the JavaScript before the nearest AEDs show.
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((path) => /\/assets\/zod-/.test(path))).toEqual([]);
    expect(await page.locator('.aed-user').count()).toBe(1);
    expect(await page.locator('.aed-near').count()).toBe(10);
    await screenshot(page, 'map-desktop-near-me');
    expect(errors).toEqual([]);
    await context.close();
  });

  // Groups have no open-now colour to wait for: a country seen whole (a million AEDs in groups)
  // is complete as soon as its tiles are in, not when the opening-hours library comes later.
  it('a view of groups alone is complete without the opening-hours library', async () => {
    const { context, page, errors } = await newPage();
    let releaseLibrary = () => undefined as void;
    const released = new Promise<void>((resolve) => (releaseLibrary = resolve));
    let libraryAsked = false;
    await page.route(/\/assets\/opening_hours[^/]*\.js$/, async (route) => {
      libraryAsked = true;
      await released;
      await route.continue();
    });
    await page.goto(`${run.server.baseUrl}/embed?lat=46.1&lng=14.9&zoom=6`);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor({ timeout: 10_000 });
    // Groups only ('773 AEDs here, ...'), no pin.
    const titles = await page.locator('.leaflet-marker-icon').evaluateAll((markers) => markers.map((marker) => marker.getAttribute('title')));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((title) => !/^[\d,.]+k? AEDs here/.test(title ?? ''))).toEqual([]);
    expect(libraryAsked).toBe(false);
    releaseLibrary();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says clearly when the location is refused', async () => {
    const { context, page } = await newPage();
    await openMap(page);
    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    await page.getByRole('alert').filter({ hasText: 'Location access is blocked' }).waitFor();
    await context.close();
  });

  it('fits a 360 px phone: no sideways scrolling, search, buttons and the near-me sheet on screen', async () => {
    const { context, page, errors } = await newPage({ viewport: PHONE_360, permissions: ['geolocation'], geolocation: LJUBLJANA });
    const noOverflow = async (label: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
    };
    await openMap(page);
    await noOverflow('map');
    const box = await searchBox(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE_360.width).toBe(true);
    expect(await page.locator('.leaflet-control-attribution').isVisible()).toBe(true);
    await screenshot(page, 'map-phone');

    await searchBox(page).fill(MULTI_WORD);
    const matches = filterBySearch(feed, MULTI_WORD);
    await page.getByText(foundMessage(matches.length, MULTI_WORD), { exact: true }).waitFor();
    await waitForCount(page, matches.length);
    await noOverflow('search');
    await screenshot(page, 'map-phone-search');
    await page.getByRole('button', { name: 'Clear search' }).click();

    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const items = page.getByTestId('near-me-panel').locator('li[data-aed-id]');
    await expect.poll(() => items.count()).toBe(10);
    await noOverflow('near me');
    const sheet = await page.getByTestId('near-me-panel').boundingBox();
    expect(sheet && sheet.x >= 0 && sheet.x + sheet.width <= PHONE_360.width).toBe(true);
    await screenshot(page, 'map-phone-near-me');

    await items.first().getByRole('button', { name: /show on the map/ }).click();
    await page.locator('.leaflet-popup-content').getByRole('link', { name: /View details/ }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'map-phone-near-me-focus');
    expect(errors).toEqual([]);
    await context.close();
  });
});
