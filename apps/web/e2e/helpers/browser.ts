import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium, as its headless shell where it is installed (apt install
 * chromium-headless-shell): the same engine without the full browser around it, which took a
 * quarter less CPU on the same tests (the browser tests are CPU-bound on two cores). No browser
 * download is possible here. CHROMIUM_PATH picks another.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium';

/**
 * Chromium as the tests use it. Its contexts run no service worker unless a test asks for one
 * (`serviceWorkers: 'allow'`): `page.route` does not see what a worker fetches, so a test that
 * answers API calls itself would talk to the real server through the offline cache instead.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** The narrowest phone every page must work on. */
export const PHONE_360 = { width: 360, height: 740 };

/** A 1x1 transparent PNG as the map's tile URL: tiles are third-party and unreachable here. */
export const BLANK_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const DEMO_MEMBER = { email: 'member@aedatlas.test', password: 'Member123!', name: 'Ana Novak' };
export const DEMO_ADMIN = { email: 'admin@aedatlas.test', password: 'Admin123!', name: 'Marko Kranjc' };

/** An access token for `account` by the password grant, for tests that prepare data through the API. */
export async function passwordGrantToken(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const grant = await fetch(`${baseUrl}/auth/realms/aedatlas/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: account.email, password: account.password }),
  });
  if (grant.status !== 200) throw new Error(`password grant for ${account.email}: ${grant.status}`);
  return ((await grant.json()) as { access_token: string }).access_token;
}

/**
 * Calls the API with `token` and a JSON body, for tests that prepare data; anything but a 2xx
 * fails the test with the method, the path and what the server said.
 */
export async function apiCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs in through the form, like a person, and waits for the landing screen (/map). */
export async function logIn(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/map`);
}

/** The session keys (000 §3) still present in either storage. */
export function storedSessionKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['user', 'token', 'refreshToken', 'refreshTokenExpiration'].filter(
      (key) => localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null,
    ),
  );
}

const shotsDir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/**
 * A full-page screenshot for people to look at; never compared by the tests. `fullPage: false`
 * shoots what the window shows (a dialog or the map, fixed to the window, stays in place).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/**
 * Collects script errors and console errors of a page. Failed requests are left out: refused
 * saves (400, 409) are what several tests are about, and the browser logs them as failures.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/**
 * A test browser has no dialer: following a tel: link would hang there and take the page's input
 * with it. For the tabs it is called on, a tel: link's own navigation is left out and its click
 * handled as ever (Call 112 still turns the page into the emergency screen).
 */
export async function withoutDialer(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('click', (event) => (event.target as Element | null)?.closest('a[href^="tel:"]') && event.preventDefault(), true),
  );
}
