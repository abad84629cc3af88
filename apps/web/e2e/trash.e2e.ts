import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, DESKTOP, logIn, PHONE_360, screenshot, passwordGrantToken } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';
import { newAedPayload } from '../../server/test/helpers/aed-payload';

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
let adminToken: string;

async function api<T>(method: string, path: string, body?: object): Promise<{ status: number; body: T }> {
  const response = await fetch(`${run.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function newAed(description: string): Promise<string> {
  const created = await api<{ id: string }>('POST', '/api/admin/aed', { ...newAedPayload(description), serialNumber: 'SN-TRASH', contactEmail: 'trash-test@maintainers.test' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** Deletes an AED from its edit page, as an admin does: asked first, then back on the list. */
async function deleteFromEditPage(page: Page, id: string) {
  await page.goto(`${run.server.baseUrl}/admin/aed/${id}`);
  await page.getByRole('button', { name: 'Delete AED' }).click();
  await page.getByRole('alertdialog', { name: 'Delete AED' }).getByRole('button', { name: 'Delete' }).click();
  // The list comes back as it was left (its search stays in the address).
  await page.waitForURL(/\/admin\/aeds(\?.*)?$/);
}

/** The AED list searched for `text`: the rows that show. */
async function searchAeds(page: Page, text: string) {
  await page.getByPlaceholder('Search AEDs...').fill(text);
  return page.getByRole('table', { name: 'AEDs' }).getByRole('row');
}

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
});

describe('trash in the admin console', () => {
  it('delete an AED and undo from the toast; delete another and restore it from the Trash page', async () => {
    const stamp = Date.now();
    const undone = `Trash undo ${stamp}`;
    const restored = `Trash restore ${stamp}`;
    const forever = `Trash forever ${stamp}`;
    const undoneId = await newAed(undone);
    const restoredId = await newAed(restored);
    const foreverId = await newAed(forever);

    const context = await run.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);

    // Delete, then Undo in the toast: the AED is back in the list.
    await deleteFromEditPage(page, undoneId);
    const toast = page.locator('.Toastify').getByText('Moved to the trash.');
    await toast.waitFor();
    expect((await api('GET', `/api/aed/${undoneId}`)).status).toBe(404);
    await page.locator('.Toastify').getByRole('button', { name: 'Undo' }).click();
    await page.locator('.Toastify').getByText(`Restored ${undone}`).waitFor();
    const rows = await searchAeds(page, undone);
    await rows.filter({ hasText: undone }).waitFor();
    expect((await api('GET', `/api/aed/${undoneId}`)).status).toBe(200);

    // Delete another and let the toast go: it waits in the Trash.
    await deleteFromEditPage(page, restoredId);
    await deleteFromEditPage(page, foreverId);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
    const trash = page.getByRole('table', { name: 'Trash' });
    await trash.getByRole('row').filter({ hasText: restored }).waitFor();
    expect(await trash.getByRole('row').filter({ hasText: restored }).getByRole('cell').nth(1).innerText()).toBe('AED');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'trash-desktop');

    await trash.getByRole('button', { name: `Restore ${restored}` }).click();
    await page.locator('.Toastify').getByText(`Restored ${restored}`).waitFor();
    await expect.poll(() => trash.getByRole('row').filter({ hasText: restored }).count()).toBe(0);
    expect((await api('GET', `/api/aed/${restoredId}`)).status).toBe(200);

    // Delete forever asks first, with the keyboard: Cancel has the focus, so Enter by habit keeps it.
    const purgeButton = trash.getByRole('button', { name: `Delete ${forever} forever` });
    await purgeButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete forever' });
    await dialog.getByText(`Delete "${forever}" forever? It can no longer be restored, and its files are removed.`).waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await trash.getByRole('row').filter({ hasText: forever }).count()).toBe(1);
    await purgeButton.click();
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect.poll(() => trash.getByRole('row').filter({ hasText: forever }).count()).toBe(0);
    const search = await api<{ data: unknown[] }>('GET', `/api/admin/trash?search=${encodeURIComponent(forever)}`);
    expect(search.body.data).toEqual([]);

    // The restored AED is in the console's list again.
    await page.goto(`${run.server.baseUrl}/admin/aeds`);
    await (await searchAeds(page, restored)).filter({ hasText: restored }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("deletes one picture on the AED's pictures page and brings it back with Undo", async () => {
    const title = `Trash picture ${Date.now()}`;
    const id = await newAed(title);
    expect((await api('POST', '/api/admin/aed-picture', { aedId: id, url: `${run.server.baseUrl}/favicon.svg` })).status).toBe(201);
    const context = await run.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin/aed/${id}/pictures`);
    await page.getByRole('heading', { name: 'Current Pictures (1)' }).waitFor();
    await page.getByRole('button', { name: 'Delete picture 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Current Pictures (0)' }).waitFor();
    expect((await api<{ pictures: unknown[] }>('GET', `/api/aed/${id}`)).body.pictures).toEqual([]);
    await page.locator('.Toastify').getByRole('button', { name: 'Undo' }).click();
    await page.locator('.Toastify').getByText(`Restored Picture of ${title}`).waitFor();
    await page.getByRole('heading', { name: 'Current Pictures (1)' }).waitFor();
    expect((await api<{ pictures: { url: string }[] }>('GET', `/api/aed/${id}`)).body.pictures.map((p) => p.url)).toEqual([`${run.server.baseUrl}/favicon.svg`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable at 360 px: filters by kind, no sideways scroll, no serious axe violations', async () => {
    const stamp = Date.now();
    const title = `Trash phone ${stamp}`;
    const id = await newAed(title);
    expect((await api('DELETE', `/api/admin/aed/${id}`)).status).toBe(204);
    const context = await run.browser.newContext({ viewport: PHONE_360 });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin/trash`);
    await page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    await page.getByLabel('Kind').selectOption('helpservice');
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    await page.getByLabel('Kind').selectOption('aed');
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'trash-360');
    expect(errors).toEqual([]);
    await context.close();
  });
});
