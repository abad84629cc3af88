import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { apiCall, BLANK_TILE, DEMO_ADMIN, DESKTOP, passwordGrantToken, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/*
 * One state everywhere on the public map, and the key's "Not checked for a year": an admin sets an
 * AED temporarily absent and a visitor's popup and Near me say so; the key marks the AEDs nobody
 * confirmed for a year, from the keyboard on a 360 px phone, hiding none.
 */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
const WORD = `Freshcheck${Date.now()}`;
// Off the Istrian coast: no other AED within 3 km, so both of these lead the nearest list.
const SPOT = { latitude: 45.4012, longitude: 13.3035 };
let adminToken: string;
const ids = { absent: '', checked: '' };

const api = (method: string, path: string, body?: object) => apiCall<{ id: string }>(run.server.baseUrl, adminToken, method, path, body);

const newAed = (title: string, latitude: number, longitude: number) =>
  api('POST', '/api/admin/aed', {
    title,
    description: 'By the harbour office',
    locationDescription: 'At the harbour office door',
    accessibility: 'FULL_24H',
    model: 'Philips HeartStart FRx',
    serialNumber: `SN-${title.replace(/\W/g, '')}`,
    maintainer: 'Občina Piran',
    contactPhoneNumber: '+386 5 555 0100',
    contactEmail: 'harbour@maintainers.test',
    address: 'Obala 1',
    postalCode: '6330',
    city: 'Piran',
    country: 'Slovenia',
    latitude,
    longitude,
  });

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
  ids.absent = (await newAed(`${WORD} Harbour`, SPOT.latitude, SPOT.longitude)).id;
  ids.checked = (await newAed(`${WORD} Lighthouse`, SPOT.latitude + 0.002, SPOT.longitude)).id;
  // An admin takes one out for a while; the other is checked today.
  await api('PUT', `/api/admin/aed/${ids.absent}`, { state: 'temporarilyAbsent' });
  await api('POST', `/api/admin/aed/${ids.checked}/check`, {});
});

const map = (page: Page) => page.getByTestId('aed-map');

/** Presses Tab until the focus is on the button named `name` (at most `max` presses). */
async function tabTo(page: Page, name: string, max = 30) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
    if (label === name) return;
  }
  throw new Error(`"${name}" not reached in ${max} Tab presses`);
}

describe('the state and the last check on the public map', () => {
  it("a visitor's popup and Near me say 'Temporarily absent' for the AED an admin took out", async () => {
    const { page, errors } = await run.tab(PHONE_360, { permissions: ['geolocation'], geolocation: SPOT });
    await page.goto(`${run.server.baseUrl}/map?search=${encodeURIComponent(`${WORD} Harbour`)}`);
    await page.locator('[data-testid="aed-map"][data-count="1"]').waitFor();
    const marker = page.locator('.leaflet-marker-icon:has(.aed-pin--out)');
    await marker.waitFor();
    expect(await marker.getAttribute('title')).toBe(`${WORD} Harbour, Temporarily absent`);
    await marker.click();
    const popup = page.locator('.leaflet-popup-content');
    await popup.getByRole('alert').filter({ hasText: /^Temporarily absent$/ }).waitFor();
    await page.waitForTimeout(300); // the popup's fade-in
    await screenshot(page, 'map-popup-temporarily-absent-360', { fullPage: false });

    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const panel = page.getByTestId('near-me-panel');
    const absent = panel.locator(`li[data-aed-id="${ids.absent}"]`);
    await absent.getByTestId('near-out-of-service').filter({ hasText: '✕ Listed last: Temporarily absent.' }).waitFor();
    expect(await panel.locator(`li[data-aed-id="${ids.checked}"]`).getByTestId('near-out-of-service').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await absent.scrollIntoViewIfNeeded();
    await screenshot(page, 'map-near-me-temporarily-absent-360', { fullPage: false });
    expect(await seriousA11yViolations(page, ['.leaflet-control-attribution'])).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('"Not checked for a year" marks those AEDs from the keyboard at 360 px, counts them and hides none', async () => {
    const { page, errors } = await run.tab(PHONE_360);
    await page.goto(`${run.server.baseUrl}/map?search=${encodeURIComponent(WORD)}`);
    await page.locator('[data-testid="aed-map"][data-count="2"]').waitFor();
    const markers = page.locator('.leaflet-marker-icon');
    await expect.poll(() => markers.count()).toBe(2);
    expect(await page.locator('.aed-marker--not-checked').count()).toBe(0);

    // From the search box: Tab to the key (on phones behind its button), open it, Tab to the toggle.
    await page.getByRole('searchbox', { name: 'Search AEDs' }).focus();
    await tabTo(page, 'Key');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Not checked for a year');
    const toggle = page.getByRole('button', { name: 'Not checked for a year', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    // The absent one was never checked: marked, and named so; the one checked today is not.
    await page.getByTestId('not-checked-count').filter({ hasText: /^1 AED not checked for a year in view$/ }).waitFor();
    const marked = page.locator('.leaflet-marker-icon.aed-marker--not-checked');
    await expect.poll(() => marked.count()).toBe(1);
    expect(await marked.getAttribute('title')).toBe(`${WORD} Harbour, Temporarily absent, not checked for a year`);
    expect(await markers.count()).toBe(2);
    expect(await map(page).getAttribute('data-not-checked')).toBe('1');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'map-not-checked-key-360', { fullPage: false });
    expect(await seriousA11yViolations(page, ['.leaflet-control-attribution'])).toEqual([]);
    // The key folds away; the marks stay.
    await page.getByRole('button', { name: 'Key', exact: true }).click();
    expect(await marked.count()).toBe(1);
    await screenshot(page, 'map-not-checked-search-360', { fullPage: false });
    await page.getByRole('button', { name: 'Key', exact: true }).click();

    // The whole country: groups with AEDs nobody confirmed wear the ring too; nothing is hidden.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.locator('[data-testid="aed-map"][data-count]:not([data-count="2"])').waitFor();
    const total = Number(await map(page).getAttribute('data-total'));
    expect(Number(await map(page).getAttribute('data-count'))).toBe(total);
    await expect.poll(async () => Number(await map(page).getAttribute('data-not-checked'))).toBeGreaterThan(100);
    await expect.poll(() => page.locator('.leaflet-marker-icon.aed-marker--not-checked').count()).toBeGreaterThan(0);
    await screenshot(page, 'map-not-checked-country-360', { fullPage: false });

    // Off again: no marks, and the count is gone.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.locator('.aed-marker--not-checked').count()).toBe(0);
    expect(await page.getByTestId('not-checked-count').innerText()).toBe('');
    expect(errors).toEqual([]);
  });

  it('on a wide screen the toggle is in the key beside the colours, and marks a group by name', async () => {
    const { page, errors } = await run.tab(DESKTOP);
    await page.goto(`${run.server.baseUrl}/map`);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Not checked for a year', exact: true }).click();
    const group = page.locator('.leaflet-marker-icon.aed-marker--not-checked:has(.aed-cluster)').first();
    await group.waitFor();
    expect(await group.getAttribute('aria-label')).toMatch(/, [\d,]+ not checked for a year: zoom in$/);
    await page.getByTestId('not-checked-count').filter({ hasText: /^[\d,]+ AEDs not checked for a year in view$/ }).waitFor();
    await screenshot(page, 'map-not-checked-desktop', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
