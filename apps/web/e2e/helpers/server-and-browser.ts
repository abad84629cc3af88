import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { collectPageErrors, DEMO_ADMIN, DESKTOP, launchBrowser, logIn } from './browser';
import { startServer, type TestServer } from './server';

type Viewport = { width: number; height: number };

/**
 * A test file's own server and browser, started before its tests and stopped after them, with
 * tabs (signed in or not) whose script errors are collected. Call it once at the top of the file.
 * `start` is the server's extra environment, or a function that starts a server of its own kind.
 */
export function serverAndBrowser(start: Record<string, string> | (() => Promise<TestServer>) = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([typeof start === 'function' ? start() : startServer(start), launchBrowser()]);
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

  /** A browser context that is closed after the file's tests, whether or not a test closes it. */
  async function newContext(options: BrowserContextOptions = {}) {
    const context = await started(browser, 'The browser').newContext(options);
    contexts.push(context);
    return context;
  }

  /** A tab in a new context at `viewport`, its script errors collected. */
  async function tab(viewport: Viewport = DESKTOP, options: BrowserContextOptions = {}) {
    const context = await newContext({ viewport, ...options });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  /** A tab signed in through the login form as `account`. */
  async function signedInTab(account: { email: string; password: string }, viewport: Viewport = DESKTOP, options: BrowserContextOptions = {}) {
    const opened = await tab(viewport, options);
    await logIn(opened.page, started(server, 'The server').baseUrl, account);
    return opened;
  }

  return {
    get server() {
      return started(server, 'The server');
    },
    get browser() {
      return started(browser, 'The browser');
    },
    newContext,
    tab,
    signedInTab,
    /** A tab signed in as the demo admin. */
    adminTab: (viewport: Viewport = DESKTOP, options: BrowserContextOptions = {}) => signedInTab(DEMO_ADMIN, viewport, options),
  };
}
