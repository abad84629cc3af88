import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DESKTOP, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/** The help center screens of 001 §2 against the real server, as the demo admin. */

/** A 1x1 transparent PNG: every map tile is this image, so no request leaves the machine. */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const searchBox = (page: Page) => page.getByPlaceholder('Search help centers...');
const rowOf = (page: Page, text: string) => page.getByRole('table', { name: 'Help Centers' }).locator('tbody tr').filter({ hasText: text });

/** Checks the page never scrolls sideways (the table scrolls inside), then photographs it for people to look at. */
async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `admin-helpcenters-${name}`);
}

/** Types into the admin search and waits for the server's answer (sent 2 s after the last keystroke). */
async function searchAdminList(page: Page, text: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/helpcenter?') && new URL(r.url()).searchParams.get('search') === text, { timeout: 10_000 });
  await searchBox(page).fill(text);
  await page.getByText('Searching...').waitFor();
  await answered;
}

describe('admin help centers (001 §2)', () => {
  it('creates a help center on the map, finds it in the admin and public lists, edits it and deletes it', async () => {
    const { page, errors } = await run.adminTab(DESKTOP);
    const name = `E2E Zdravstveni dom Črnomelj ${Date.now().toString(36)}`;

    await page.goto(`${run.server.baseUrl}/admin/helpcenters`);
    await h1(page, 'Help Centers').waitFor();
    await page.getByText(/^Showing 20 of \d+ Help Centers \(Page 1 of 2\)$/).waitFor();
    // The Actions column stays in view at 1280 px, even while the table scrolls inside.
    const firstEdit = page.getByRole('table', { name: 'Help Centers' }).getByRole('link', { name: 'Edit' }).first();
    const box = (await firstEdit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    await shot(page, 'list-1280');
    // The columns past the width scroll inside the table, under the pinned Actions.
    const tableRegion = page.getByRole('region', { name: 'Help Centers' });
    await tableRegion.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.getByRole('columnheader', { name: 'Modified At' }).waitFor();
    await screenshot(page, 'admin-helpcenters-list-1280-scrolled');
    await tableRegion.evaluate((el) => el.scrollTo({ left: 0 }));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '+ Add New Help Center' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/helpcenter/new`);
    await h1(page, 'Add New Help Center').waitFor();
    const map = page.getByTestId('helpcenter-location-map');
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    expect(await map.getAttribute('data-center')).toBe('46.0569,14.5058');
    expect(await map.getAttribute('data-zoom')).toBe('15');
    expect((await map.boundingBox())!.height).toBeCloseTo(400, 0);
    expect(await field(page, 'Latitude').inputValue()).toBe('');

    // A click on the map fills latitude and longitude; the marker shows the name.
    await map.click({ position: { x: 150, y: 120 } });
    await expect.poll(() => field(page, 'Latitude').inputValue()).not.toBe('');
    const latitude = Number(await field(page, 'Latitude').inputValue());
    const longitude = Number(await field(page, 'Longitude').inputValue());
    expect(latitude).toBeGreaterThan(46.03);
    expect(latitude).toBeLessThan(46.08);
    expect(longitude).toBeGreaterThan(14.47);
    expect(longitude).toBeLessThan(14.54);
    expect(await map.locator('.leaflet-tooltip').textContent()).toBe('New Help Center Location');
    await field(page, 'Name').fill(name);
    await expect.poll(() => map.locator('.leaflet-tooltip').textContent()).toBe(name);
    await field(page, 'Description').fill('Zdravstveni dom z dežurno službo');
    await field(page, 'Address').fill('Delavska cesta 4');
    await field(page, 'City').fill('Črnomelj');
    await field(page, 'Postal Code').fill('8340');
    await field(page, 'Phone Number').fill('+386 7 555 0199');
    await field(page, 'Email').fill('not an email');
    await field(page, 'Open Time').fill('07:00');
    await field(page, 'Close Time').fill('19:30');
    await field(page, 'Validated').check();
    await shot(page, 'new-1280');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // The contract's message, before anything is sent.
    await page.getByText('Email must be a valid email address').first().waitFor();
    await field(page, 'Email').fill('no+email');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/helpcenters`);

    // The admin list finds it by a search without the č.
    await searchAdminList(page, 'crnomelj');
    const row = rowOf(page, name);
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(4, 6)).toEqual(['Črnomelj', '+386 7 555 0199']);
    expect(cells[9]).toBe('Yes');
    expect(cells[10]).toBe('07:00 - 19:30');
    expect(cells[11].replace(/\s+/g, ' ')).toBe(`${latitude.toFixed(4)}, ${longitude.toFixed(4)}`);
    const id = (await row.getByRole('link', { name: 'Edit' }).getAttribute('href'))!.split('/').pop()!;

    // The public help centers table shows it at once.
    await page.goto(`${run.server.baseUrl}/helpcenter`);
    await page.getByPlaceholder('Search help centers...').fill('crnomelj');
    const publicRow = page.getByRole('table', { name: 'Help centers' }).locator('tbody tr').filter({ hasText: name });
    await publicRow.getByText('Validated', { exact: true }).waitFor();
    expect(await publicRow.getByText('Not available').count()).toBe(1);

    // Edit: a new city, then the history says so.
    await page.goto(`${run.server.baseUrl}/admin/helpcenter/${id}`);
    await h1(page, 'Edit Help Center').waitFor();
    await expect.poll(() => field(page, 'Name').inputValue()).toBe(name);
    expect(await field(page, 'Open Time').inputValue()).toBe('07:00');
    await page.getByRole('region', { name: 'History' }).getByText('Created the help center').waitFor();
    await field(page, 'City').fill('Semič');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/helpcenters`);
    await searchAdminList(page, name);
    await rowOf(page, name).getByText('Semič').waitFor();
    const publicList = (await (await fetch(`${run.server.baseUrl}/api/helpcenter/public`)).json()) as { id: string; city: string }[];
    expect(publicList.find((h) => h.id === id)?.city).toBe('Semič');
    await page.goto(`${run.server.baseUrl}/admin/helpcenter/${id}`);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Updated the help center').waitFor();
    expect(await history.textContent()).toContain('Semič');
    await shot(page, 'edit-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete, asked first: back to the list, gone from both lists.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Help Center' });
    await dialog.getByText('Are you sure you want to delete this help center? You can restore it from the Trash.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/helpcenters`);
    await searchAdminList(page, name);
    await page.getByText('No help centers found matching your search').waitFor();
    const after = (await (await fetch(`${run.server.baseUrl}/api/helpcenter/public`)).json()) as { id: string }[];
    expect(after.some((h) => h.id === id)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('deletes from the list by keyboard, after the confirmation', async () => {
    const { page, errors } = await run.adminTab(DESKTOP);
    const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
    const name = `E2E Keyboard ${Date.now().toString(36)}`;
    const created = await fetch(`${run.server.baseUrl}/api/admin/helpcenter`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
    expect(created.status).toBe(201);

    await page.goto(`${run.server.baseUrl}/admin/helpcenters`);
    await searchAdminList(page, name);
    const deleteButton = rowOf(page, name).getByRole('button', { name: 'Delete' });
    await deleteButton.waitFor();
    // Tab from the search box reaches the row's Delete button (past the sortable headers and the row's Edit link).
    await searchBox(page).focus();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await deleteButton.evaluate((b) => b === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Help Center' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('No help centers found matching your search').waitFor();
    expect(errors).toEqual([]);
  });

  it('is usable at 360 px: the list, and the form with the map above it', async () => {
    const { page, errors } = await run.adminTab(PHONE_360);
    await page.goto(`${run.server.baseUrl}/admin/helpcenters`);
    await page.getByText(/^Showing 20 of \d+ Help Centers/).waitFor();
    await shot(page, 'list-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('table', { name: 'Help Centers' }).getByRole('link', { name: 'Edit' }).first().click();
    await h1(page, 'Edit Help Center').waitFor();
    await expect.poll(() => field(page, 'Name').inputValue()).not.toBe('');
    const map = (await page.getByTestId('helpcenter-location-map').boundingBox())!;
    const form = (await page.getByRole('form', { name: 'Edit Help Center' }).boundingBox())!;
    expect(form.y).toBeGreaterThan(map.y + map.height);
    expect(form.width).toBeLessThanOrEqual(PHONE_360.width);
    await shot(page, 'edit-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
