import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DESKTOP, launchBrowser, logIn, passwordGrantToken, PHONE_360, screenshot } from './helpers/browser';
import { cutHeaders, emailsBrokenMidWord, isOnTop, pastTheRightEdge, textUnderPinnedColumn } from './helpers/layout';
import { startServer, type TestServer } from './helpers/server';

/**
 * A 360 px phone: nothing a person needs lies under something else or past the screen's edge.
 * The map's popup and buttons clear its panels (online and offline), details panels fit the
 * screen, and the tables' Actions column never hides the text of a row. Also the notifications
 * table at 1280 px: whole headers, e-mails broken only at the '@'.
 */

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  // A notification to every user: their e-mails (the demo members' are long) fill the list.
  const token = await passwordGrantToken(server.baseUrl, DEMO_ADMIN);
  const users = (await (await fetch(`${server.baseUrl}/api/admin/user?page=0&size=100`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string }[] };
  const sent = await fetch(`${server.baseUrl}/api/admin/notification/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      userIds: users.data.map((u) => u.id),
      title: 'Tečaj temeljnih postopkov oživljanja v soboto',
      message: 'V soboto ob 9.00 bo v gasilskem domu tečaj temeljnih postopkov oživljanja z uporabo AED. Prijave do četrtka.',
      latitude: 46.05,
      longitude: 14.5,
    }),
  });
  expect(sent.status).toBe(202);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

async function newPage(viewport = PHONE_360, signIn = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  if (signIn) await logIn(page, server.baseUrl, DEMO_ADMIN);
  return { context, page };
}

const mapReady = (page: Page) => page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor({ timeout: 20_000 });

/** The panels laid over the map at its top (search, notes, offline), the Near me list aside. */
const topPanels = (page: Page) =>
  page.locator('form[role="search"]').evaluate((form) =>
    [...form.parentElement!.children].filter((panel) => panel.getBoundingClientRect().height > 0 && !panel.matches('[data-testid="near-me-panel"]')).map((panel) => panel.getBoundingClientRect().bottom),
  );

describe('a 360 px phone', () => {
  it('the map: an AED popup opens clear of the panels, with its name and close button on top', async () => {
    const { page } = await newPage(PHONE_360, false);
    await page.goto(`${server.baseUrl}/map`);
    await mapReady(page);
    await page.getByRole('searchbox').first().fill('Lekarna Kranjska Gora');
    await page.keyboard.press('Enter');
    const pin = page.locator('.leaflet-marker-icon .aed-pin');
    await expect.poll(() => pin.count()).toBeGreaterThan(0);
    await pin.first().click();
    const popup = page.locator('.leaflet-popup');
    await popup.locator('h2').waitFor();
    await page.waitForTimeout(600); // the popup's fade-in and the map's pan to show it
    await screenshot(page, 'phone-360-map-popup', { fullPage: false });
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_360.width);
    expect(await isOnTop(popup.locator('h2'))).toBe(true);
    expect(await isOnTop(popup.locator('.aed-status').first())).toBe(true);
    expect(await isOnTop(popup.getByRole('button', { name: 'Close popup' }))).toBe(true);
    // The close button is a button a person can press.
    await popup.getByRole('button', { name: 'Close popup' }).click({ timeout: 5_000 });
    await popup.waitFor({ state: 'detached' });
  });

  it('the map offline: the panels leave the lower half of the map and its buttons free; back online the AEDs come', async () => {
    const { context, page } = await newPage(PHONE_360, false);
    await page.goto(`${server.baseUrl}/map`);
    await mapReady(page);
    await context.setOffline(true);
    await page.getByRole('searchbox').first().fill('Kranjska Gora');
    await page.keyboard.press('Enter');
    await page.getByTestId('offline-panel').getByText(/^Offline\./).waitFor();
    // Whatever the failed search and the service's absence say has been said.
    await page.getByRole('button', { name: 'Retry now' }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'phone-360-map-offline', { fullPage: false });
    const map = (await page.getByTestId('aed-map').boundingBox())!;
    expect(Math.max(...(await topPanels(page)))).toBeLessThanOrEqual(map.y + map.height / 2);
    for (const name of ['Zoom in', 'Zoom out']) expect(await isOnTop(page.getByRole('button', { name, exact: true })), name).toBe(true);
    expect(await pastTheRightEdge(page.locator('form[role="search"]').locator('..'))).toEqual([]);

    // Back online, the AEDs come without a press.
    await context.setOffline(false);
    await page.getByText(/^Found \d+ AED\(s\) matching "Kranjska Gora"$/).waitFor();
    expect(await page.getByTestId('offline-panel').getByText(/^Offline\./).count()).toBe(0);
  });

  it("a user's details fit the screen, with the close buttons on it", async () => {
    const { page } = await newPage();
    // The legacy dashboard's slide-over, titled with the e-mail address.
    await page.goto(`${server.baseUrl}/dashboard/Users`);
    await page.getByRole('button', { name: /^Details of .*@demo\.aedatlas\.test$/ }).first().click();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    await screenshot(page, 'phone-360-dashboard-user-details', { fullPage: false });
    expect(await pastTheRightEdge(panel)).toEqual([]);
    for (const close of await panel.getByRole('button', { name: 'Close' }).all()) expect(await isOnTop(close)).toBe(true);
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await panel.waitFor({ state: 'detached' });

    // The console's users list: a row opens the user's details.
    await page.goto(`${server.baseUrl}/admin/users`);
    await page.getByRole('table', { name: 'Admin Users' }).locator('tbody tr').filter({ hasText: '@demo.aedatlas.test' }).first().click();
    const details = page.getByRole('dialog');
    await details.waitFor();
    await screenshot(page, 'phone-360-admin-user-details', { fullPage: false });
    expect(await pastTheRightEdge(details)).toEqual([]);
    for (const close of await details.getByRole('button', { name: 'Close' }).all()) expect(await isOnTop(close)).toBe(true);
  });

  it.each([
    ['clubs', '/dashboard/Clubs', 'Clubs'],
    ['store items', '/dashboard/storeItems', 'Store items'],
    ['the expiry list', '/admin/aed-expiry', 'AEDs by expiry date'],
    ['notifications', '/admin/notifications', 'Notifications'],
  ])('%s: the Actions column hides no text of a row', async (name, path, table) => {
    const { page } = await newPage();
    await page.goto(`${server.baseUrl}${path}`);
    const rows = page.getByRole('table', { name: table }).locator('tbody tr');
    await rows.first().waitFor();
    await screenshot(page, `phone-360-table-${name.replace(/ /g, '-')}`);
    expect(await textUnderPinnedColumn(page, table)).toEqual([]);
    // Scrolled sideways to the end, the row's actions are on screen and the rest still is not under them.
    await page.getByRole('table', { name: table }).locator('..').evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    expect(await textUnderPinnedColumn(page, table)).toEqual([]);
    expect(await isOnTop(rows.first().locator('td').last().locator('a, button').first())).toBe(true);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

describe('a 1280 px screen', () => {
  it('the notifications table shows whole headers and breaks e-mails only at the @', async () => {
    const { page } = await newPage(DESKTOP);
    await page.goto(`${server.baseUrl}/admin/notifications`);
    await page.getByRole('table', { name: 'Notifications' }).locator('tbody tr').filter({ hasText: '@demo.aedatlas.test' }).first().waitFor();
    await screenshot(page, 'desktop-notifications');
    expect(await cutHeaders(page, 'Notifications')).toEqual([]);
    expect(await textUnderPinnedColumn(page, 'Notifications')).toEqual([]);
    const emails = await emailsBrokenMidWord(page, 'Notifications');
    expect(emails.checked).toBeGreaterThan(5);
    expect(emails.broken).toEqual([]);
  });
});
