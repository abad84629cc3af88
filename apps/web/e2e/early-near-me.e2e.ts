import type { NearestAed } from '@aedatlas/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceText } from '../src/features/map/lib/distance-text';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, launchBrowser, PHONE_360, screenshot } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058 };

let server: TestServer;
let browser: Browser;
let expected: NearestAed[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  const answer = await fetch(`${server.baseUrl}/api/aed/nearest?lat=${LJUBLJANA.latitude}&lon=${LJUBLJANA.longitude}&limit=10`);
  expected = (await answer.json()) as NearestAed[];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface HeldPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Requests for the nearest AEDs the page made. */
  nearestRequests: string[];
  /** Lets the app's own script (held back until now, as a slow network would) arrive. */
  releaseApp: () => void;
}

/**
 * Opens /map (or `path`) with the app's main script held back: what shows is what a phone on a slow
 * connection shows for its first seconds, before the app has loaded.
 */
async function openWithAppHeld(path = '/map', options: Parameters<Browser['newContext']>[0] = {}, baseUrl = server.baseUrl): Promise<HeldPage> {
  const context = await browser.newContext({ viewport: PHONE_360, isMobile: true, hasTouch: true, ...options });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const nearestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/aed/nearest')) nearestRequests.push(request.url());
  });
  let releaseApp = () => undefined as void;
  const released = new Promise<void>((resolve) => (releaseApp = resolve));
  // The app's entry (index-*.js), not the early script nor the chunks both share.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // 'commit': the page's load waits for the held script.
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  return { context, page, errors, nearestRequests, releaseApp };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Map navigation' });
const nearMeButton = (page: Page) => nav(page).getByRole('button', { name: 'Near me' });
const listedIds = (page: Page) => page.getByTestId('near-me-panel').locator('li[data-aed-id]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-aed-id')));
/** Each item of the map's bottom bar: its words and where it is on the screen. */
const barItemBoxes = (page: Page) =>
  nav(page)
    .locator('li > *')
    .evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { name: item.textContent, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
      }),
    );
/** The app has started: the map's own region is on the page. */
const appStarted = (page: Page) => page.getByTestId('aed-map').waitFor({ state: 'attached' });

describe('Near me before the app has loaded', () => {
  it('lists the nearest AEDs from the first bytes of the page, and the app takes the list over without asking again', async () => {
    const { context, page, errors, nearestRequests, releaseApp } = await openWithAppHeld('/map', { permissions: ['geolocation'], geolocation: LJUBLJANA });
    await nearMeButton(page).waitFor();
    // Drawn by the early script: the app is not there.
    expect(await page.locator('#early-near-me nav').count()).toBe(1);
    const earlyBar = await barItemBoxes(page);
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('AED Map');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await nearMeButton(page).click();
    expect(await nearMeButton(page).getAttribute('aria-pressed')).toBe('true');
    const panel = page.getByTestId('near-me-panel');
    await panel.locator('li[data-aed-id]').first().waitFor();
    expect(await listedIds(page)).toEqual(expected.map((aed) => aed.id));
    const first = panel.locator('li[data-aed-id]').first();
    expect(await first.getByTestId('distance').innerText()).toBe(`${distanceText(expected[0].distanceMeters, 'en-US')} in a straight line`);
    expect(await first.getByRole('link', { name: /Walking directions/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${expected[0].latitude},${expected[0].longitude}&travelmode=walking`,
    );
    expect(await first.getByRole('link', { name: /Details/ }).getAttribute('href')).toBe(`/aed/${expected[0].id}`);
    expect(await panel.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    // ...and in the page's header, before Near me is pressed or anything else has loaded.
    expect(await page.locator('#early-near-me header').first().getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    // The keyboard is on the nearest AED's first action, as in the app.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Walking directions');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'map-phone-early-near-me');
    expect(nearestRequests).toHaveLength(1);
    expect(await page.locator('#root').innerHTML()).toBe('');

    releaseApp();
    await appStarted(page);
    // The app's panel, with what only the app knows (open now or not) and its map buttons...
    await expect.poll(() => panel.locator('.aed-status').count()).toBe(expected.length);
    expect(await listedIds(page)).toEqual(expected.map((aed) => aed.id));
    await panel.getByRole('button', { name: /show on the map/ }).first().waitFor();
    expect(await nearMeButton(page).getAttribute('aria-pressed')).toBe('true');
    // ...from the answer the early list had: one request in all, and nothing early left behind.
    expect(nearestRequests).toHaveLength(1);
    expect(await page.locator('#early-near-me').innerHTML()).toBe('');
    expect(await nav(page).count()).toBe(1);
    // The bottom bar's items are where they were: a tap as the app takes over hits the same one.
    expect(await barItemBoxes(page)).toEqual(earlyBar);
    expect(earlyBar.map((item) => item.name)).toEqual(['Map', 'Near me', 'AEDs', 'Help Centers']);
    expect(errors).toEqual([]);
    await context.close();
  });

  // A press that starts on the early page and ends on the app's: the browser's click would go to
  // no control (the pressed one is gone) for a mouse; a finger's tap goes to what it lifts from.
  for (const pointer of ['mouse', 'finger'] as const) {
    it(`a ${pointer} press on Near me that the app's start cuts in two still opens Near me, once`, async () => {
      const { context, page, errors, nearestRequests, releaseApp } = await openWithAppHeld('/map', { permissions: ['geolocation'], geolocation: LJUBLJANA });
      const box = await nearMeButton(page).boundingBox();
      if (!box) throw new Error('no Near me button');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchEnd') => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [{ x, y }] : [] });
      if (pointer === 'mouse') {
        await page.mouse.move(x, y);
        await page.mouse.down();
      } else await touch('touchStart');

      releaseApp();
      await appStarted(page);
      expect(await page.locator('#early-near-me').innerHTML()).toBe('');
      if (pointer === 'mouse') await page.mouse.up();
      else await touch('touchEnd');

      await page.getByTestId('near-me-panel').locator('li[data-aed-id]').first().waitFor();
      expect(await listedIds(page)).toEqual(expected.map((aed) => aed.id));
      expect(await nearMeButton(page).getAttribute('aria-pressed')).toBe('true');
      expect(nearestRequests).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a mouse press that the app cuts in two and that ends on another item does nothing, as a press dragged off does', async () => {
    const { context, page, errors, nearestRequests, releaseApp } = await openWithAppHeld('/map', { permissions: ['geolocation'], geolocation: LJUBLJANA });
    const from = await nearMeButton(page).boundingBox();
    const to = await nav(page).getByRole('link', { name: 'AEDs' }).boundingBox();
    if (!from || !to) throw new Error('no bottom bar');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    releaseApp();
    await appStarted(page);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2);
    await page.mouse.up();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(new URL(page.url()).pathname).toBe('/map');
    expect(await nearMeButton(page).getAttribute('aria-pressed')).toBe('false');
    expect(nearestRequests).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when the location is refused, and the app says the same when it starts', async () => {
    const { context, page, errors, releaseApp } = await openWithAppHeld('/map');
    await nearMeButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'Location access is blocked' }).waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.locator('#root').innerHTML()).toBe('');
    releaseApp();
    await appStarted(page);
    await page.getByRole('alert').filter({ hasText: 'Location access is blocked' }).waitFor();
    expect(await page.getByTestId('near-me-panel').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes with Escape and gives the keyboard back; the app then starts with Near me closed and the focus on its button', async () => {
    const { context, page, errors, nearestRequests, releaseApp } = await openWithAppHeld('/map', { permissions: ['geolocation'], geolocation: LJUBLJANA });
    await nearMeButton(page).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('near-me-panel').locator('li[data-aed-id]').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('near-me-panel').isVisible()).toBe(false);
    expect(await nearMeButton(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Near me');

    releaseApp();
    await appStarted(page);
    expect(await page.getByTestId('near-me-panel').count()).toBe(0);
    expect(await nearMeButton(page).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Near me');
    expect(nearestRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks the language the person chose, and draws nothing on other pages', async () => {
    const slovenian = await openWithAppHeld('/map', { locale: 'sl-SI' });
    await slovenian.page.getByRole('navigation', { name: 'Navigacija po zemljevidu' }).waitFor();
    expect(await slovenian.page.evaluate(() => document.documentElement.lang)).toBe('sl');
    await slovenian.context.close();

    const other = await openWithAppHeld('/aeds');
    // The early script has come and run (a script that drew would have drawn by then).
    await other.page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /early-near-me-[^/]*\.js$/.test(entry.name)));
    await other.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await other.page.locator('#early-near-me').innerHTML()).toBe('');
    other.releaseApp();
    await other.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await other.page.locator('#early-near-me').innerHTML()).toBe('');
    await other.context.close();
  });
});

describe('Near me before the app, where the map needs a login (MAP_REQUIRES_LOGIN)', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startServer({ MAP_TILE_URL: BLANK_TILE, MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(() => guarded?.stop());

  it('leaves nothing over the login page the app sends the visitor to', async () => {
    const { context, page, errors, releaseApp } = await openWithAppHeld('/map', { permissions: ['geolocation'], geolocation: LJUBLJANA }, guarded.baseUrl);
    await nearMeButton(page).click();
    // The server refuses the list without a sign-in; the early script asks for one, with the way to it.
    const alert = page.getByRole('alert').filter({ hasText: 'Log in to see the nearest AEDs' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    releaseApp();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').waitFor();
    expect(await page.locator('#early-near-me').innerHTML()).toBe('');
    expect(await nav(page).count()).toBe(0);
    await page.getByLabel('Email').click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});
