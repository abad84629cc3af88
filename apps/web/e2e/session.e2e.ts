import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DESKTOP, launchBrowser, logIn, storedSessionKeys } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

const sidebar = () => page.getByRole('complementary').getByRole('navigation', { name: 'Main' });
/** The map is full screen, without the member sidebar: its logo leads home, to the dashboard. */
const homeFromMap = async (p: Page) => {
  await p.getByRole('link', { name: 'AED Atlas home' }).click();
  await p.waitForURL(/\/dashboard$/);
};

describe('session in the browser', () => {
  it('takes a visitor from the landing page through login, the dashboard and logout', async () => {
    await page.goto(server.baseUrl);
    const loginButton = page.getByRole('link', { name: 'Login to Access AED Map' });
    await loginButton.waitFor();
    expect(await page.getByRole('link', { name: 'Create Account' }).isVisible()).toBe(true);

    await loginButton.click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    const checkin = page.waitForResponse((response) => response.url().endsWith('/api/device/checkin'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/map`);
    await page.getByRole('banner').getByText(DEMO_MEMBER.name).waitFor();
    expect((await checkin).status()).toBe(200);

    await homeFromMap(page);
    await page.getByTestId('aed-count').getByText('1,079').waitFor();

    await page.getByRole('button', { name: new RegExp(DEMO_MEMBER.name) }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Log in to AED Atlas' }).waitFor();
    expect(await storedSessionKeys(page)).toEqual([]);
  });

  it('shows the provider error in the red banner for a wrong password', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid user credentials' });
    await banner.waitFor();
    // Red means red: the banner's background, as pixels, has far more red than green or blue.
    const [r, g, b] = await banner.evaluate((el) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = getComputedStyle(el).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data];
    });
    expect(r).toBeGreaterThan(g + 5);
    expect(r).toBeGreaterThan(b + 5);
    expect(page.url()).toBe(`${server.baseUrl}/login`);
  });

  it('renews an expired access token without the user noticing', async () => {
    await page.clock.install();
    await logIn(page, server.baseUrl, DEMO_MEMBER);
    const tokenBefore = await page.evaluate(() => sessionStorage.getItem('token'));

    const grants: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/protocol/openid-connect/token')) grants.push(request.postData() ?? '');
    });
    // Past the 300 s lifetime of the access token; the refresh token (30 min) is still good.
    await page.clock.fastForward('06:00');

    await homeFromMap(page);
    await page.getByTestId('aed-count').getByText('1,079').waitFor();

    expect(grants.some((body) => new URLSearchParams(body).get('grant_type') === 'refresh_token')).toBe(true);
    expect(page.url()).toBe(`${server.baseUrl}/dashboard`);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBe(tokenBefore);
    expect(await page.getByText('Session expired. Please log in again.').count()).toBe(0);
  });

  it('shows Admin Dashboard in the sidebar to the admin and not to a member', async () => {
    await logIn(page, server.baseUrl, DEMO_ADMIN);
    await page.getByRole('banner').getByText(DEMO_ADMIN.name).waitFor();
    await homeFromMap(page);
    await sidebar().getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.waitForURL(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const memberContext = await browser.newContext({ viewport: DESKTOP });
    const memberPage = await memberContext.newPage();
    await logIn(memberPage, server.baseUrl, DEMO_MEMBER);
    await homeFromMap(memberPage);
    await memberPage.getByRole('complementary').getByRole('link', { name: 'ICE Contacts' }).waitFor();
    expect(await memberPage.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await memberContext.close();
  });

  it('sends an unauthenticated visit to /dashboard to /login', async () => {
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Log in to AED Atlas' }).waitFor();
  });
});
