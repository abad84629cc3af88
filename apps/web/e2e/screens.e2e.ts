import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DESKTOP, PHONE, launchBrowser, logIn, screenshot, collectPageErrors } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const VISITOR_SCREENS = ['/', '/terms-of-use', '/login', '/register', '/forgot-password', '/reset-password', '/map', '/no-such-page'];
const MEMBER_SCREENS = ['/dashboard', '/map', '/aed/1', '/dashboard/aeds', '/helpcenter', '/profile', '/ice-contacts', '/auth-test'];

/** Script errors and React warnings; a failed request (the wrong-password 401) is expected noise. */
function collectErrors(page: Page): string[] {
  const errors = collectPageErrors(page);
  return errors;
}

const nameOf = (path: string) => (path === '/' ? 'landing' : path.slice(1).replace(/\//g, '_'));

/** Every screen has one main heading and nothing wider than the screen (no sideways scrolling). */
async function checkScreen(page: Page, label: string) {
  await page.locator('h1').first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('every screen on %s', (device, viewport) => {
  it('works for a visitor', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const path of VISITOR_SCREENS) {
      await page.goto(`${server.baseUrl}${path}`);
      await checkScreen(page, path);
      await screenshot(page, `${device}-visitor-${nameOf(path)}`);
    }
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('This field is required!').first().waitFor();
    await screenshot(page, `${device}-visitor-login-required`);
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid user credentials' }).waitFor();
    await screenshot(page, `${device}-visitor-login-error`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works for a member and an admin', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await logIn(page, server.baseUrl, DEMO_MEMBER);
    for (const path of MEMBER_SCREENS) {
      await page.goto(`${server.baseUrl}${path}`);
      await checkScreen(page, path);
      if (path === '/dashboard') await page.getByText('1,079').waitFor();
      await screenshot(page, `${device}-member-${nameOf(path)}`);
    }
    await page.getByRole('button', { name: new RegExp(DEMO_MEMBER.name) }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, `${device}-member-user-menu`);
    if (device === 'phone') {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Main menu' }).waitFor();
      await screenshot(page, `${device}-member-drawer`);
    }
    expect(errors).toEqual([]);
    await context.close();

    const adminContext = await browser.newContext({ viewport });
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, server.baseUrl, DEMO_ADMIN);
    await adminPage.goto(`${server.baseUrl}/admin`);
    await checkScreen(adminPage, '/admin');
    await screenshot(adminPage, `${device}-admin-admin`);
    await adminContext.close();
  });
});
