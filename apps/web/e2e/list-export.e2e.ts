import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, DEMO_ADMIN, DESKTOP, launchBrowser, logIn, PHONE_360, screenshot, passwordGrantToken } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

/** 'Export CSV' on the admin lists: the whole list as searched and sorted on screen. */

let server: TestServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = await passwordGrantToken(server.baseUrl, DEMO_ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The ids of the whole list as the API pages it, for the same search and sort. */
async function idsThroughTheApi(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const response = await fetch(`${server.baseUrl}/api/admin/aed?${query}&page=${page}&size=200`, { headers: { authorization: `Bearer ${adminToken}` } });
    const body = (await response.json()) as { data: { id: string }[]; totalPages: number };
    ids.push(...body.data.map((row) => row.id));
    if (page + 1 >= body.totalPages) return ids;
  }
}

async function exported(page: Page): Promise<{ header: string[]; rows: Record<string, string>[]; name: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  const [header, ...lines] = parse(text.replace(/^\uFEFF/, '')) as string[][];
  return { header, rows: lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]]))), name: file.suggestedFilename() };
}

describe('admin list export', () => {
  it('exports the searched and sorted AED list whole, not only the page shown', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, server.baseUrl, DEMO_ADMIN);
    await page.goto(`${server.baseUrl}/admin/aeds?q=ljubljana&sort=city&order=asc&size=20`);
    await page.getByText(/^Showing 20 of \d+ AEDs/).waitFor();
    const shown = await page.getByText(/^Showing 20 of \d+ AEDs/).textContent();
    const total = Number(/of ([\d,.]+) AEDs/.exec(shown!)![1].replace(/[,.]/g, ''));
    expect(total).toBeGreaterThan(20);

    const { header, rows, name } = await exported(page);
    expect(name).toMatch(/^aed-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toEqual(expect.arrayContaining(['id', 'title', 'city', 'latitude', 'longitude']));
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => row.id)).toEqual(await idsThroughTheApi('search=ljubljana&sortBy=city&sortOrder=asc'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone and says so when the export fails', async () => {
    const context = await browser.newContext({ viewport: PHONE_360, acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, server.baseUrl, DEMO_ADMIN);
    await page.goto(`${server.baseUrl}/admin/aeds`);
    const button = page.getByRole('button', { name: 'Export CSV' });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'admin-aeds-export-360');
    await page.route('**/api/admin/aed/export.csv*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The database is not available' }) }));
    await button.click();
    await page.getByRole('alert').filter({ hasText: 'Export failed: The database is not available' }).waitFor();
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });
});
