import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, PHONE_360, screenshot } from './helpers/browser';
import { noisePng } from './helpers/png';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * The storage browser (002 §2) against the real server and its local storage driver, as the demo
 * admin: create a folder, upload into it with a progress bar, see the stats move, clear the folder.
 * A member gets nothing. Screenshots: /tmp/shots/storage-*.png.
 */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
const FOLDER = `e2e-${Date.now().toString(36)}`;

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const statValue = async (page: Page, id: string) => (await page.getByTestId(`stat-${id}`).locator('dd').first().textContent())?.trim();
const statusText = async (page: Page) => (await page.getByTestId('storage-status').textContent())?.trim();

/** The progress bar's values as the page shows them, sampled on every change. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));
}

async function upload(page: Page, name: string, bytes: Buffer) {
  const form = page.getByRole('region', { name: 'Upload a file' });
  await form.getByLabel('File', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  const card = form.getByRole('region', { name: 'Upload result' });
  await card.waitFor({ timeout: 30_000 });
  return card;
}

describe('admin console: storage browser', () => {
  it('creates a folder, uploads into it with progress, sees the stats move, and clears the folder', { timeout: 180_000 }, async () => {
    const { page, errors } = await run.signedInTab(DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin/storage`);
    await page.getByRole('heading', { level: 1, name: 'Storage' }).waitFor();
    await page.getByText('Testing mode:').waitFor();
    await page.getByRole('list', { name: 'Storage tree' }).waitFor();
    await expect.poll(() => page.getByLabel('Storage statistics').getAttribute('aria-busy')).toBeNull();
    const filesBefore = Number(await statValue(page, 'total-files'));
    const imagesBefore = Number(await statValue(page, 'image-files'));
    await screenshot(page, 'storage-root-desktop');

    // New Folder: a blank name is refused, a real one is created under the root.
    await page.getByRole('button', { name: 'New Folder' }).click();
    const newFolder = page.getByRole('form', { name: 'New folder' });
    await newFolder.getByLabel('Folder name').fill('   ');
    await newFolder.getByRole('button', { name: 'Create' }).click();
    await newFolder.getByRole('alert').getByText('Please enter a folder name').waitFor();
    await newFolder.getByLabel('Folder name').fill(`  ${FOLDER}  `);
    await newFolder.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('storage-status').getByText(`Folder "${FOLDER}" created.`).waitFor();
    // The tree starts expanded at the root, so the new folder shows there too.
    await page.getByRole('list', { name: 'Storage tree' }).getByRole('button', { name: `Open ${FOLDER}` }).waitFor();
    await page.getByRole('list', { name: 'Folders' }).getByRole('button', { name: `Open ${FOLDER}` }).click();
    await page.getByRole('navigation', { name: 'Folder path' }).getByText(FOLDER).waitFor();
    expect(page.url()).toContain(`?path=${FOLDER}`);
    await page.getByText('This folder is empty.').waitFor();

    // Upload about 3 MB on a slow line, so the bar has something to show between 0 and 100.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_500_000 });
    const progress = await recordProgress(page);
    const card = await upload(page, 'Front door.png', noisePng(1000, 1000));
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await progress();
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((value) => value > 0 && value < 100), `progress seen: ${seen.join(', ')}`).toBe(true);
    const uploadForm = page.getByRole('region', { name: 'Upload a file' });
    expect(await uploadForm.getByRole('progressbar', { name: 'Upload complete' }).getAttribute('aria-valuenow')).toBe('100');
    const facts = await card.locator('dd').allTextContents();
    expect(facts[0]).toMatch(/\.png$/);
    expect(facts[2]).toBe('image/png');
    expect(facts[3]).toBe(`${FOLDER}/${facts[0]}`);
    const preview = card.getByRole('img', { name: `Preview of ${facts[0]}` });
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const viewHref = await card.getByRole('link', { name: 'View uploaded file (opens in a new tab)' }).getAttribute('href');
    expect((await fetch(new URL(viewHref!, run.server.baseUrl))).status).toBe(200);
    await screenshot(page, 'storage-uploaded-desktop');

    // The folder lists it, and the stats count it.
    const files = page.getByRole('list', { name: 'Files' });
    await files.getByText(facts[0], { exact: true }).waitFor();
    await expect.poll(() => statValue(page, 'total-files')).toBe(String(filesBefore + 1));
    await expect.poll(() => statValue(page, 'image-files')).toBe(String(imagesBefore + 1));

    // A second file, then Clear Files deletes both in one call.
    await upload(page, 'side.png', noisePng(40, 30));
    await page.getByRole('heading', { name: 'Files (2)' }).waitFor();
    await page.getByRole('button', { name: 'Clear Files' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear files' });
    await dialog.getByText('Delete all files in current folder?').waitFor();
    await screenshot(page, 'storage-clear-confirm-desktop');
    await dialog.getByRole('button', { name: 'Delete 2 files' }).click();
    await page.getByTestId('storage-status').getByText('Deleted 2 files. Failed: 0.').waitFor();
    await page.getByRole('heading', { name: 'Files (0)' }).waitFor();
    await expect.poll(() => statValue(page, 'total-files')).toBe(String(filesBefore));
    expect(await statusText(page)).toBe('Deleted 2 files. Failed: 0.');
    expect(await page.getByTestId('storage-alert').textContent()).toBe('');

    // Back to the root with Back; the folder itself stays.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('list', { name: 'Folders' }).getByRole('button', { name: `Open ${FOLDER}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page), 'storage @desktop').toEqual([]);
    expect(errors).toEqual([]);
  });

  it('works on a 360 px phone: no sideways scroll, no serious axe findings', { timeout: 120_000 }, async () => {
    const { page, errors } = await run.signedInTab(DEMO_ADMIN, PHONE_360);
    await page.goto(`${run.server.baseUrl}/admin/storage`);
    await page.getByRole('list', { name: 'Storage tree' }).waitFor();
    await page.getByRole('button', { name: 'New Folder' }).click();
    await page.getByRole('form', { name: 'New folder' }).getByLabel('Folder name').fill(`${FOLDER}-phone`);
    await page.getByRole('form', { name: 'New folder' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('list', { name: 'Folders' }).getByRole('button', { name: `Open ${FOLDER}-phone` }).click();
    await page.getByText('This folder is empty.').waitFor();
    await upload(page, 'a-rather-long-file-name-that-has-to-wrap-on-a-small-phone.png', noisePng(300, 200));
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page), 'storage @360px').toEqual([]);
    await screenshot(page, 'storage-uploaded-360');

    await page.getByRole('list', { name: 'Files' }).getByRole('button', { name: /^Delete a-rather-long/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete file' });
    await dialog.getByText(/^Delete a-rather-long.*\.png\?$/).waitFor();
    expect(await seriousA11yViolations(page), 'storage delete dialog @360px').toEqual([]);
    await screenshot(page, 'storage-delete-confirm-360');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('This folder is empty.').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a member "You need administrator rights" and no storage data; the API refuses them too', async () => {
    const { page } = await run.signedInTab(DEMO_MEMBER);
    const storageCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/storage')) storageCalls.push(request.url());
    });
    await page.goto(`${run.server.baseUrl}/admin/storage`);
    await page.getByRole('heading', { level: 1, name: 'You need administrator rights' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('list', { name: 'Storage tree' }).count()).toBe(0);
    expect(await page.getByText('Total Images').count()).toBe(0);
    expect(storageCalls).toEqual([]);
    await screenshot(page, 'storage-member-desktop');

    const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
    const answer = await fetch(`${run.server.baseUrl}/api/storage/list?path=`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(403);
  });
});
