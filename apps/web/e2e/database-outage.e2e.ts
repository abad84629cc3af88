import type { Browser, BrowserContext, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../server/test/helpers/tcp-proxy';
import { collectPageErrors, DEMO_MEMBER, DESKTOP, launchBrowser, logIn, screenshot, storedSessionKeys } from './helpers/browser';
import { createScratchDatabase, type ScratchDatabase, postgresAdminUrl } from './helpers/postgres';
import { startServer, type TestServer } from './helpers/server';

/**
 * PostgreSQL going away under a signed-in member, seen from the browser: the API answers 503,
 * the session stays, a retrying message shows, and the page works again once the database is back.
 * Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets it): the embedded database cannot be cut.
 */

const RETRYING = 'Service temporarily unavailable — retrying…';

describe.runIf(Boolean(postgresAdminUrl))('a database outage seen from the browser (PostgreSQL)', () => {
  let database: ScratchDatabase | undefined;
  let proxy: TcpProxy;
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    [server, browser] = await Promise.all([startServer({ DATABASE_URL: viaProxy.toString(), SEED_DEMO_DATA: 'true' }), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('keeps the member signed in through a 503, shows the retrying message, and works again once the database is back', async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, server.baseUrl, DEMO_MEMBER);
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByText(DEMO_MEMBER.email).first().waitFor();
    const sessionBefore = await storedSessionKeys(page);
    expect(sessionBefore).toEqual(expect.arrayContaining(['user', 'token', 'refreshToken']));

    // The database goes away: reloading the profile makes signed-in calls, which answer 503 fast.
    proxy.set('cut');
    const signedInAnswers: Response[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && r.request().headers().authorization) signedInAnswers.push(r);
    });
    const started = Date.now();
    await page.reload();
    await page.getByRole('alert').filter({ hasText: RETRYING }).waitFor({ timeout: 15_000 });
    expect(signedInAnswers.length).toBeGreaterThan(0);
    expect(signedInAnswers.map((r) => r.status())).toContain(503);
    expect(signedInAnswers.map((r) => r.status())).not.toContain(401);
    const outage = signedInAnswers.find((r) => r.status() === 503)!;
    expect(await outage.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    expect(outage.headers()['retry-after']).toMatch(/^\d+$/);
    expect(Date.now() - started).toBeLessThan(15_000);

    // Still signed in: same page, the member's name on screen, the session in storage.
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.getByText(DEMO_MEMBER.name).first().waitFor();
    expect(await storedSessionKeys(page)).toEqual(sessionBefore);
    await screenshot(page, 'outage-profile-retrying');

    // A few seconds later (the banner asks again every 5 s), still signed in and still waiting.
    await page.waitForTimeout(6000);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await storedSessionKeys(page)).toEqual(sessionBefore);
    expect(await page.getByRole('alert').filter({ hasText: RETRYING }).count()).toBe(1);

    // The database is back: the banner goes and the profile loads, without signing in again.
    proxy.set('pass');
    await page.getByRole('alert').filter({ hasText: RETRYING }).waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText(DEMO_MEMBER.email).first().waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await storedSessionKeys(page)).toEqual(sessionBefore);
    const me = await page.evaluate(async () => {
      const raw = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const response = await fetch('/api/user/me', { headers: { authorization: `Bearer ${raw}` } });
      return response.status;
    });
    expect(me).toBe(200);
    await screenshot(page, 'outage-profile-back');
    expect(errors).toEqual([]);
  }, 120_000);
});
