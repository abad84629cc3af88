import type { MapFeedItem } from '@aedatlas/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOpenStatusEvaluator, OPEN_STATUS_LABELS } from '../src/lib/opening-hours/open-status';
import { searchableText } from '../src/features/map/lib/search';
import { BLANK_TILE, collectPageErrors, DESKTOP, screenshot } from './helpers/browser';
import { seriousA11yViolations } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/** A 1x1 transparent PNG: every tile is this image, so no request leaves the machine. */
const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058 };
// A Tuesday morning in Ljubljana, far from opening-hour edges: the spoken open/closed stays put.
const NOW = new Date('2026-11-24T09:30:00Z');

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
let feed: MapFeedItem[];

beforeAll(async () => {
  feed = (await (await fetch(`${run.server.baseUrl}/api/aed/map`)).json()) as MapFeedItem[];
});

async function open(options: Parameters<Browser['newContext']>[0] = {}, query = ''): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await run.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.clock.install({ time: NOW });
  await page.goto(`${run.server.baseUrl}/map${query}`);
  await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
  return { context, page, errors };
}

/** What has the focus: its tag, classes, accessible label and whether it is a map marker. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      type: el?.getAttribute('type') ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      marker: !!el?.classList.contains('leaflet-marker-icon'),
      inPopup: !!el?.closest('.leaflet-popup'),
    };
  });

/** Presses Tab until `done` holds (at most `max` times); returns every stop on the way. */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  const stops: Awaited<ReturnType<typeof focused>>[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    stops.push(now);
    if (done(now)) return stops;
  }
  throw new Error(`Not reached in ${max} Tab presses: ${JSON.stringify(stops.slice(-5))}`);
}

function uniqueWord(): { word: string; aed: MapFeedItem } {
  const texts = feed.map((aed) => searchableText(aed));
  for (const aed of feed) {
    for (const word of (aed.title ?? '').split(/\s+/)) {
      if (word.length < 6 || !/^[\p{L}]+$/u.test(word)) continue;
      if (texts.filter((text) => text.includes(word.toLowerCase())).length === 1) return { word, aed };
    }
  }
  throw new Error('No AED title has a word of its own');
}

describe('the map by keyboard', () => {
  it('reaches the search box before any marker', async () => {
    const { context, page, errors } = await open();
    const stops = await tabUntil(page, (f) => f.type === 'search', 9);
    expect(stops.some((s) => s.marker)).toBe(false);
    // Skip link, 'Find the nearest AEDs', home logo, 'Call 112', the language, 'Embed' and 'Log in' come first; nothing else.
    expect(stops.map((s) => s.label || s.tag)).toEqual(['A', 'BUTTON', 'AED Atlas home', 'A', 'SELECT', 'BUTTON', 'A', 'INPUT']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['a 360 px phone', { width: 360, height: 740 }],
  ])('reaches the nearest AED in four key presses on %s, and axe finds nothing serious with its popup open', async (_, viewport) => {
    const { context, page, errors } = await open({ viewport, permissions: ['geolocation'], geolocation: LJUBLJANA });
    const [nearest] = (await (await fetch(`${run.server.baseUrl}/api/aed/nearest?lat=${LJUBLJANA.latitude}&lon=${LJUBLJANA.longitude}&limit=1`)).json()) as { id: string; title: string }[];
    const keys: string[] = [];
    const press = async (key: string) => {
      keys.push(key);
      await page.keyboard.press(key);
    };
    await press('Tab');
    await press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Find the nearest AEDs');
    await screenshot(page, `keyboard-near-me-stop-${viewport.width}`);
    await press('Enter');
    // The list arrives with the focus on the nearest: name, distance and open status in its name.
    await expect.poll(async () => (await focused(page)).label, { timeout: 10_000 }).toMatch(/^1\. .+, .*\d+([.,]\d+)? (m|km).*, .+: show on the map$/);
    await press('Enter');
    const popup = page.locator(`.leaflet-popup [data-aed-id="${nearest.id}"]`);
    await popup.waitFor();
    await expect.poll(async () => (await focused(page)).inPopup).toBe(true);
    expect(keys.length).toBeLessThanOrEqual(5);
    await page.waitForTimeout(300); // the popup's fade-in
    await screenshot(page, `keyboard-nearest-popup-${viewport.width}`);
    // Leaflet's own attribution and zoom controls are the library's.
    expect(await seriousA11yViolations(page, ['.leaflet-control-attribution'])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the nearest AED's details in five key presses from the page's load", async () => {
    const { context, page, errors } = await open({ permissions: ['geolocation'], geolocation: LJUBLJANA });
    const [nearest] = (await (await fetch(`${run.server.baseUrl}/api/aed/nearest?lat=${LJUBLJANA.latitude}&lon=${LJUBLJANA.longitude}&limit=1`)).json()) as { id: string }[];
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).label, { timeout: 10_000 }).toMatch(/^1\. /);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).inPopup).toBe(true);
    const details = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await details;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/aed/${nearest.id}`);
    await tab.locator('h1').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pans and zooms without dragging: 44 px buttons, by pointer and by keyboard', async () => {
    const { context, page, errors } = await open({ viewport: { width: 360, height: 740 } });
    const map = page.getByTestId('aed-map');
    const center = async () => (await map.getAttribute('data-center'))!.split(',').map(Number);
    const toggle = page.getByRole('button', { name: 'Move the map with buttons' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const [lat0, lon0] = await center();
    await page.getByRole('button', { name: 'Move the map east' }).click();
    await expect.poll(async () => (await center())[1]).toBeGreaterThan(lon0);
    await page.getByRole('button', { name: 'Move the map north' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await center())[0]).toBeGreaterThan(lat0);
    await page.waitForTimeout(300);
    await screenshot(page, 'map-pan-buttons-360');
    for (const name of ['Zoom in', 'Zoom out', 'Move the map with buttons', 'Move the map north', 'Move the map west', 'Move the map east', 'Move the map south']) {
      const box = await page.getByRole('button', { name }).or(page.getByRole('link', { name })).first().boundingBox();
      expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 360 px too: search first, then a marker whose popup opens by keyboard', async () => {
    const { word } = uniqueWord();
    const { context, page, errors } = await open({ viewport: { width: 360, height: 740 } }, `?search=${encodeURIComponent(word)}`);
    await page.locator('[data-testid="aed-map"][data-count="1"]').waitFor();
    const toSearch = await tabUntil(page, (f) => f.type === 'search', 8);
    expect(toSearch.some((s) => s.marker)).toBe(false);
    await tabUntil(page, (f) => f.marker);
    await page.keyboard.press('Enter');
    await page.locator('.leaflet-popup h2').waitFor();
    expect((await focused(page)).inPopup).toBe(true);
    await page.waitForTimeout(300); // the popup's fade-in, for the screenshot
    await screenshot(page, 'keyboard-map-popup-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches a marker under its spoken name; Enter opens its popup, Escape gives the focus back', async () => {
    const { word, aed } = uniqueWord();
    const { context, page, errors } = await open({}, `?search=${encodeURIComponent(word)}`);
    await page.locator('[data-testid="aed-map"][data-count="1"]').waitFor();
    await page.getByRole('searchbox', { name: 'Search AEDs' }).focus();
    const stops = await tabUntil(page, (f) => f.marker);
    const marker = stops[stops.length - 1];
    const title = (aed.title ?? '').trim();
    // Title and whether it is open now (the distance joins once the position is known).
    const status = (await createOpenStatusEvaluator(NOW))(aed);
    expect(marker.label).toBe(`${title}, ${OPEN_STATUS_LABELS[status]}`);

    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await popup.locator('h2').getByText(title, { exact: true }).waitFor();
    expect((await focused(page)).inPopup).toBe(true);
    await screenshot(page, 'keyboard-map-popup');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    const back = await focused(page);
    expect(back.marker).toBe(true);
    expect(back.label).toBe(marker.label);

    // Space opens it too.
    await page.keyboard.press(' ');
    await popup.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zooms into a cluster with Enter and with Space', async () => {
    const { context, page, errors } = await open();
    const zoom = async () => Number(await page.getByTestId('aed-map').getAttribute('data-zoom'));
    for (const key of ['Enter', ' ']) {
      const before = await zoom();
      await page.getByRole('searchbox', { name: 'Search AEDs' }).focus();
      const stops = await tabUntil(page, (f) => f.marker && /AEDs here/.test(f.label));
      expect(stops[stops.length - 1].label).toMatch(/^\d+ AEDs here.*: zoom in$/);
      await page.keyboard.press(key);
      await expect.poll(zoom).toBeGreaterThan(before);
      // The markers of the new view are drawn before the next round looks for a cluster among them.
      await page.waitForFunction(() => {
        const map = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
        return !!map && map.dataset.version === map.dataset.indexVersion;
      });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  /**
   * /map with Near me pressed from the keyboard while `held` (a script of the page) is held back
   * until `release`: the list is shown and its first AED has the focus.
   */
  async function nearMeWhileHolding(held: RegExp) {
    const context = await run.browser.newContext({ viewport: DESKTOP, permissions: ['geolocation'], geolocation: LJUBLJANA });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${run.server.baseUrl}/map`);
    const nearMe = page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' });
    await nearMe.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('button', { name: /^1\. .*: show on the map$/ });
    await expect.poll(async () => (await focused(page)).label).toMatch(/^1\. .*: show on the map$/);
    return { context, page, errors, release, first };
  }

  // On a slow connection the opening-hours library may come while a nearest AED's popup is open:
  // the numbered markers then take their colours where they are, and the popup stays.
  it("keeps a Near me AED's popup open, with the focus in it, when the open-now statuses come", async () => {
    const { context, page, errors, release: releaseLibrary, first } = await nearMeWhileHolding(/\/assets\/opening_hours[^/]*\.js$/);
    await page.keyboard.press('Enter');
    await page.locator('.leaflet-popup').waitFor();
    await expect.poll(async () => (await focused(page)).inPopup).toBe(true);
    const popupOf = await page.locator('.leaflet-popup [data-aed-id]').getAttribute('data-aed-id');
    const panel = page.getByTestId('near-me-panel');
    expect(await panel.locator('.aed-status').count()).toBe(0);

    releaseLibrary();
    await expect.poll(() => panel.locator('.aed-status').count()).toBe(10);
    // The markers have their statuses ('Open 24/7', 'Closed', ...), and the popup is where it was.
    await expect.poll(() => page.locator('.leaflet-marker-icon:has(.aed-near)').evaluateAll((els) => els.filter((el) => !/Unknown$/.test(el.getAttribute('aria-label') ?? '')).length)).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-popup [data-aed-id]').getAttribute('data-aed-id')).toBe(popupOf);
    expect((await focused(page)).inPopup).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.leaflet-popup').waitFor({ state: 'detached' });
    await expect.poll(async () => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  // On a slow phone the list comes before the map's code: an AED pressed in the list then is shown
  // once the map is there, not lost.
  it('shows a Near me AED pressed before the map could show it, as soon as the map is there', async () => {
    const { context, page, errors, release: releaseMap, first } = await nearMeWhileHolding(/\/assets\/map-engine[^/]*\.js$/);
    const firstId = await page.getByTestId('near-me-panel').locator('li[data-aed-id]').first().getAttribute('data-aed-id');
    await page.keyboard.press('Enter');
    expect(await page.locator('.leaflet-container').count()).toBe(0);

    releaseMap();
    await page.locator('.leaflet-popup').waitFor();
    expect(await page.locator('.leaflet-popup [data-aed-id]').getAttribute('data-aed-id')).toBe(firstId);
    await expect.poll(async () => (await focused(page)).inPopup).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.leaflet-popup').waitFor({ state: 'detached' });
    await expect.poll(async () => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works Near me without a pointer: open, show an AED, back to the list, close', async () => {
    const { context, page, errors } = await open({ permissions: ['geolocation'], geolocation: LJUBLJANA });
    const nearMe = page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' });
    await nearMe.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('button', { name: /^1\. .*: show on the map$/ });
    await first.waitFor();
    // The focus is on the nearest when the list comes.
    await expect.poll(async () => (await focused(page)).label).toMatch(/^1\. .*: show on the map$/);
    await page.keyboard.press('Enter');
    await page.locator('.leaflet-popup').waitFor();
    await expect.poll(async () => (await focused(page)).inPopup).toBe(true);
    // Near markers say their rank and distance too.
    const nearNames = await page.locator('.leaflet-marker-icon:has(.aed-near)').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(nearNames[0]).toMatch(/^\d+\. .+, \d+([.,]\d+)? (m|km), /);
    await page.keyboard.press('Escape');
    await page.locator('.leaflet-popup').waitFor({ state: 'detached' });
    expect((await focused(page)).label).toMatch(/^1\. .*: show on the map$/);
    await page.keyboard.press('Escape');
    await page.getByTestId('near-me-panel').waitFor({ state: 'detached' });
    expect(await nearMe.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
