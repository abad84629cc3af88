import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, logIn, PHONE, screenshot as fullPageShot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/** The AED registry screens of 001 §2 against the real server, as the demo admin and a member. */

/** A 1x1 transparent PNG: every map tile is this image, so no request leaves the machine. */
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

/** A tab with its script errors and every request it makes. */
async function openTab(viewport: { width: number; height: number }) {
  const { page, errors } = await run.tab(viewport);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  return { page, errors, requests };
}

/** Photographs the screen after checking the page itself never scrolls sideways (tables scroll inside). */
async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, `admin-${name}`);
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** A form field by its label; required fields carry a ' *' after the label text. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

function localDate(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Every admin screen at one size; the AED screens use the AED made by the test. */
async function shootAllScreens(page: Page, size: string, aedId: string) {
  await page.goto(`${run.server.baseUrl}/admin`);
  await h1(page, 'Admin Dashboard').waitFor();
  await shot(page, `dashboard-${size}`);
  if (size === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Administration menu' }).waitFor();
    // The drawer covers the viewport, not the whole page: photograph what the person sees.
    await page.screenshot({ path: path.join(process.env.E2E_SHOTS_DIR ?? '/tmp/shots', 'admin-drawer-phone.png') });
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  await page.goto(`${run.server.baseUrl}/admin/aeds`);
  await page.getByText(/^Showing \d+ of [\d,]+ AEDs \(Page 1 of \d+\)$/).waitFor();
  await shot(page, `aeds-${size}`);
  await page.goto(`${run.server.baseUrl}/admin/aed/new`);
  await page.locator('[data-testid="aed-location-map"] .leaflet-tile-loaded').first().waitFor();
  await page.getByRole('button', { name: 'Create AED' }).click();
  await page.getByText('Please correct the following:').waitFor();
  await shot(page, `aed-new-${size}`);
  await page.goto(`${run.server.baseUrl}/admin/aed/${aedId}`);
  await page.getByRole('heading', { name: 'History' }).waitFor();
  await page.getByText('Updated the AED').first().waitFor();
  await shot(page, `aed-edit-${size}`);
  await page.goto(`${run.server.baseUrl}/admin/aed-expiry`);
  await page.getByText(/AED\(s\) found$/).waitFor();
  await shot(page, `aed-expiry-${size}`);
  await page.goto(`${run.server.baseUrl}/admin/aed/${aedId}/pictures`);
  await page.getByRole('heading', { name: /^Current Pictures/ }).waitFor();
  await shot(page, `aed-pictures-${size}`);
  await page.goto(`${run.server.baseUrl}/admin/storage`);
  await page.getByRole('list', { name: 'Storage tree' }).getByRole('button', { name: 'Open uploads' }).waitFor();
  await shot(page, `storage-${size}`);
}

describe('admin AED registry (001 §2)', () => {
  // A whole journey of a dozen screens: 28 s on a quiet machine, more than the default 60 s with
  // another file beside it on a busy one.
  it('creates an AED on the map, shows it on the public map, expires it, adds and deletes a picture, deletes it', async () => {
    const { page, errors } = await openTab(DESKTOP);
    const description = `E2E Lobby AED ${Date.now().toString(36)}`;
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);

    // The list, then '+ Add New AED'.
    await page.goto(`${run.server.baseUrl}/admin/aeds`);
    await h1(page, 'AEDs').waitFor();
    await page.getByText(/^Showing 20 of [\d,]+ AEDs \(Page 1 of \d+\)$/).waitFor();
    await page.getByRole('link', { name: '+ Add New AED' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/aed/new`);
    await h1(page, 'Add New AED').waitFor();

    // Coordinates come from a click on the map; the map then centres there at zoom 15.
    const map = page.getByTestId('aed-location-map');
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    expect(await field(page, 'Latitude').inputValue()).toBe('');
    await map.click({ position: { x: 180, y: 140 } });
    await expect.poll(() => field(page, 'Latitude').inputValue()).not.toBe('');
    const latitude = Number(await field(page, 'Latitude').inputValue());
    const longitude = Number(await field(page, 'Longitude').inputValue());
    expect(latitude).toBeGreaterThan(40);
    expect(longitude).toBeGreaterThan(10);
    await expect.poll(() => map.getAttribute('data-zoom')).toBe('15');
    await map.locator('.admin-aed-pin').waitFor();
    expect(await map.locator('.leaflet-tooltip').textContent()).toBe('New AED Location');

    // The label is text: a description with markup (an OSM import can bring one) shows its characters.
    const markup = '<img src="https://tracker.example/pixel.png"><b>Lobby</b>';
    await field(page, 'Description').fill(markup);
    await expect.poll(() => map.locator('.leaflet-tooltip').textContent()).toBe(markup);
    expect(await map.locator('.leaflet-tooltip img, .leaflet-tooltip b').count()).toBe(0);
    await field(page, 'Description').fill(description);
    await expect.poll(() => map.locator('.leaflet-tooltip').textContent()).toBe(description);
    await field(page, 'Model').fill('HeartStart FRx');
    await field(page, 'Serial Number').fill('E2E-0001');
    await field(page, 'Maintainer').fill('AED Atlas QA');
    await field(page, 'Location Description').fill('Left of the main entrance');
    await field(page, 'Address').fill('Prešernova cesta 10');
    await field(page, 'Postal Code').fill('1000');
    await field(page, 'City').fill('Ljubljana');
    await field(page, 'Country').fill('Slovenia');
    await field(page, 'Contact Phone Number').fill('+386 1 234 56 78');
    await field(page, 'Contact Email').fill('qa@aedatlas.test');
    await field(page, 'Battery Expiry').fill(localDate(400));
    await page.getByLabel('First Aid Kit').check();
    await page.getByRole('button', { name: 'Create AED' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/aeds`);

    // Newest first: the new AED heads the list, with 0 pictures.
    const newRow = page.getByRole('row').filter({ hasText: description });
    await newRow.waitFor();
    const editHref = await newRow.getByRole('link', { name: 'Edit' }).getAttribute('href');
    const id = editHref!.split('/').pop()!;
    const created = (await (await fetch(`${run.server.baseUrl}/api/aed/${id}`)).json()) as { latitude: number; firstAidKit: boolean; batteryExpiry: string };
    expect(created.latitude).toBeCloseTo(latitude, 5);
    expect(created.firstAidKit).toBe(true);

    // The public map finds it at once.
    await page.goto(`${run.server.baseUrl}/map`);
    await page.getByRole('searchbox', { name: 'Search AEDs' }).fill(description);
    await page.getByText(`Found 1 AED(s) matching "${description}"`, { exact: true }).waitFor();

    // Battery expired yesterday -> 'EXPIRED' on the by-expiry screen; the history says so.
    await page.goto(`${run.server.baseUrl}/admin/aed/${id}`);
    await h1(page, 'Edit AED').waitFor();
    await expect.poll(() => field(page, 'Description').inputValue()).toBe(description);
    expect(await field(page, 'Battery Expiry').inputValue()).toBe(localDate(400));
    const yesterday = localDate(-1);
    await field(page, 'Battery Expiry').fill(yesterday);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/aeds`);

    await page.goto(`${run.server.baseUrl}/admin/aed-expiry`);
    await h1(page, 'AEDs by Expiry Date').waitFor();
    await page.getByPlaceholder('Search AEDs by description...').fill(description);
    await page.getByText('1 AED(s) found').waitFor();
    const expiryRow = page.getByRole('row').filter({ hasText: description });
    await expiryRow.getByText('EXPIRED').waitFor();
    expect(await expiryRow.textContent()).toContain('INACTIVE');
    const quickEdit = expiryRow.getByRole('button', { name: 'Quick Edit' });
    expect(await quickEdit.evaluate((b) => getComputedStyle(b).opacity)).toBe('0');
    await expiryRow.hover();
    await expect.poll(() => quickEdit.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    // The date filter: yesterday is inside [yesterday, today].
    await page.getByLabel('Use expiry date filter').check();
    await field(page, 'From Date').fill(yesterday);
    await field(page, 'To Date').fill(localDate(0));
    await page.getByRole('button', { name: 'Apply Date Filter' }).click();
    await page.getByText('1 AED(s) found').waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    // The filter and the search are in the address: a reload keeps them.
    expect(new URL(page.url()).searchParams.get('from')).toBe(yesterday);
    await page.reload();
    await page.getByText('1 AED(s) found').waitFor();
    expect(await page.getByLabel('Use expiry date filter').isChecked()).toBe(true);
    expect(await field(page, 'From Date').inputValue()).toBe(yesterday);
    // A row click opens the AED; Back returns to the filtered list.
    await page.getByRole('row').filter({ hasText: description }).getByText('Left of the main entrance').click();
    await page.waitForURL(`${run.server.baseUrl}/admin/aed/${id}`);
    await page.goBack();
    await page.getByText('1 AED(s) found').waitFor();
    await page.getByRole('row').filter({ hasText: description }).getByText('Left of the main entrance').click();
    await page.waitForURL(`${run.server.baseUrl}/admin/aed/${id}`);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Updated the AED').waitFor();
    expect(await history.getByRole('row', { name: /Battery Expiry/ }).textContent()).toContain(yesterday);

    // Pictures: add one, then delete it.
    await page.getByRole('link', { name: 'Manage Pictures' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/aed/${id}/pictures`);
    await h1(page, 'Manage AED Pictures').waitFor();
    await page.getByRole('heading', { name: 'Current Pictures (0)' }).waitFor();
    await page.getByLabel('Picture URL').fill('not a url');
    await page.getByRole('button', { name: 'Add Picture' }).click();
    await page.getByText(`Please enter a valid URL (e.g., ${run.server.baseUrl}/image.jpg)`).waitFor();
    await page.getByLabel('Picture URL').fill(`  ${run.server.baseUrl}/favicon.svg  `);
    await page.getByRole('button', { name: 'Add Picture' }).click();
    await page.getByRole('heading', { name: 'Current Pictures (1)' }).waitFor();
    await page.getByRole('button', { name: 'Delete picture 1' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete this picture?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Current Pictures (0)' }).waitFor();

    // Add one more for the screenshots, then photograph every screen at both sizes.
    await page.getByLabel('Picture URL').fill(`${run.server.baseUrl}/favicon.svg`);
    await page.getByRole('button', { name: 'Add Picture' }).click();
    await page.getByRole('heading', { name: 'Current Pictures (1)' }).waitFor();
    await shootAllScreens(page, 'desktop', id);
    const phone = await openTab(PHONE);
    await logIn(phone.page, run.server.baseUrl, DEMO_ADMIN);
    await shootAllScreens(phone.page, 'phone', id);
    expect(phone.errors).toEqual([]);

    // Delete the AED: asked first, then back to the list, and gone from the API.
    await page.goto(`${run.server.baseUrl}/admin/aed/${id}`);
    await page.getByRole('button', { name: 'Delete AED' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete AED' });
    await dialog.getByText('Are you sure you want to delete this AED? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/aeds`);
    expect((await fetch(`${run.server.baseUrl}/api/aed/${id}`)).status).toBe(404);
    expect(errors).toEqual([]);
  }, 150_000);

  it.each(VIEWPORTS)('shows a member at /admin/aeds no admin data and calls no admin endpoint (%s)', async (size, viewport) => {
    const { page, errors, requests } = await openTab(viewport);
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    await page.goto(`${run.server.baseUrl}/admin/aeds`);
    await h1(page, 'You need administrator rights')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nat ${page.url()}:\n${(await page.locator('body').innerText()).slice(0, 500)}`);
      });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
    expect(requests.filter((p) => p.startsWith('/api/admin') || p === '/api/aed/by-expiry')).toEqual([]);
    await shot(page, `forbidden-${size}`);
    expect(errors).toEqual([]);
  });
});
