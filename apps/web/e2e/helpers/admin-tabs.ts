import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { collectPageErrors, DEMO_ADMIN, DESKTOP, launchBrowser, logIn } from './browser';
import { startServer, type TestServer } from './server';

/**
 * A test file's own server and browser, started before its tests and stopped after them, with
 * signed-in admin tabs whose script errors are collected. Call it once at the top of the file.
 */
export function serverWithAdminTabs(env: Record<string, string> = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started yet: use it inside a test or hook`);
    return value;
  };
  return {
    get server() {
      return started(server, 'The server');
    },
    get browser() {
      return started(browser, 'The browser');
    },
    /** A new browser context signed in as the demo admin, at `viewport`. */
    async adminTab(viewport = DESKTOP) {
      const context = await started(browser, 'The browser').newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, started(server, 'The server').baseUrl, DEMO_ADMIN);
      return { page, errors };
    },
  };
}
