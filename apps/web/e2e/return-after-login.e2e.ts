import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DESKTOP, launchBrowser, passwordGrantToken } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

/**
 * A link to a guarded page (a reminder mail's /admin/aed/{id}, a colleague's link) opens that page
 * after sign-in, and an Edit link opened in a new tab lands on the form, not on the map.
 */

let server: TestServer;
let browser: Browser;
let aedId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = await passwordGrantToken(server.baseUrl, DEMO_ADMIN);
  const page = (await (await fetch(`${server.baseUrl}/api/admin/aed?page=0&size=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { id: string | number }[] };
  aedId = String(page.data[0].id);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInHere(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

it('opens the AED a signed-out admin was sent to, once signed in', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/admin/aed/${aedId}`);
  await page.waitForURL((url) => url.pathname === '/login');
  await signInHere(page, DEMO_ADMIN);
  await page.waitForURL((url) => url.pathname === `/admin/aed/${aedId}`);
  await page.getByRole('heading', { level: 1, name: 'Edit AED' }).waitFor();
  await context.close();
});

it("returns a member to the page asked for, with its query, and never to another site's address", async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/notifications?page=1`);
  await page.waitForURL((url) => url.pathname === '/login');
  await signInHere(page, DEMO_MEMBER);
  await expect.poll(() => pathOf(page)).toBe('/notifications?page=1');

  for (const next of ['//example.com/x', 'https://example.com/', '/\\example.com', 'javascript:alert(1)']) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${server.baseUrl}/login?next=${encodeURIComponent(next)}`);
    await signInHere(page, DEMO_MEMBER);
    await page.waitForURL((url) => url.pathname === '/map');
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
  }
  await context.close();
});

it('opens Edit in a new tab on the form every time, on a session kept without Remember me', { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login`);
  await signInHere(page, DEMO_ADMIN);
  await page.waitForURL((url) => url.pathname === '/map');
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  await page.goto(`${server.baseUrl}/admin/aeds`);
  const edit = page.getByRole('link', { name: 'Edit' }).first();
  await edit.waitFor();
  const href = await edit.getAttribute('href');
  for (let k = 0; k < 8; k++) {
    const opened = context.waitForEvent('page');
    await edit.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    await tab.getByRole('heading', { level: 1, name: 'Edit AED' }).waitFor();
    expect(new URL(tab.url()).pathname, `try ${k + 1}`).toBe(href);
    await tab.close();
  }
  await context.close();
});
