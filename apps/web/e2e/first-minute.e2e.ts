import type { RunnerLink } from '@aedatlas/contracts';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUAY, westQuayAed } from '../../server/test/helpers/port-hercule';
import { distanceText } from '../src/features/map/lib/distance-text';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, PHONE_360, passwordGrantToken, screenshot, withoutDialer } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';
import { startServer } from './helpers/server';

// The real streets of Monaco (apps/server/test/fixtures/README.md).
const MONACO = path.resolve(import.meta.dirname, '../../server/test/fixtures/monaco.osm.pbf');
/** The runner's page may weigh this much before the map's tiles. */
const RUNNER_PAGE_BUDGET_BYTES = 50 * 1024;

let networkDir: string;
const run = serverAndBrowser(async () => {
  networkDir = await mkdtemp(path.join(tmpdir(), 'aedatlas-e2e-first-minute-'));
  const extract = path.join(networkDir, 'monaco.osm.pbf');
  await copyFile(MONACO, extract);
  return startServer({ MAP_TILE_URL: BLANK_TILE, WALKING_NETWORK_FILE: extract });
});
afterAll(() => rm(networkDir, { recursive: true, force: true }));

let westQuayId: string;

async function makeLink(aedId: string): Promise<RunnerLink> {
  const response = await fetch(`${run.server.baseUrl}/api/runner-links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ aedId }) });
  expect(response.status).toBe(201);
  return (await response.json()) as RunnerLink;
}

const linkStatus = async (code: string) => ((await (await fetch(`${run.server.baseUrl}/api/runner-links/${code}`)).json()) as RunnerLink).status;

/** Every byte the page fetched (bodies and headers), but the map's tiles. */
function countBytes(page: Page, tilePattern: RegExp) {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (tilePattern.test(request.url())) return;
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize, () => 0));
  });
  return async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

beforeAll(async () => {
  const token = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
  const response = await fetch(`${run.server.baseUrl}/api/admin/aed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(westQuayAed({ serialNumber: 'SN-WEST-QUAY', outdoorCabinet: true, floor: '0', cabinetNotes: 'Opening it sounds an alarm: that is fine.' })),
  });
  expect(response.status).toBe(201);
  westQuayId = ((await response.json()) as { id: string }).id;
  // Its photo (any image the site serves will do).
  const picture = await fetch(`${run.server.baseUrl}/api/admin/aed-picture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ aedId: westQuayId, url: `${run.server.baseUrl}/icons/app-192.png` }),
  });
  expect(picture.status).toBe(201);
  // The server walks by straight line until its thread has read the streets.
  for (let tries = 0; tries < 150; tries++) {
    const answer = await fetch(`${run.server.baseUrl}/api/aed/${westQuayId}/route?lat=${QUAY.latitude}&lon=${QUAY.longitude}`);
    if (answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the walking network did not load');
});

describe("the runner's page", () => {
  it('opens on a 360 px phone without an account: the walk there and back, where the AED is, and "coming back" reaches the sender', async () => {
    const link = await makeLink(westQuayId);
    const { page, errors } = await run.tab(PHONE_360);
    const bytes = countBytes(page, /\/tiles?\//);
    await page.goto(`${run.server.baseUrl}/r/${link.code}#${QUAY.latitude.toFixed(5)},${QUAY.longitude.toFixed(5)}`);
    const map = page.locator('.map[data-route="walk"]');
    await map.waitFor();

    // The walk from the meeting point as the link carries it (five decimals).
    const route = (await (await fetch(`${run.server.baseUrl}/api/aed/${westQuayId}/route?lat=${QUAY.latitude.toFixed(5)}0&lon=${QUAY.longitude.toFixed(5)}0`)).json()) as {
      properties: { walkingMeters: number; walkingSeconds: number };
      geometry: { coordinates: unknown[] };
    };
    await page.getByRole('heading', { name: 'Fetch the AED' }).waitFor();
    const there = `${Math.max(1, Math.round(route.properties.walkingSeconds / 60))} min walk (${distanceText(route.properties.walkingMeters, 'en-US')})`;
    expect(await page.locator('.way').innerText()).toContain(there);
    expect(await page.locator('.way').innerText()).toContain('the same way, with the AED');
    await page.getByRole('heading', { name: 'West quay' }).waitFor();
    const card = page.locator('section.card');
    expect(await card.innerText()).toContain('On the wall of the harbour office');
    expect(await card.innerText()).toContain('In an outdoor cabinet. Opening it sounds an alarm: that is fine.');
    expect(await card.innerText()).toMatch(/Floor\s+0/);
    expect(await card.innerText()).toContain('Open 24/7');
    expect(await card.innerText()).not.toContain('+377');
    const photo = card.getByRole('img', { name: 'Photo of the AED' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
    // The line follows the streets, point for point as the server walked it.
    const drawn = await page.locator('polyline.route').getAttribute('points');
    expect(drawn?.split(' ').length).toBe(route.geometry.coordinates.length);
    expect(await page.getByRole('img', { name: 'Map of the way from the person to the AED' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');

    await expect.poll(() => linkStatus(link.code)).toBe('opened');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'runner-page-360');

    await page.getByRole('button', { name: 'I have it, coming back' }).click();
    await page.getByText('They know you are coming back').waitFor();
    expect(await linkStatus(link.code)).toBe('coming-back');
    expect(await page.getByRole('button', { name: 'I have it, coming back' }).isDisabled()).toBe(true);

    const weight = await bytes();
    expect(weight).toBeGreaterThan(1000);
    expect(weight).toBeLessThanOrEqual(RUNNER_PAGE_BUDGET_BYTES);
    expect(errors).toEqual([]);
  });

  it('speaks Slovenian to a Slovenian phone, and says so when a link has ended', async () => {
    const link = await makeLink(westQuayId);
    const { page, errors } = await run.tab(PHONE_360, { locale: 'sl-SI' });
    // Without a meeting point in the link there is no way to draw: only the AED, and words.
    await page.goto(`${run.server.baseUrl}/r/${link.code}`);
    await page.getByRole('heading', { name: 'Prinesite AED' }).waitFor();
    await page.getByText('Povezava ne pove, kje je oseba').waitFor();
    expect(await page.locator('.map').getAttribute('data-route')).toBe('none');
    expect(await page.getByRole('button', { name: 'Imam ga, vračam se' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'runner-page-sl');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Fetch the AED' }).waitFor();

    await page.goto(`${run.server.baseUrl}/r/zzzzzzzz#43.7,7.4`);
    await page.getByRole('alert').getByText('This link has ended or does not exist.').waitFor();
    expect(await page.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

/** A phone at the north-east quay, its location allowed. */
const atTheQuay = (options: { locale?: string; serviceWorkers?: 'allow' | 'block' } = {}) =>
  run.newContext({ viewport: PHONE_360, permissions: ['geolocation'], geolocation: QUAY, ...options });

async function openEmergencyFromMap(context: BrowserContext) {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await withoutDialer(page);
  await page.goto(`${run.server.baseUrl}/map`);
  await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
  const call = page.getByRole('link', { name: 'Call 112' }).first();
  expect(await call.getAttribute('href')).toBe('tel:112');
  await call.click();
  await page.waitForURL(/\/emergency$/);
  return { page, errors };
}

describe('the emergency screen', () => {
  it('follows Call 112 in one tap: the call, CPR, then the AED by walking time, and a runner sent with a link and a QR code', async () => {
    const context = await atTheQuay();
    const { page, errors } = await openEmergencyFromMap(context);
    await page.getByRole('heading', { name: 'Emergency', level: 1 }).waitFor();
    // In this order on the page: the call, CPR, the AED.
    const order = await page.locator('main').evaluate((main) => {
      const call = main.querySelector('a[href="tel:112"]')!;
      const [cpr, aed] = [...main.querySelectorAll('h2')].filter((h) => /CPR|Nearest AED/.test(h.textContent ?? ''));
      const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { cprFirst: /CPR/.test(cpr.textContent ?? ''), callBeforeCpr: before(call, cpr), cprBeforeAed: before(cpr, aed) };
    });
    expect(order).toEqual({ cprFirst: true, callBeforeCpr: true, cprBeforeAed: true });
    // The bar keeps the three in reach.
    const bar = page.getByRole('navigation', { name: 'Call, CPR and the AED' });
    expect(await bar.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');

    // The metronome: on, and its beat visible.
    const metronome = page.getByRole('button', { name: 'Metronome' });
    await metronome.click();
    expect(await metronome.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Metronome on, 110 a minute').waitFor();

    // The AED: the one nearest on foot, with its walk.
    const section = page.getByTestId('emergency-nearest-aed');
    await section.locator(`[data-aed-id="${westQuayId}"]`).waitFor();
    expect(await section.getByTestId('emergency-distance').innerText()).toMatch(/^\d+ min walk \(\d+ m\)$/);

    // By keyboard: the bar's AED takes the focus to the AED part of the screen.
    await bar.getByRole('button', { name: 'AED' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe('emergency-aed');

    // Send someone: one tap makes the link and its QR code (its time is the bench's: P6 runner).
    await section.getByRole('button', { name: 'Send someone for the AED' }).click();
    const url = page.getByTestId('runner-url');
    await url.waitFor();
    const runnerUrl = await url.innerText();
    expect(runnerUrl).toMatch(new RegExp(`^${run.server.baseUrl}/r/[a-hjkmnp-z2-9]{8}#${QUAY.latitude.toFixed(5)},${QUAY.longitude.toFixed(5)}$`));
    expect(await page.getByRole('img', { name: "QR code of the runner's link" }).count()).toBe(1);
    await page.getByRole('button', { name: 'Copy the link' }).waitFor();
    await page.getByText('Waiting for the runner to open the link.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'emergency-screen-360');

    // The runner, on a phone of their own, opens the link and comes back.
    const runner = await run.tab(PHONE_360);
    await runner.page.goto(runnerUrl);
    await runner.page.getByRole('button', { name: 'I have it, coming back' }).click();
    await runner.page.getByText('They know you are coming back').waitFor();
    await page.getByText('The runner has the AED and is coming back.').waitFor({ timeout: 10_000 });

    await metronome.click();
    expect(await metronome.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('speaks Slovenian and is whole by keyboard', async () => {
    const context = await atTheQuay({ locale: 'sl-SI' });
    const page = await context.newPage();
    await page.goto(`${run.server.baseUrl}/emergency`);
    await page.getByRole('heading', { name: 'Nujni primer', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Oživljanje: pritiskajte močno in hitro' }).waitFor();
    await page.getByTestId('emergency-nearest-aed').locator(`[data-aed-id="${westQuayId}"]`).waitFor();
    // Tab reaches the call, the metronome and "Send someone" in that order.
    const reached: string[] = [];
    for (let i = 0; i < 30 && reached.length < 40; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim().split('\n')[0] ?? ''));
    }
    const at = (text: string) => reached.findIndex((r) => r.includes(text));
    expect(at('Pokliči 112')).toBeGreaterThanOrEqual(0);
    expect(at('Metronom')).toBeGreaterThan(at('Pokliči 112'));
    expect(at('Pošljite nekoga po AED')).toBeGreaterThan(at('Metronom'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'emergency-screen-sl');
  });

  it('works offline after one visit: CPR and the AED kept on the phone; a link, which needs the network, says so', async () => {
    const context = await atTheQuay({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${run.server.baseUrl}/map`);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    // The one visit: the service worker arrives and keeps the app and the AEDs the map read.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toBe(`${run.server.baseUrl}/sw.js`);
    await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.some((k) => k.startsWith('aed-saved-regions')))), { timeout: 20_000 }).toBe(true);
    await page.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${run.server.baseUrl}/emergency`);
    await offline.getByRole('heading', { name: 'Emergency', level: 1 }).waitFor();
    const metronome = offline.getByRole('button', { name: 'Metronome' });
    await metronome.click();
    expect(await metronome.getAttribute('aria-pressed')).toBe('true');
    const section = offline.getByTestId('emergency-nearest-aed');
    await section.locator(`[data-aed-id="${westQuayId}"]`).waitFor();
    expect(await section.getByTestId('emergency-distance').innerText()).toMatch(/in a straight line$/);
    await section.getByRole('button', { name: 'Send someone for the AED' }).click();
    await section.getByText(/You are offline, so no link can be made or shared\. Tell the runner the way: .+ to .+\./).waitFor();
    await screenshot(offline, 'emergency-screen-offline');
    expect(errors).toEqual([]);
  });
});
