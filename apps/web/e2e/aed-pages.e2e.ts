import type { Aed } from '@aedatlas/contracts';
import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { DEMO_MEMBER, DESKTOP, logIn, screenshot as fullPageShot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';
import { startServer, type TestServer } from './helpers/server';

/** The AED table, AED detail and help centers against the real server and its 1,079 OSM AEDs. */

const SMALL_PHONE = { width: 360, height: 740 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', SMALL_PHONE],
] as const;

const run = serverAndBrowser();

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${run.server.baseUrl}${path}`, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface AedPage {
  data: Aed[];
  totalCount: number;
  totalPages: number;
}

/** From the top: a sticky header photographed mid-scroll would land in the middle of the shot. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, `aed-pages-${name}`);
}

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

const aedRows = (page: Page) => page.getByRole('table', { name: 'AED locations' }).locator('tbody tr');
/** The AED ids of the rows on screen, read from their View More links. */
const rowIds = (page: Page) =>
  aedRows(page)
    .locator('a[href^="/aed/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.replace('/aed/', '')));

/** A solid-colour PNG, so the lightbox has something real to show. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const PICTURE_COLOURS: Record<string, [number, number, number]> = { 'one.png': [185, 28, 28], 'two.png': [22, 101, 52] };

/** Same-origin pictures: two real PNGs and one that answers 404. */
async function servePictures(page: Page) {
  await page.route('**/e2e-pictures/*', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const colour = PICTURE_COLOURS[name];
    return colour ? route.fulfill({ status: 200, contentType: 'image/png', body: png(160, 120, colour) }) : route.fulfill({ status: 404, body: 'missing' });
  });
}

const withPictures = (aed: Aed): Aed => ({
  ...aed,
  pictures: ['one.png', 'two.png', 'broken.png'].map((name, i) => ({
    id: `0000000${i}-0000-4000-8000-000000000000`,
    aedId: aed.id,
    url: `/e2e-pictures/${name}`,
    createdAt: aed.createdAt,
    updatedAt: aed.createdAt,
  })),
});

describe('AED locations table (000 §2.11)', () => {
  it.each(VIEWPORTS)('pages, searches and sorts the real AEDs (%s)', async (device, viewport) => {
    const { page, errors } = await run.tab(viewport);
    const firstPage = await api<AedPage>('/api/aed?page=0&size=25');
    expect(firstPage.totalCount).toBe(1079);

    await page.goto(`${run.server.baseUrl}/aeds`);
    await page.getByRole('heading', { name: 'AED Locations', level: 1 }).waitFor();
    await page.getByText('Page 1 of 44').waitFor();
    await page.getByText('Showing 1–25 of 1,079').waitFor();
    expect(await aedRows(page).count()).toBe(25);
    const page1 = await rowIds(page);
    expect(page1).toEqual(firstPage.data.map((a) => a.id));
    await noSidewaysScroll(page, '/aeds');
    await screenshot(page, `${device}-aeds-table`);

    // Page 2 shows other AEDs, the server's second page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2 of 44').waitFor();
    await page.getByText('Showing 26–50 of 1,079').waitFor();
    const secondPage = await api<AedPage>('/api/aed?page=1&size=25');
    await expect.poll(() => rowIds(page)).toEqual(secondPage.data.map((a) => a.id));
    expect((await rowIds(page)).filter((id) => page1.includes(id))).toEqual([]);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.getByRole('button', { name: 'Last page' }).click();
    await page.getByText('Page 44 of 44').waitFor();
    await expect.poll(() => aedRows(page).count()).toBe(1079 - 43 * 25);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'First page' }).click();
    await page.getByText('Page 1 of 44').waitFor();

    // Search: a word from the data, answered by the server.
    const gasilski = await api<AedPage>('/api/aed?page=0&size=200&search=Gasilski');
    expect(gasilski.totalCount).toBeGreaterThan(0);
    expect(gasilski.totalCount).toBeLessThan(1079);
    await page.getByPlaceholder('Search AEDs...').fill('Gasilski');
    await page.getByText(`Showing 1–${gasilski.totalCount} of ${gasilski.totalCount}`).waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    expect(await aedRows(page).count()).toBe(gasilski.totalCount);
    for (const text of await aedRows(page).allInnerTexts()) expect(text.toLowerCase()).toMatch(/gasilsk/);
    await screenshot(page, `${device}-aeds-search`);

    await page.getByPlaceholder('Search AEDs...').fill('no such place anywhere');
    await page.getByText('No AEDs found').waitFor();
    await page.getByPlaceholder('Search AEDs...').fill('');
    await page.getByText('Showing 1–25 of 1,079').waitFor();

    // Sort by description: ascending first, the second click flips it.
    const [asc, desc] = await Promise.all([
      api<AedPage>('/api/aed?page=0&size=1&sortBy=description&sortOrder=asc'),
      api<AedPage>('/api/aed?page=0&size=1&sortBy=description&sortOrder=desc'),
    ]);
    const header = page.getByRole('columnheader', { name: 'Description' });
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect((await rowIds(page))[0]).toBe(asc.data[0].id);
    await page.getByRole('button', { name: 'Description' }).click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await rowIds(page))[0]).toBe(desc.data[0].id);
    expect(asc.data[0].id).not.toBe(desc.data[0].id);

    await page.getByLabel('Rows per page').selectOption('100');
    await page.getByText('Page 1 of 11').waitFor();
    await expect.poll(() => aedRows(page).count()).toBe(100);

    // View More leads to the AED's page.
    await aedRows(page).first().getByRole('link', { name: /View More/ }).click();
    await page.waitForURL(`${run.server.baseUrl}/aed/${desc.data[0].id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Back returns to the same order and page size.
    await page.goBack();
    await page.getByText('Page 1 of 11').waitFor();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(errors).toEqual([]);
  });

  it('shows up to 3 thumbnails, +N more, and a placeholder for a broken picture', async () => {
    const { page } = await run.tab(DESKTOP);
    await servePictures(page);
    await page.route('**/api/aed?*', async (route) => {
      const body = (await (await route.fetch()).json()) as AedPage;
      const [first, ...rest] = body.data;
      const five = withPictures(first);
      five.pictures = [...five.pictures, ...five.pictures.map((p) => ({ ...p, id: p.id.replace('0000-4000', '1111-4000') }))].slice(0, 5);
      five.pictures[3].url = '/e2e-pictures/two.png';
      five.pictures[4].url = '/e2e-pictures/one.png';
      await route.fulfill({ json: { ...body, data: [five, ...rest] } });
    });
    await page.goto(`${run.server.baseUrl}/aeds`);
    const row = aedRows(page).first();
    await row.getByText('+2 more').waitFor();
    expect(await row.getByRole('img').count()).toBe(3);
    await row.getByText('Image not available').waitFor();
    // The pictures column is off to the right at this width: scroll the table, not the page.
    await page.getByRole('region', { name: 'AED locations' }).evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await noSidewaysScroll(page, '/aeds scrolled');
    await screenshot(page, 'desktop-aeds-table-pictures');
  });

  it('has no serious accessibility violations', async () => {
    const { page } = await run.tab(DESKTOP);
    await page.goto(`${run.server.baseUrl}/aeds`);
    await page.getByText('Showing 1–25 of 1,079').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('is the same table at /dashboard/aeds for a member', async () => {
    const { page } = await run.tab(DESKTOP);
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    await page.goto(`${run.server.baseUrl}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AEDs', exact: true }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/aeds`);
    await page.getByRole('heading', { name: 'AED Locations', level: 1 }).waitFor();
    await page.getByText('Showing 1–25 of 1,079').waitFor();
    await screenshot(page, 'desktop-member-dashboard-aeds');
  });
});

describe('AED detail (000 §2.10)', () => {
  /** A real AED with a title and opening hours, so the heading and the open status show. */
  async function aedWithTitleAndHours(): Promise<Aed> {
    for (let p = 0; p < 6; p++) {
      const list = await api<AedPage>(`/api/aed?page=${p}&size=200&sortBy=title`);
      const found = list.data.find((a) => a.title && a.openingHours && a.accessibility !== 'FULL_24H');
      if (found) return found;
    }
    throw new Error('no AED with a title and opening hours');
  }

  it.each(VIEWPORTS)('shows the fields of a real AED (%s)', async (device, viewport) => {
    const { page, errors } = await run.tab(viewport);
    const listed = await aedWithTitleAndHours();
    const aed = await api<Aed>(`/api/aed/${listed.id}`);
    await page.goto(`${run.server.baseUrl}/aed/${aed.id}`);
    await page.getByRole('heading', { level: 1, name: aed.title! }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to map', exact: true }).getAttribute('href')).toBe('/map');
    for (const card of ['Basic Information', 'Contact Information', 'Location Details', 'Maintenance & Expiry', 'Features & Equipment', 'Additional Information', 'Pictures']) {
      await page.getByRole('heading', { level: 2, name: card }).waitFor();
    }
    const location = page.getByRole('region', { name: 'Location Details' });
    await location.getByText(`${aed.latitude.toFixed(6)}, ${aed.longitude.toFixed(6)}`).waitFor();
    await page.getByRole('region', { name: 'Features & Equipment' }).getByText('First Aid Kit').waitFor();
    await page.getByText(`Opening hours: ${aed.openingHours}`).waitFor();
    // One of the four statuses, computed in Ljubljana time.
    await page.getByText(/^(Open now|Closed|Unknown|24\/7)$/).first().waitFor();
    const maps = page.getByRole('link', { name: /Open in Google Maps/ });
    expect(await maps.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${aed.latitude},${aed.longitude}`);
    expect(await maps.getAttribute('target')).toBe('_blank');
    await page.getByText('Raw data (JSON)').click();
    expect(await page.locator('details pre').innerText()).toContain(`"id": "${aed.id}"`);
    await noSidewaysScroll(page, '/aed/:id');
    await screenshot(page, `${device}-aed-detail`);
    if (device === 'desktop') expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Map', exact: true }).click();
    await page.waitForURL(`${run.server.baseUrl}/map`);
    expect(errors).toEqual([]);
  });

  it.each(VIEWPORTS)('opens pictures in a lightbox that wraps around, with a placeholder for a broken one (%s)', async (device, viewport) => {
    const { page } = await run.tab(viewport);
    const aed = await api<Aed>(`/api/aed/${(await api<AedPage>('/api/aed?page=0&size=1')).data[0].id}`);
    await servePictures(page);
    await page.route(`**/api/aed/${aed.id}`, (route) => route.fulfill({ json: withPictures(aed) }));
    await page.goto(`${run.server.baseUrl}/aed/${aed.id}`);
    const pictures = page.getByRole('region', { name: 'Pictures' });
    await pictures.getByText('3 pictures').waitFor();
    // Thumbnails load lazily: bring them on screen first (phones).
    await pictures.scrollIntoViewIfNeeded();
    await pictures.getByText('Image not available').waitFor();
    await screenshot(page, `${device}-aed-detail-pictures`);

    const opener = page.getByRole('button', { name: 'Open picture 1 of 3' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
    await dialog.getByText('Picture 1 of 3').waitFor();
    await dialog.getByText('Use arrow keys to navigate, ESC to close').waitFor();
    await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    await screenshot(page, `${device}-aed-lightbox`);

    await page.keyboard.press('ArrowLeft');
    await dialog.getByText('Picture 3 of 3').waitFor();
    await dialog.getByText('Image not available').waitFor();
    await screenshot(page, `${device}-aed-lightbox-broken`);
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Picture 1 of 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Picture 2 of 3').waitFor();
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await dialog.getByText('Picture 3 of 3').waitFor();
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await dialog.getByText('Picture 1 of 3').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each(VIEWPORTS)("shows 'AED Not Found' for an unknown id (%s)", async (device, viewport) => {
    const { page } = await run.tab(viewport);
    await page.goto(`${run.server.baseUrl}/aed/${crypto.randomUUID()}`);
    await page.getByRole('heading', { level: 1, name: 'AED Not Found' }).waitFor();
    await page.getByText('The requested AED could not be found.').waitFor();
    await screenshot(page, `${device}-aed-not-found`);
  });

  it("shows 'Error' when the AED cannot be loaded", async () => {
    const { page } = await run.tab(DESKTOP);
    const id = (await api<AedPage>('/api/aed?page=0&size=1')).data[0].id;
    await page.route(`**/api/aed/${id}`, (route) => route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }));
    await page.goto(`${run.server.baseUrl}/aed/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Error' }).waitFor({ timeout: 15_000 });
    await page.getByText('Failed to load AED details').waitFor();
    await screenshot(page, 'desktop-aed-error');
    await page.getByRole('link', { name: 'Back to AED Map' }).click();
    await page.waitForURL(`${run.server.baseUrl}/map`);
  });
});

describe('help centers table (000 §2.12)', () => {
  interface Center {
    id: string;
    name: string;
    email: string;
    mobileNumber: string;
    city: string;
  }

  it.each(VIEWPORTS)('shows the demo help centers, with Not available for no+email, and searches (%s)', async (device, viewport) => {
    const { page, errors } = await run.tab(viewport);
    const centers = await api<Center[]>('/api/helpcenter/public', { headers: { Accept: '*/*' } });
    expect(centers.length).toBeGreaterThan(5);
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/helpcenter/public'));
    await page.goto(`${run.server.baseUrl}/helpcenter`);
    const headers = (await request).headers();
    expect(headers.accept).toBe('*/*');
    expect(headers.authorization).toBeUndefined();

    const table = page.getByRole('table', { name: 'Help centers' });
    const rows = table.locator('tbody tr');
    await page.getByText(`of ${centers.length}`, { exact: false }).waitFor();
    expect(await rows.count()).toBe(Math.min(25, centers.length));

    const noEmail = centers.find((c) => c.email === 'no+email')!;
    expect(noEmail).toBeDefined();
    await page.getByPlaceholder('Search help centers...').fill(noEmail.name);
    const row = rows.filter({ hasText: noEmail.name }).first();
    await row.getByText('Not available').waitFor();
    expect(await row.getByText('no+email').count()).toBe(0);

    const city = 'Maribor';
    const inCity = centers.filter((c) => c.city === city).length;
    expect(inCity).toBeGreaterThan(0);
    await page.getByPlaceholder('Search help centers...').fill(city);
    await expect.poll(() => rows.count()).toBeLessThan(centers.length);
    expect(await rows.count()).toBeGreaterThanOrEqual(inCity);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(city);
    await screenshot(page, `${device}-helpcenters-search`);

    await page.getByPlaceholder('Search help centers...').fill('');
    await expect.poll(() => rows.count()).toBe(Math.min(25, centers.length));
    await page.getByRole('button', { name: 'Name' }).click();
    expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    const sortedNames = [...centers.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    expect((await rows.locator('td:first-child').allInnerTexts())[0]).toBe(sortedNames[0]);
    await page.getByRole('button', { name: 'Name' }).click();
    expect((await rows.locator('td:first-child').allInnerTexts())[0]).toBe(sortedNames.at(-1));
    await noSidewaysScroll(page, '/helpcenter');
    await screenshot(page, `${device}-helpcenters`);
    if (device === 'desktop') expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('pages through a list longer than a page', async () => {
    const { page } = await run.tab(DESKTOP);
    const centers = await api<Center[]>('/api/helpcenter/public', { headers: { Accept: '*/*' } });
    // The demo list is about one page long: add fictitious centers so there is a second page.
    const extra = Array.from({ length: 30 }, (_, i) => ({ ...centers[0], id: `extra-${i}`, name: `Zz Extra center ${String(i + 1).padStart(2, '0')}` }));
    const total = centers.length + extra.length;
    await page.route('**/api/helpcenter/public', async (route) => route.fulfill({ json: [...((await (await route.fetch()).json()) as Center[]), ...extra] }));
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    await page.goto(`${run.server.baseUrl}/helpcenter`);
    const rows = page.getByRole('table', { name: 'Help centers' }).locator('tbody tr');
    const pages = Math.ceil(total / 25);
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    const first = await rows.locator('td:first-child').allInnerTexts();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    const second = await rows.locator('td:first-child').allInnerTexts();
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.getByText(`Page ${pages} of ${pages}`).waitFor();
    expect(await rows.count()).toBe(total - (pages - 1) * 25);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText(`Page ${pages - 1} of ${pages}`).waitFor();
    await page.getByRole('button', { name: 'First page' }).click();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    await page.getByLabel('Rows per page').selectOption('50');
    await page.getByText(`Page 1 of ${Math.ceil(total / 50)}`).waitFor();
    expect(await rows.count()).toBe(Math.min(50, total));
    await screenshot(page, 'desktop-helpcenters-paged');
  });

  it('shows the loading text, then the failure text', async () => {
    const { page } = await run.tab(DESKTOP);
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/helpcenter/public', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } });
    });
    await page.goto(`${run.server.baseUrl}/helpcenter`);
    await page.getByText('Loading help centers...').waitFor();
    await screenshot(page, 'desktop-helpcenters-loading');
    release();
    await page.getByText('Failed to load helpcenter data. Please try again.').waitFor({ timeout: 15_000 });
    await screenshot(page, 'desktop-helpcenters-error');
  });
});

describe('with MAP_REQUIRES_LOGIN=true', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startServer({ MAP_REQUIRES_LOGIN: 'true' });
  });
  afterAll(async () => {
    await guarded?.stop();
  });

  it('sends a visitor from /aeds and /aed/:id to /login, and lets a member in', async () => {
    const { page } = await run.tab(DESKTOP);
    await page.goto(`${guarded.baseUrl}/aeds`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${guarded.baseUrl}/aed/${crypto.randomUUID()}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, guarded.baseUrl, DEMO_MEMBER);
    await page.goto(`${guarded.baseUrl}/aeds`);
    await page.getByText('Showing 1–25 of 1,079').waitFor();
  });
});
