import type { MapFeedItem } from '@aedatlas/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableText } from '../src/features/map/lib/search';
import { BLANK_TILE, collectPageErrors, DEMO_MEMBER, DESKTOP, launchBrowser, screenshot, storedSessionKeys } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

const SESSION_EXPIRED = 'Session expired. Please log in again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, baseUrl: string, remember: boolean) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/map`);
}

/** A word of one AED's title that no other AED's searchable text holds. */
function uniqueWord(feed: MapFeedItem[]): string {
  const texts = feed.map((aed) => searchableText(aed));
  for (const aed of feed) {
    for (const word of (aed.title ?? '').split(/\s+/)) {
      if (word.length >= 6 && /^[\p{L}]+$/u.test(word) && texts.filter((t) => t.includes(word.toLowerCase())).length === 1) return word;
    }
  }
  throw new Error('No AED title has a word of its own');
}

/** From the map popup's 'View details' link to the new tab it opens. */
async function openDetailsInNewTab(context: BrowserContext, page: Page, baseUrl: string, word: string): Promise<Page> {
  await page.goto(`${baseUrl}/map?search=${encodeURIComponent(word)}`);
  await page.locator('[data-testid="aed-map"][data-count="1"][data-ready="true"]').waitFor();
  const marker = page.locator('.leaflet-marker-icon .aed-pin');
  await expect.poll(() => marker.count()).toBe(1);
  await marker.click();
  const link = page.locator('.leaflet-popup-content').getByRole('link', { name: /View details/ });
  expect(await link.getAttribute('target')).toBe('_blank');
  // Followed from the keyboard: the new tab's session is under test here, not where the popup sits
  // under the panels (a pointer click waits while anything covers the link). A link that never
  // gets followed fails on its own timeout, with its reason, before the wait for the tab does.
  const opened = context.waitForEvent('page', { timeout: 40_000 });
  opened.catch(() => undefined); // awaited below; not an unhandled rejection if the press fails first
  await link.press('Enter', { timeout: 20_000 });
  const detail = await opened;
  await detail.waitForLoadState();
  return detail;
}

describe('sessions on public pages', () => {
  let server: TestServer;
  let word: string;
  beforeAll(async () => {
    server = await startServer({ MAP_TILE_URL: BLANK_TILE });
    word = uniqueWord(await (await fetch(`${server.baseUrl}/api/aed/map`)).json());
  });
  afterAll(() => server?.stop());

  /** 'Remember me', then back after more than the refresh token's 30 idle minutes. */
  async function expiredRememberedSession() {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The browser's clock starts at the server's time (tokens carry the server's times), then jumps.
    const start = Date.now();
    await page.clock.install({ time: start });
    await logIn(page, server.baseUrl, true);
    // Off the map first: a request the map makes after the jump would end the session quietly
    // (as it should on a public page) before the page under test is opened.
    await page.goto('about:blank');
    await page.clock.setSystemTime(new Date(start + 31 * 60_000));
    return { context, page, errors };
  }

  it.each(['/map', '/aeds'])('an expired stored session on %s signs out quietly and the page works', async (path) => {
    const { context, page, errors } = await expiredRememberedSession();
    await page.goto(`${server.baseUrl}${path}`);
    if (path === '/map') await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    else await page.getByRole('table', { name: 'AED locations' }).getByRole('link', { name: /View More/ }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await storedSessionKeys(page)).toEqual([]);
    await page.getByRole('link', { name: /log in/i }).first().waitFor();
    expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an expired stored session on a member page keeps the seeds\' flow: /login with "Session expired"', async () => {
    const { context, page } = await expiredRememberedSession();
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByText(SESSION_EXPIRED).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedSessionKeys(page)).toEqual([]);
    await context.close();
  });

  it('the AED page the map popup opens in a new tab is signed in, also without "Remember me"', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logIn(page, server.baseUrl, false);
    const detail = await openDetailsInNewTab(context, page, server.baseUrl, word);
    await detail.getByRole('banner').getByText(DEMO_MEMBER.name).waitFor();
    await detail.locator('h1').first().waitFor();
    // Lent, not copied: the new tab holds no refresh token of its own.
    expect(await detail.evaluate(() => sessionStorage.getItem('refreshToken'))).toBeNull();
    await screenshot(detail, 'aed-detail-new-tab-signed-in');

    // Logging out in the new tab logs out the tab that lent the session too.
    await detail.getByRole('button', { name: new RegExp(DEMO_MEMBER.name) }).click();
    await detail.getByRole('button', { name: 'Logout' }).click();
    await detail.waitForURL(`${server.baseUrl}/login`);
    await expect.poll(() => storedSessionKeys(page)).toEqual([]);
    await context.close();
  });
});

describe('the new tab when the map needs a login (MAP_REQUIRES_LOGIN)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ MAP_TILE_URL: BLANK_TILE, MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(() => server?.stop());

  it('opens the AED page signed in instead of sending the person to /login', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logIn(page, server.baseUrl, false);
    const feed = (await page.evaluate(async () => {
      const response = await fetch('/api/aed/map', { headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` } });
      return response.json();
    })) as MapFeedItem[];
    const detail = await openDetailsInNewTab(context, page, server.baseUrl, uniqueWord(feed));
    await detail.getByRole('link', { name: 'Open in Google Maps' }).waitFor();
    expect(new URL(detail.url()).pathname).toMatch(/^\/aed\//);
    await context.close();
  });
});
