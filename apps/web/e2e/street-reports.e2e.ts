import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, DESKTOP, logIn, PHONE_360, screenshot, passwordGrantToken } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
let adminToken: string;

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
});

/** Opens the map on a search that finds exactly this AED, and its marker's popup. */
async function openPopup(page: Page, word: string) {
  await page.goto(`${run.server.baseUrl}/map?search=${encodeURIComponent(word)}`);
  await page.locator('[data-testid="aed-map"][data-count="1"]').waitFor();
  const marker = page.locator('.leaflet-marker-icon .aed-pin');
  await expect.poll(() => marker.count()).toBe(1);
  await marker.click();
  const popup = page.locator('.leaflet-popup-content');
  await popup.waitFor();
  return { marker, popup };
}

/** An 8x8 green PNG: the visitor's photo. */
const GREEN_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNgWMWAHQ0tCQCbuCqB7EEXKwAAAABJRU5ErkJggg==';

describe('reports from the street in the browser', () => {
  it('a visitor reports a damaged AED and sees it out of service on the map; the admin resolves it and it is back in service', async () => {
    const word = `Streetcheck${Date.now()}`;
    const created = await fetch(`${run.server.baseUrl}/api/admin/aed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `${word} Community Hall`,
        description: 'By the front door',
        accessibility: 'FULL_24H',
        locationDescription: 'By the front door',
        model: 'Philips HeartStart FRx',
        serialNumber: `SN-${word}`,
        maintainer: 'Občina Test',
        contactPhoneNumber: '+386 1 555 0100',
        contactEmail: 'hall@maintainers.test',
        address: 'Trg 2',
        postalCode: '1000',
        city: 'Ljubljana',
        country: 'Slovenia',
        latitude: 46.0431,
        longitude: 14.4891,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const aed = (await created.json()) as { id: string };

    // The visitor, on a 360 px phone, without an account.
    const visitor = await run.browser.newContext({ viewport: PHONE_360 });
    const phone = await visitor.newPage();
    const visitorErrors = collectPageErrors(phone);
    await phone.goto(`${run.server.baseUrl}/aed/${aed.id}`);
    await phone.getByRole('heading', { name: `${word} Community Hall` }).waitFor();
    await phone.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Report a problem with this AED' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    // Sending without a choice names what is missing.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'What is wrong?' }).waitFor();
    await dialog.getByRole('radio', { name: 'It is damaged' }).check();
    await dialog.getByLabel('Note (optional)').fill('The case is cracked and the display is dark.');
    // A photo: what is not an image is refused on the spot; an image goes with the report.
    const photoField = dialog.getByLabel('Photo (optional)');
    await photoField.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await dialog.getByRole('alert').filter({ hasText: 'The photo must be a JPEG, PNG or WebP image.' }).waitFor();
    await photoField.setInputFiles({ name: 'cabinet.png', mimeType: 'image/png', buffer: Buffer.from(GREEN_PNG, 'base64') });
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    await screenshot(phone, 'street-report-dialog-360');
    // A person takes a moment to fill the form in (the abuse guard refuses instant ones).
    await phone.waitForTimeout(1600);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Thank you. The AED is now shown as out of service until it is checked. Your photo was sent with it.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await phone.getByTestId('out-of-service').getByText('Out of service: reported as damaged').waitFor();
    expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);

    // On the map: a marker of its own and the reason in the popup.
    const { marker, popup } = await openPopup(phone, word);
    expect(await marker.getAttribute('class')).toContain('aed-pin--out');
    await popup.getByText('Out of service: reported as damaged').waitFor();
    expect(await popup.getByRole('link', { name: 'I used this AED' }).getAttribute('href')).toBe(`/aed/${aed.id}?report=used`);
    expect(await popup.getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toBe(`/aed/${aed.id}?report=problem`);
    await phone.waitForTimeout(300);
    await screenshot(phone, 'street-report-map-out-of-service-360');

    // The admin resolves it in the review queue, fitting new pads and a new battery.
    const admin = await run.browser.newContext({ viewport: DESKTOP });
    const page = await admin.newPage();
    const adminErrors = collectPageErrors(page);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin/street-reports`);
    await page.getByRole('heading', { name: 'Street Reports', level: 1 }).waitFor();
    const card = page.locator('li[data-report-id]').filter({ hasText: `${word} Community Hall` });
    await card.waitFor();
    await card.getByText('The case is cracked and the display is dark.').waitFor();
    await card.getByText('Damaged').waitFor();
    const photo = card.getByRole('img', { name: `Photo sent with the report on ${word} Community Hall (opens full size)` });
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(8);
    await card.getByRole('region', { name: `Map of ${word} Community Hall` }).waitFor();
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    await screenshot(page, 'street-reports-queue');
    await card.getByRole('button', { name: /^Resolve report: Damaged/ }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve report: Damaged' });
    await resolve.getByLabel('Resolution note (optional)').fill('Replaced with a loan unit');
    await resolve.getByLabel('New pads fitted').check();
    await resolve.getByLabel('New pads expire on').fill('2029-06-30');
    // New pads and battery: back in service with the resolve (an admin's check on site).
    await resolve.getByLabel('New battery fitted').check();
    await resolve.getByLabel('New battery expires on').fill('2030-06-30');
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    await resolve.getByRole('button', { name: 'Resolve', exact: true }).click();
    await resolve.waitFor({ state: 'detached' });
    await expect.poll(() => card.count()).toBe(0);

    // The queue is usable on a 360 px phone too.
    await page.setViewportSize(PHONE_360);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);

    // The AED's record shows the report in its history, who resolved it, and the new pads.
    await page.goto(`${run.server.baseUrl}/admin/aed/${aed.id}`);
    const history = page.getByRole('region', { name: 'Street reports' });
    await history.getByText(/Resolved .* by admin@aedatlas\.test: Replaced with a loan unit/).waitFor();
    await history.getByText('No open reports.').waitFor();
    expect(await page.getByLabel(/^Electrode Expiry/i).inputValue()).toBe('2029-06-30');
    expect(adminErrors).toEqual([]);
    await admin.close();

    // Back in service on the map and the AED's page, with the new pads. The map's answers may be
    // served up to 5 s stale while they revalidate (stale-while-revalidate=5), so the map is
    // opened again until the change shows, for at most 15 s.
    await expect
      .poll(async () => {
        const again = await openPopup(phone, word);
        return `${await again.marker.getAttribute('class')} ${await again.popup.innerText()}`;
      }, { timeout: 15_000, interval: 1000 })
      .not.toMatch(/aed-pin--out|Out of service/);
    await phone.goto(`${run.server.baseUrl}/aed/${aed.id}`);
    await phone.getByRole('heading', { name: `${word} Community Hall` }).waitFor();
    await phone.getByText('Active', { exact: true }).waitFor();
    expect(await phone.getByTestId('out-of-service').count()).toBe(0);
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });
});
