import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, collectPageErrors, DEMO_ADMIN, DESKTOP, logIn, passwordGrantToken, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/** Lists paged, searched and sorted by the server, seen in the browser: admin devices, the public AED table, admin AEDs. */

interface Paged<T> {
  data: T[];
  totalCount: number;
  totalPages: number;
}

const run = serverAndBrowser();
let adminToken: string;
/** A 1x1 red PNG: every picture of the test is this image, served by the test, not the internet. */
const RED_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';


const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(run.server.baseUrl, adminToken, method, path, body);

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
});

async function adminTab(viewport = DESKTOP) {
  const { page, errors } = await run.tab(viewport);
  // Signing in checks the browser in as a device: wait for it, so lists read afterwards include it.
  const checkin = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/device/checkin');
  await logIn(page, run.server.baseUrl, DEMO_ADMIN);
  expect((await checkin).status()).toBe(200);
  return { page, errors };
}

const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const columnTexts = (page: Page, table: string, column: number) =>
  bodyRows(page, table).evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? ''), column);

/** What the Device Model cell shows for a value. */
const shownModel = (model: string | null) => (model?.trim() ? model : 'Not available');

/** Same key as the database's sl_sort_key: Č, Š, Ž right after C, S, Z; other accents and case ignored. */
function slovenianKey(text: string): string {
  const marked = text.replace(/[ČčŠšŽž]/g, (c) => `${c.normalize('NFD')[0]}{`);
  return marked.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

describe('lists in the browser', () => {
  it('keeps the admin AED list in the address: a reload, a shared link and Back from an edit show the same search, sort and page', async () => {
    const { page, errors } = await adminTab();
    await page.goto(`${run.server.baseUrl}/admin/aeds`);
    await page.getByText(/^Showing 20 of [\d,]+ AEDs \(Page 1 of \d+\)$/).waitFor();
    await page.getByPlaceholder('Search AEDs...').fill('ljubljana');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ljubljana');
    const matches = await call<Paged<{ id: string }>>('GET', '/api/admin/aed?page=1&size=20&search=ljubljana&sortBy=city&sortOrder=desc');
    expect(matches.totalPages).toBeGreaterThan(1);
    await page.getByRole('columnheader', { name: 'City' }).getByRole('button').click();
    await page.getByRole('columnheader', { name: 'City' }).getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('desc');
    await page.getByRole('button', { name: 'Next page' }).click();
    const pageTwo = new RegExp(`^Showing 20 of [\\d,]+ AEDs \\(Page 2 of ${matches.totalPages}\\)$`);
    await page.getByText(pageTwo).waitFor();
    const address = page.url();
    expect(Object.fromEntries(new URL(address).searchParams)).toEqual({ q: 'ljubljana', sort: 'city', order: 'desc', page: '2' });
    const rowsShown = () => bodyRows(page, 'AEDs').locator('a[href^="/admin/aed/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
    await expect.poll(rowsShown).toEqual(matches.data.map((a) => `/admin/aed/${a.id}`));

    // A reload, and the address opened in another tab, show the same rows.
    await page.reload();
    await page.getByText(pageTwo).waitFor();
    expect(await page.getByPlaceholder('Search AEDs...').inputValue()).toBe('ljubljana');
    await expect.poll(rowsShown).toEqual(matches.data.map((a) => `/admin/aed/${a.id}`));
    const other = await adminTab();
    await other.page.goto(address);
    await other.page.getByText(pageTwo).waitFor();

    // Edit a row and cancel: back on the same page of the same list.
    await bodyRows(page, 'AEDs').first().getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit AED' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByText(pageTwo).waitFor();
    expect(page.url()).toBe(address);
    expect(errors).toEqual([]);
  });

  it('pages the admin devices on the server: Page 1 of N, and the next page shows the next devices', async () => {
    // Twelve devices of the admin's own, newest last: with the seeds' ten a page there are at least two pages.
    for (let i = 1; i <= 12; i++) {
      await call('POST', '/api/device/checkin', { deviceId: `e2e-lists-${i}`, operatingSystem: 'Android', deviceModel: `Lists Model ${String(i).padStart(2, '0')}` });
    }
    // The browser's own check-in is the newest device: read the expected pages after it.
    const { page, errors } = await adminTab();
    const [first, second] = await Promise.all([
      call<Paged<{ deviceModel: string | null }>>('GET', '/api/admin/device?page=0&size=10&sortBy=lastUpdated&sortOrder=desc'),
      call<Paged<{ deviceModel: string | null }>>('GET', '/api/admin/device?page=1&size=10&sortBy=lastUpdated&sortOrder=desc'),
    ]);
    expect(first.totalPages).toBeGreaterThan(1);

    await page.goto(`${run.server.baseUrl}/admin/devices`);
    await page.getByText(`Page 1 of ${first.totalPages}`, { exact: true }).waitFor();
    expect(await bodyRows(page, 'Devices').count()).toBe(10);
    const modelsOnPage1 = await columnTexts(page, 'Devices', 2);
    expect(modelsOnPage1).toEqual(expect.arrayContaining(['Lists Model 12', 'Lists Model 11', 'Lists Model 10']));
    expect(modelsOnPage1).toEqual(first.data.map((d) => shownModel(d.deviceModel)));

    const nextPage = page.waitForResponse((r) => r.url().includes('/api/admin/device?') && new URL(r.url()).searchParams.get('page') === '1');
    await page.getByRole('button', { name: 'Next page' }).click();
    expect((await nextPage).status()).toBe(200);
    await page.getByText(`Page 2 of ${first.totalPages}`, { exact: true }).waitFor();
    await expect.poll(() => columnTexts(page, 'Devices', 2)).toEqual(second.data.map((d) => shownModel(d.deviceModel)));
    expect(await columnTexts(page, 'Devices', 2)).toContain('Lists Model 02');
    expect(await columnTexts(page, 'Devices', 2)).not.toContain('Lists Model 12');
    expect(errors).toEqual([]);
  });

  it("finds 'ziri' in the public AED table, the same rows as 'Žiri', and sorts by the Description as shown", async () => {
    const context = await run.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const rowIds = () =>
      bodyRows(page, 'AED locations')
        .locator('a[href^="/aed/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const search = page.getByPlaceholder('Search AEDs...');

    await page.goto(`${run.server.baseUrl}/aeds`);
    await page.getByText('Showing 1–25 of 1,079').waitFor();
    await search.fill('Žiri');
    await page.waitForURL(/search=/);
    await page.getByText(/^Showing 1–\d+ of \d+$/).waitFor();
    await expect.poll(async () => (await bodyRows(page, 'AED locations').count()) < 25).toBe(true);
    const withCaron = await rowIds();
    expect(withCaron.length).toBeGreaterThan(0);
    for (const text of await bodyRows(page, 'AED locations').allInnerTexts()) expect(slovenianKey(text)).toContain('z{iri');

    await search.fill('ziri');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('ziri');
    await expect.poll(rowIds).toEqual(withCaron);
    await screenshot(page, 'lists-aeds-ziri');

    // Description sorts by what its cell leads with (the title, else the description), in Slovenian order.
    await search.fill('');
    await page.getByText('Showing 1–25 of 1,079').waitFor();
    const header = page.getByRole('columnheader', { name: 'Description' });
    const shownDescriptions = () =>
      bodyRows(page, 'AED locations').evaluateAll((rows) => rows.map((r) => r.querySelector('td p')?.textContent ?? ''));
    const inOrder = (texts: string[], desc: boolean) =>
      texts.every((t, i) => i === 0 || (desc ? slovenianKey(texts[i - 1]) >= slovenianKey(t) : slovenianKey(texts[i - 1]) <= slovenianKey(t)));
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await shownDescriptions();
    expect(ascending).toHaveLength(25);
    expect(inOrder(ascending, false), ascending.join(' | ')).toBe(true);
    await page.getByRole('button', { name: 'Description' }).click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await shownDescriptions())[0]).not.toBe(ascending[0]);
    const descending = await shownDescriptions();
    expect(inOrder(descending, true), descending.join(' | ')).toBe(true);
    // The last AEDs of the alphabet: the first one descending is after the whole first page ascending.
    expect(slovenianKey(descending[0]) > slovenianKey(ascending[24])).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps every letter typed quickly into a field kept in the address, on a slow computer: an admin list search, the audit log id and the public AED table', async () => {
    const { page, errors } = await adminTab();
    // A computer six times slower: the page's render after a key can take longer than the gap to the next key.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${run.server.baseUrl}/admin/users`);
    const search = page.getByPlaceholder('Search users by name, email, or phone...');
    await page.getByText(/^\d+ of \d+ users$/).waitFor();
    await search.pressSequentially('member@aedatlas', { delay: 15 });
    expect(await search.inputValue()).toBe('member@aedatlas');
    await page.getByText('1 of 1 users').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('member@aedatlas');

    await page.goto(`${run.server.baseUrl}/admin/audit`);
    const id = page.getByPlaceholder('Paste an id');
    await id.pressSequentially('0b7c9e1a-2f44-4d6b-9a51-3c8e7d2f1a60', { delay: 15 });
    expect(await id.inputValue()).toBe('0b7c9e1a-2f44-4d6b-9a51-3c8e7d2f1a60');
    await page.getByText('No changes found').waitFor();
    expect(new URL(page.url()).searchParams.get('entityId')).toBe('0b7c9e1a-2f44-4d6b-9a51-3c8e7d2f1a60');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(errors).toEqual([]);

    // A visitor on a slow phone searching the public AED table.
    const context = await run.newContext({ viewport: PHONE_360 });
    const phone = await context.newPage();
    const phoneErrors = collectPageErrors(phone);
    const phoneCdp = await context.newCDPSession(phone);
    await phoneCdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await phone.goto(`${run.server.baseUrl}/aeds`);
    await phone.getByText('Showing 1–25 of 1,079').waitFor();
    const aedSearch = phone.getByPlaceholder('Search AEDs...');
    await aedSearch.pressSequentially('Ljubljana Bežigrad', { delay: 15 });
    expect(await aedSearch.inputValue()).toBe('Ljubljana Bežigrad');
    await expect.poll(() => new URL(phone.url()).searchParams.get('search')).toBe('Ljubljana Bežigrad');
    expect(phoneErrors).toEqual([]);
  });

  it('shows picture thumbnails and the whole Actions column of the admin AED list at 1280 px, without sideways scrolling', async () => {
    const [aed] = (await call<Paged<{ id: string; description: string | null }>>('GET', '/api/admin/aed?page=0&size=1')).data;
    // The widest badge and long unbroken words are on the page whatever the other rows are.
    await call('PUT', `/api/admin/aed/${aed.id}`, {
      accessibility: 'WORKING_HOURS',
      city: 'Kostanjevica-Šmarješke-Toplice',
      model: 'HeartStart-FRx-861304-Philips',
      serialNumber: 'SN-2026-00012345678901234',
    });
    for (const name of ['one', 'two', 'three', 'four']) {
      await call('POST', '/api/admin/aed-picture', { aedId: aed.id, url: `${run.server.baseUrl}/e2e-pictures/${name}.png` });
    }
    const { page, errors } = await adminTab();
    await page.route('**/e2e-pictures/*', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(RED_PIXEL_PNG, 'base64') }));
    await page.goto(`${run.server.baseUrl}/admin/aeds`);
    await page.getByText(/^Showing 20 of [\d,]+ AEDs \(Page 1 of \d+\)$/).waitFor();
    const row = bodyRows(page, 'AEDs').filter({ has: page.locator(`a[href="/admin/aed/${aed.id}"]`) });
    await row.getByText('+1 more').waitFor();
    const thumbnails = row.getByRole('img', { name: /^Picture \d of / });
    expect(await thumbnails.count()).toBe(3);
    await expect.poll(() => thumbnails.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

    await screenshot(page, 'lists-admin-aeds-1280');
    // Neither the page nor the table scrolls sideways, and every Edit link is inside the viewport, uncovered.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: 'AEDs' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const regionBox = (await region.boundingBox())!;
    const edits = bodyRows(page, 'AEDs').getByRole('link', { name: 'Edit', exact: true });
    expect(await edits.count()).toBe(20);
    for (const edit of await edits.all()) {
      const box = (await edit.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(regionBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(regionBox.x + regionBox.width, DESKTOP.width));
    }
    const editOfRow = row.getByRole('link', { name: 'Edit', exact: true });
    await editOfRow.scrollIntoViewIfNeeded();
    const box = (await editOfRow.boundingBox())!;
    const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(topmost).toBe(`/admin/aed/${aed.id}`);

    // At 360 px the table scrolls inside its own box; the Actions column is its last (pinned, it
    // would cover the rows' text), on screen once the table is scrolled to its end.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const narrowBox = (await row.getByRole('link', { name: 'Edit', exact: true }).boundingBox())!;
    expect(narrowBox.x + narrowBox.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'lists-admin-aeds-360');
    expect(errors).toEqual([]);
  });
});
