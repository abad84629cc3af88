import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, DESKTOP, launchBrowser, logIn, PHONE_360, screenshot } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

/** The upload toolkit of 002 §4-§9 against the real server: AED pictures and help center galleries. */

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let aedId = '';
let helpCenter = { id: '', name: '' };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  aedId = (await api<{ data: { id: string }[] }>('/api/aed?page=0&size=1')).data[0].id;
  const centers = await api<{ id: string; name: string }[]>('/api/helpcenter/public');
  helpCenter = centers[0];
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

async function openTab(viewport: { width: number; height: number }, signIn = true) {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  if (signIn) await logIn(page, server.baseUrl, DEMO_ADMIN);
  return { page, errors };
}

/** Checks the page never scrolls sideways, then photographs it for people to look at. */
async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `uploads-${name}`);
}

/** A dialog covers the viewport, not the whole page: photograph what the person sees. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: path.join(process.env.E2E_SHOTS_DIR ?? '/tmp/shots', `uploads-${name}.png`) });

/** A 4000 x 3000 JPEG of coarse noise: a camera-sized photo the browser must scale down. */
async function largePhoto(): Promise<Buffer> {
  const raw = randomBytes(400 * 300 * 3);
  return sharp(raw, { raw: { width: 400, height: 300, channels: 3 } }).resize(4000, 3000, { kernel: 'cubic' }).jpeg({ quality: 95 }).toBuffer();
}

const smallPng = (hue: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .png()
    .toBuffer();

/** Clicks the button that opens the file picker and chooses the files in it. */
async function chooseFiles(page: Page, buttonName: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await (await chooser).setFiles(files);
}

/** Records every value the upload progress bar shows, in order, from inside the page. */
function recordProgress(page: Page) {
  return page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

const picturesHeading = (page: Page) => page.getByRole('heading', { name: /^Current Pictures \(\d+\)$/ });
async function pictureCount(page: Page) {
  const text = (await picturesHeading(page).textContent()) ?? '';
  return Number(text.match(/\((\d+)\)/)![1]);
}

interface MediaFile {
  id: string;
  size: number;
  contentType: string;
  contentUrl: string;
}

describe('AED pictures: upload from this device', () => {
  it('scales a 4000 x 3000 photo down, shows the progress, stores the smaller file and shows it on the public AED page', async () => {
    const { page, errors } = await openTab(DESKTOP);
    const original = await largePhoto();
    await page.goto(`${server.baseUrl}/admin/aed/${aedId}/pictures`);
    await picturesHeading(page).waitFor();
    const before = await pictureCount(page);
    await shot(page, 'aed-pictures-1280');

    // A slow uplink, so the browser reports the PUT's progress several times.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
    await recordProgress(page);
    const completed = page.waitForResponse((r) => r.url().endsWith('/api/files/upload-complete'), { timeout: 60_000 });
    await chooseFiles(page, 'Upload Picture', [{ name: 'camera-photo.jpg', mimeType: 'image/jpeg', buffer: original }]);
    await page.getByRole('button', { name: /^Uploading\.\.\. \d+%$/ }).waitFor();
    await page.getByRole('button', { name: 'Upload Complete' }).waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const result = (await (await completed).json()) as { uploadId: string; fileSize: number; status: string };
    expect(result.status).toBe('completed');
    expect(result.fileSize).toBeLessThan(original.length / 2);
    // 0 while the photo is scaled down in the browser, then the steps of 002 §4.
    const seen = (await progressSeen(page)).filter((v) => v > 0);
    expect(seen.slice(0, 2)).toEqual([10, 20]);
    expect(seen.filter((v) => v > 20 && v < 95).length, `progress seen: ${seen}`).toBeGreaterThanOrEqual(2);
    expect(seen).toContain(95);
    expect(seen).toContain(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // The bar empties a second after the upload; the button keeps the outcome.
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor({ state: 'detached' });

    const stored = await api<MediaFile[]>(`/api/files?entityType=AED&entityId=${aedId}`);
    const file = stored.find((f) => f.size === result.fileSize || f.id === result.uploadId)!;
    expect(file.size).toBeLessThan(original.length / 2);
    await page.getByRole('heading', { name: `Current Pictures (${before + 1})` }).waitFor();
    await shot(page, 'aed-pictures-uploaded-1280');

    // Anyone sees it on the AED's public page, at the size it was scaled to, and in the lightbox.
    const visitor = (await openTab(DESKTOP, false)).page;
    await visitor.goto(`${server.baseUrl}/aed/${aedId}`);
    const total = before + 1;
    const thumb = visitor.getByRole('button', { name: `Open picture ${total} of ${total}` });
    await thumb.waitFor();
    const img = thumb.locator('img');
    expect(await img.getAttribute('src')).toMatch(/^\/api\/files\/[0-9a-f-]+\/content$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2048);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(1536);
    await thumb.click();
    const viewer = visitor.getByRole('dialog', { name: 'Picture viewer' });
    await viewer.getByText(`Picture ${total} of ${total}`).waitFor();
    await expect.poll(() => viewer.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2048);
    await viewportShot(visitor, 'aed-public-lightbox-1280');
    expect(errors).toEqual([]);
  });

  it('sends the address request again after a 503 and the upload succeeds', async () => {
    const { page } = await openTab(DESKTOP);
    let asked = 0;
    await page.route('**/api/files/upload-url', async (route) => {
      asked++;
      if (asked === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Busy' }) });
      else await route.continue();
    });
    await page.goto(`${server.baseUrl}/admin/aed/${aedId}/pictures`);
    await picturesHeading(page).waitFor();
    const before = await pictureCount(page);
    await chooseFiles(page, 'Upload Picture', [{ name: 'retry.png', mimeType: 'image/png', buffer: await smallPng(40) }]);
    await page.getByRole('button', { name: 'Upload Complete' }).waitFor({ timeout: 20_000 });
    expect(asked).toBe(2);
    await page.getByRole('heading', { name: `Current Pictures (${before + 1})` }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('keeps an upload that kept failing in Pending uploads across a reload, and sends it from there later', async () => {
    const { page } = await openTab(DESKTOP);
    let puts = 0;
    await page.route('**/api/storage/signed/**', async (route) => {
      puts++;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Storage unavailable' }) });
    });
    await page.goto(`${server.baseUrl}/admin/aed/${aedId}/pictures`);
    await picturesHeading(page).waitFor();
    const before = await pictureCount(page);
    await chooseFiles(page, 'Upload Picture', [{ name: 'offline-door.png', mimeType: 'image/png', buffer: await smallPng(200) }]);
    await page.getByRole('button', { name: 'Upload Failed - Click to Retry' }).waitFor({ timeout: 20_000 });
    expect(puts).toBe(3);
    await page.getByRole('alert').filter({ hasText: 'Upload failed after retries' }).waitFor();

    await page.reload();
    const pending = page.getByRole('region', { name: 'Pending uploads (1)' });
    await pending.waitFor();
    await pending.getByText('offline-door.png').waitFor();
    await pending.getByText('Upload failed after retries: Storage unavailable').waitFor();
    await shot(page, 'aed-pending-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unroute('**/api/storage/signed/**');
    await pending.getByRole('button', { name: 'Retry upload of offline-door.png' }).click();
    await pending.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('heading', { name: `Current Pictures (${before + 1})` }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pendingUploads'))).toBe('[]');
  });

  it('fits a 360 px phone', async () => {
    const { page } = await openTab(PHONE_360);
    await page.goto(`${server.baseUrl}/admin/aed/${aedId}/pictures`);
    await picturesHeading(page).waitFor();
    await shot(page, 'aed-pictures-360');
  });
});

describe('help center photo gallery', () => {
  it('uploads photos with a caption in the admin form, and anyone signed in sees them from the public table', async () => {
    const { page, errors } = await openTab(DESKTOP);
    await page.goto(`${server.baseUrl}/admin/helpcenter/${helpCenter.id}`);
    const heading = page.getByRole('heading', { name: /^Photos \(\d+\)$/ });
    await heading.waitFor();
    await page.getByLabel('Caption (optional, for the next upload)').fill('Main entrance');
    await chooseFiles(page, 'Upload Photos (up to 10)', [
      { name: 'entrance.png', mimeType: 'image/png', buffer: await smallPng(10) },
      { name: 'hall.png', mimeType: 'image/png', buffer: await smallPng(90) },
    ]);
    await page.getByText('Uploaded 2/2 files').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Photos (2)' }).waitFor();
    await page.getByRole('heading', { name: 'Photos (2)' }).scrollIntoViewIfNeeded();
    await shot(page, 'helpcenter-photos-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete asks first; Cancel keeps the photo.
    await page.getByRole('button', { name: 'Delete photo 2' }).click();
    await page.getByRole('alertdialog', { name: 'Delete photo' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('heading', { name: 'Photos (2)' }).count()).toBe(1);

    await page.goto(`${server.baseUrl}/helpcenter`);
    await page.getByPlaceholder('Search help centers...').fill(helpCenter.name);
    await page.getByRole('button', { name: `Photos of ${helpCenter.name}` }).first().click();
    const dialog = page.getByRole('dialog', { name: `Photos: ${helpCenter.name}` });
    await dialog.getByText('Photo 1 of 2').waitFor();
    const shown = dialog.getByRole('img', { name: 'Main entrance' });
    await expect.poll(() => shown.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await dialog.getByText('Photo 2 of 2').waitFor();
    expect(await seriousA11yViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await viewportShot(page, 'helpcenter-gallery-1280');
    expect(errors).toEqual([]);
  });

  it('fits a 360 px phone', async () => {
    const { page } = await openTab(PHONE_360);
    await page.goto(`${server.baseUrl}/admin/helpcenter/${helpCenter.id}`);
    await page.getByRole('heading', { name: /^Photos \(\d+\)$/ }).waitFor();
    await shot(page, 'helpcenter-photos-360');
    await page.goto(`${server.baseUrl}/helpcenter`);
    await page.getByPlaceholder('Search help centers...').fill(helpCenter.name);
    await page.getByRole('button', { name: `Photos of ${helpCenter.name}` }).first().click();
    await page.getByRole('dialog', { name: `Photos: ${helpCenter.name}` }).getByText(/^Photo 1 of \d+$/).waitFor();
    await viewportShot(page, 'helpcenter-gallery-360');
  });
});

describe('storage screen: upload test area (002 §2)', () => {
  it('uploads one AED photo and a help center gallery by typed ids', async () => {
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['360', PHONE_360],
    ] as const) {
      const { page, errors } = await openTab(viewport);
      await page.goto(`${server.baseUrl}/admin/storage`);
      const area = page.getByRole('region', { name: 'Upload test area' });
      await area.waitFor();
      const single = area.getByRole('button', { name: 'Upload AED Photo' });
      expect(await single.isDisabled()).toBe(true);
      await area.getByText('Please enter an AED ID to enable upload').waitFor();
      await area.getByText('Please enter a Help Center ID to enable upload').waitFor();
      await area.getByLabel('AED ID').fill(aedId);
      expect(await single.isEnabled()).toBe(true);
      await chooseFiles(page, 'Upload AED Photo', [{ name: `test-area-${size}.png`, mimeType: 'image/png', buffer: await smallPng(150) }]);
      await area.getByRole('button', { name: 'Upload Complete' }).waitFor({ timeout: 20_000 });
      await area.getByRole('link', { name: 'View file' }).waitFor();

      await area.getByLabel('Help Center ID').fill(helpCenter.id);
      await chooseFiles(page, 'Upload Gallery Photos (up to 10)', [
        { name: `a-${size}.png`, mimeType: 'image/png', buffer: await smallPng(20) },
        { name: `b-${size}.png`, mimeType: 'image/png', buffer: await smallPng(220) },
      ]);
      await area.getByText('Uploaded 2/2 files').waitFor({ timeout: 20_000 });
      await area.scrollIntoViewIfNeeded();
      await shot(page, `storage-test-area-${size}`);
      expect(await seriousA11yViolations(page, { include: 'section[aria-labelledby]' })).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  it('sends a pending upload again by its Retry button and shows what came of it', async () => {
    const { page, errors } = await openTab(DESKTOP);
    await page.route('**/api/storage/signed/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Storage unavailable' }) }),
    );
    await page.goto(`${server.baseUrl}/admin/storage`);
    const area = page.getByRole('region', { name: 'Upload test area' });
    await area.getByLabel('AED ID').fill(aedId);
    await chooseFiles(page, 'Upload AED Photo', [{ name: 'storage-retry.png', mimeType: 'image/png', buffer: await smallPng(300) }]);
    await area.getByRole('button', { name: 'Upload Failed - Click to Retry' }).waitFor({ timeout: 20_000 });
    await page.reload();
    const pending = page.getByRole('region', { name: 'Pending uploads (1)' });
    await pending.getByText('storage-retry.png').waitFor();

    await page.unroute('**/api/storage/signed/**');
    await pending.getByRole('button', { name: 'Retry upload of storage-retry.png' }).click();
    await pending.waitFor({ state: 'detached', timeout: 20_000 });
    // The result is said where the person looked, with a link to the file that arrived.
    const done = page.getByRole('status').filter({ hasText: 'storage-retry.png uploaded.' });
    const href = await done.getByRole('link', { name: 'View file' }).getAttribute('href');
    expect((await fetch(new URL(href!, server.baseUrl))).status).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('pendingUploads'))).toBe('[]');
    expect(errors).toEqual([]);
  });
});
