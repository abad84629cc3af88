import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DESKTOP, launchBrowser, PHONE_360, screenshot } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

/** Another site (another origin: another port) that puts our map in iframes. */
function startOtherSite(baseUrl: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><title>A municipality's page</title>
    <h1>Defibrillators in our town</h1>
    <iframe id="embed" title="AED map" src="${baseUrl}/embed?lat=46.05&lng=14.5&zoom=12&openNow=1" width="600" height="400"></iframe>
    <iframe id="full" title="full map" src="${baseUrl}/map" width="600" height="400"></iframe>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://localhost:${(server.address() as AddressInfo).port}/`, server })));
}

let server: TestServer;
let browser: Browser;
let other: { url: string; server: Server };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  // localhost and 127.0.0.1 are different origins: the embedding page is another site.
  other = await startOtherSite(server.baseUrl);
});

afterAll(async () => {
  other?.server.close();
  await browser?.close();
  await server?.stop();
});

describe('the embeddable map', () => {
  it('works in another site’s iframe at the view it was given, while /map refuses to be framed', async () => {
    const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
    const page = await context.newPage();
    await page.goto(other.url);
    const embedded = page.frameLocator('#embed');
    const map = embedded.locator('[data-testid="aed-map"][data-ready="true"]');
    await map.waitFor();
    expect(await map.getAttribute('data-zoom')).toBe('12');
    // Only AEDs available now, as asked: fewer than all of them.
    expect(Number(await map.getAttribute('data-count'))).toBeLessThan(Number(await map.getAttribute('data-total')));
    expect(await embedded.getByRole('link', { name: 'Open full map' }).getAttribute('target')).toBe('_blank');
    expect(await embedded.getByRole('navigation', { name: 'Map navigation' }).getByRole('link').count()).toBe(0);
    // The full map stays out of frames (frame-ancestors 'none'): its frame never shows the app.
    await page.waitForTimeout(500);
    expect(await page.frameLocator('#full').locator('#root').count()).toBe(0);
    await screenshot(page, 'embed-in-other-site');
    await context.close();
  });

  it("builds the snippet for the view on screen in 'Embed this map', usable at 360 px", async () => {
    for (const viewport of [DESKTOP, PHONE_360]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${server.baseUrl}/map`);
      await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
      await page.getByRole('button', { name: 'Embed' }).click();
      const dialog = page.getByRole('dialog', { name: 'Embed this map' });
      const code = dialog.getByLabel('Code');
      expect(await code.inputValue()).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\?lat=46\.\d+&amp;lng=14\.\d+&amp;zoom=8" title="Map of AEDs \(AED Atlas\)"/);
      await dialog.getByLabel('Only AEDs available now').check();
      expect(await code.inputValue()).toContain('&amp;openNow=1');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `embed-dialog-${viewport.width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
