import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_TILE, DEMO_MEMBER, DESKTOP, launchBrowser, logIn, PHONE, screenshot, storedSessionKeys } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

const OFFLINE_BANNER = 'You are offline — retrying when the connection is back…';

let server: TestServer;
let browser: Browser;
let aedId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  const page = (await (await fetch(`${server.baseUrl}/api/aed?page=0&size=1`)).json()) as { data: { id: string }[] };
  aedId = page.data[0].id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Moves within the app without a page load, as a click on a link does (offline, a load cannot). */
async function goWithinApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('offline', () => {
  it.each([
    ['the AED table', '/aeds', 'Failed to load AEDs. Please try again later.', (p: Page) => p.getByRole('link', { name: /View More/ }).first()],
    ['the AED page', '', 'Failed to load AED details', (p: Page) => p.getByRole('link', { name: 'Open in Google Maps' })],
    ['the help centers', '/helpcenter', 'Failed to load helpcenter data. Please try again.', (p: Page) => p.getByRole('table', { name: 'Help centers' }).getByRole('row').nth(1)],
  ])('%s shows its failure text and a retry instead of spinning, and loads once back online', async (name, path, text, loaded) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logIn(page, server.baseUrl, DEMO_MEMBER); // the help centers need a login; the others work either way
      await context.setOffline(true);
      await goWithinApp(page, path || `/aed/${aedId}`);
      await page.getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
      await page.getByText(OFFLINE_BANNER).waitFor();
      if (viewport === PHONE) await screenshot(page, `offline-${name.replace(/\s+/g, '-')}-phone`);
      // Offline is not a lost session.
      expect(await storedSessionKeys(page)).toHaveLength(4);

      // Try Again asks again (still offline: the same text); back online the screen loads by itself.
      const asked = page.waitForEvent('requestfailed');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await asked;
      await page.getByText(text, { exact: true }).waitFor();
      await context.setOffline(false);
      await loaded(page).waitFor();
      await page.getByText(OFFLINE_BANNER).waitFor({ state: 'detached' });
      await context.close();
    }
  });
});
