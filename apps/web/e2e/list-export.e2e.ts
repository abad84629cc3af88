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

async function adminPage(viewport = DESKTOP): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await logIn(page, server.baseUrl, DEMO_ADMIN);
  return { page, errors, close: () => context.close() };
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe("the console's own pages", () => {
  it('export the help services as searched, the options of the chosen service, the notifications and the request audit of the range', async () => {
    const { page, errors, close } = await adminPage();
    await page.goto(`${server.baseUrl}/admin/helpservice?q=aid`);
    expect(await page.getByPlaceholder('Search by display name or key...').inputValue()).toBe('aid');
    await page.getByText(/^\d+ help services?$/).waitFor();
    const services = await exported(page);
    expect(services.name).toMatch(/^help-services-\d{4}-\d{2}-\d{2}\.csv$/);
    const searched = await apiGet<{ data: { id: string; key: string }[] }>('/api/admin/helpservice?search=aid&size=200');
    expect(searched.data.length).toBeGreaterThan(0);
    expect(services.rows.map((row) => row.key)).toEqual(searched.data.map((s) => s.key));

    const firstAid = searched.data.find((s) => s.key === 'first_aid')!;
    await page.goto(`${server.baseUrl}/admin/helpservice-option?serviceId=${firstAid.id}`);
    await page.getByRole('table', { name: 'Help service options' }).getByText('cpr', { exact: true }).first().waitFor();
    const options = await exported(page);
    expect(options.name).toMatch(/^help-service-options-/);
    const ofService = await apiGet<{ data: { key: string }[] }>(`/api/admin/helpservice-option?serviceId=${firstAid.id}&size=500`);
    expect(options.rows.map((row) => row.key).sort()).toEqual(ofService.data.map((o) => o.key).sort());

    await page.goto(`${server.baseUrl}/admin/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const notifications = await exported(page);
    const sent = await apiGet<{ totalCount: number }>('/api/admin/notification?page=0&size=1');
    expect(notifications.header).toContain('id');
    expect(notifications.rows).toHaveLength(sent.totalCount);

    // The range comes from the address; what the API counted before the export is in the file.
    await page.goto(`${server.baseUrl}/dashboard/audit?from=2020-01-01T00:00&until=2099-12-31T23:59`);
    expect(await page.getByLabel('From').inputValue()).toBe('2020-01-01T00:00');
    const counted = await apiGet<{ data: { path: string; method: string }[] }>(`/api/admin/RequestAudit?fromTime=${new Date('2020-01-01T00:00').getTime()}&toTime=${new Date('2099-12-31T23:59').getTime() + 59_999}&itemsPerPage=100`);
    expect(counted.data.length).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Request audit' }).locator('tbody tr').first().waitFor();
    const audit = await exported(page);
    expect(audit.header).toEqual(expect.arrayContaining(['path', 'method', 'count']));
    const exportedRoutes = new Set(audit.rows.map((row) => `${row.method} ${row.path}`));
    for (const row of counted.data) expect(exportedRoutes).toContain(`${row.method} ${row.path}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('keep their filters in the address: a reload shows the same search, service, kind, range and page size', async () => {
    const { page, errors, close } = await adminPage();
    const reloadKeeps = async (check: () => Promise<void>) => {
      await check();
      await page.reload();
      await check();
    };

    await page.goto(`${server.baseUrl}/admin/helpservice`);
    await page.getByPlaceholder('Search by display name or key...').fill('emergency');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('emergency');
    await reloadKeeps(async () => {
      await page.getByRole('list', { name: 'Help services' }).getByText('emergency_call', { exact: true }).waitFor();
      await expect.poll(() => page.getByPlaceholder('Search by display name or key...').inputValue()).toBe('emergency');
    });
    // Into a service and back with Cancel: the list as it was left.
    await page.getByRole('list', { name: 'Help services' }).getByRole('link', { name: /^Edit / }).first().click();
    await page.waitForURL(/\/admin\/helpservice\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('emergency');

    await page.goto(`${server.baseUrl}/admin/helpservice-option`);
    const service = page.getByLabel('Service', { exact: true });
    await service.locator('option', { hasText: 'first_aid' }).waitFor({ state: 'attached' });
    await service.selectOption({ label: (await service.locator('option', { hasText: 'first_aid' }).textContent())! });
    await page.getByPlaceholder('Search by key or name...').fill('burn');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('burn');
    expect(new URL(page.url()).searchParams.get('serviceId')).toMatch(/^[0-9a-f-]{36}$/);
    await reloadKeeps(async () => {
      await page.getByRole('table', { name: 'Help service options' }).getByText('burns', { exact: true }).first().waitFor();
      await expect.poll(() => page.getByPlaceholder('Search by key or name...').inputValue()).toBe('burn');
    });

    await page.goto(`${server.baseUrl}/admin/trash`);
    await page.getByLabel('Kind').selectOption('aed');
    await expect.poll(() => new URL(page.url()).searchParams.get('kind')).toBe('aed');
    await reloadKeeps(async () => {
      await page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
      await expect.poll(() => page.getByLabel('Kind').inputValue()).toBe('aed');
    });

    const auditCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/audit') auditCalls.push(url);
    });
    await page.goto(`${server.baseUrl}/admin/audit?size=50`);
    await page.getByLabel('Action').selectOption('update');
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ size: '50', action: 'update' });
    await reloadKeeps(async () => {
      await expect.poll(() => page.getByLabel('Action').inputValue()).toBe('update');
      await expect.poll(() => Object.fromEntries(auditCalls.at(-1)?.searchParams ?? [])).toMatchObject({ page: '0', size: '50', action: 'update' });
    });

    await page.goto(`${server.baseUrl}/admin/statistics`);
    await page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: '7d' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe('7d');
    await reloadKeeps(async () => {
      await expect.poll(() => page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: '7d' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('heading', { name: 'Last 7 Days' }).waitFor();
    });

    await page.goto(`${server.baseUrl}/dashboard/audit`);
    await page.getByLabel('From').fill('2021-03-04T05:06');
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2021-03-04T05:06');
    await reloadKeeps(async () => {
      await expect.poll(() => page.getByLabel('From').inputValue()).toBe('2021-03-04T05:06');
    });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('open data on the public AED table', () => {
  it('downloads every AED as GeoJSON for anyone, and says so on a phone when the server is busy with other downloads', async () => {
    const context = await browser.newContext({ viewport: PHONE_360, acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/aeds`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'GeoJSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('aed-atlas-aeds.geojson');
    const collection = JSON.parse(await readFile((await file.path())!, 'utf8')) as { type: string; features: { id: string }[] };
    expect(collection.type).toBe('FeatureCollection');
    const listed = (await (await fetch(`${server.baseUrl}/api/aed?size=1`)).json()) as { totalCount: number };
    expect(collection.features).toHaveLength(listed.totalCount);

    // The server's own answer when every download slot is taken (aed-export.routes.ts).
    const busy = { statusCode: 503, error: 'Service Unavailable', message: 'Too many downloads of the AED registry are being made right now. Please try again in a minute.' };
    await page.route('**/api/aed/export.csv', (route) => route.fulfill({ status: 503, headers: { 'retry-after': '30' }, contentType: 'application/json', body: JSON.stringify(busy) }));
    await page.getByRole('link', { name: 'CSV' }).click();
    const said = page.getByRole('alert').filter({ hasText: 'Many people are downloading the registry right now. Please try again in a minute.' });
    await said.waitFor();
    const box = (await said.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.getByText('Service temporarily unavailable').count()).toBe(0);
    await screenshot(page, 'aeds-open-data-busy-360');
    expect(errors).toEqual([]);
    await context.close();
  });
});
