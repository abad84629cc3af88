import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLANK_TILE, DEMO_ADMIN, DESKTOP, passwordGrantToken, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * The AED form as an admin meets it in Chromium: a save over another tab's save, a date that does
 * not exist, leaving with unsaved typing, and the toast that says a save worked.
 */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
const adminTab = run.adminTab;

let aedIds: string[] = [];
/** The registry's AEDs in list order, through the API; each test edits one of its own. */
async function aedId(index: number): Promise<string> {
  if (!aedIds.length) {
    const token = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
    const list = await fetch(`${run.server.baseUrl}/api/admin/aed?size=10`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ data: { id: string }[] }>);
    aedIds = list.data.map((a) => a.id);
  }
  return aedIds[index];
}

async function openAed(page: Page, id: string) {
  await page.goto(`${run.server.baseUrl}/admin/aed/${id}`);
  await expect.poll(() => notes(page).isVisible(), { timeout: 15_000 }).toBe(true);
}

const notes = (page: Page) => page.getByLabel(/^Notes$/);
const update = (page: Page) => page.getByRole('button', { name: 'Update', exact: true });

/** The element's box lies inside the window. */
const inView = (locator: Locator) => locator.evaluate((el) => {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
});

describe('a save over another tab\u2019s newer save', () => {
  for (const [viewport, name, index] of [[DESKTOP, '1280', 0], [PHONE_360, '360', 1]] as const) {
    it(`at ${name} px: the conflict comes into view with focus, compares, and the second save goes through with both changes`, async () => {
      const id = await aedId(index);
      const [first, second] = [await adminTab(viewport), await adminTab(viewport)];
      await openAed(first.page, id);
      await openAed(second.page, id);

      await first.page.getByLabel(/^City/).fill('Kranj (first tab)');
      await update(first.page).click();
      await first.page.waitForURL(`${run.server.baseUrl}/admin/aeds`);

      await notes(second.page).fill('Battery checked in the second tab');
      await update(second.page).scrollIntoViewIfNeeded();
      await update(second.page).click();
      const conflict = second.page.getByRole('group', { name: 'Save conflict' });
      await conflict.getByText('This AED was changed by someone else.').waitFor();
      // The Update button is at the bottom of a long form; the message is where the admin is.
      await expect.poll(() => inView(conflict)).toBe(true);
      expect(await conflict.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await notes(second.page).inputValue()).toBe('Battery checked in the second tab');

      await conflict.getByRole('button', { name: 'Compare and reapply' }).click();
      const rows = conflict.getByRole('list', { name: 'Fields that differ' }).getByRole('listitem');
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringMatching(/^CitySaved nowKranj \(first tab\) \(kept\)Yours.+$/),
        expect.stringMatching(/^NotesSaved now.*YoursBattery checked in the second tab \(kept\)$/),
      ]);
      await expect.poll(() => inView(conflict)).toBe(true);
      await screenshot(second.page, `forms-conflict-${name}`, { fullPage: false });

      await conflict.getByRole('button', { name: 'Reapply my edits' }).click();
      expect(await second.page.getByLabel(/^City/).inputValue()).toBe('Kranj (first tab)');
      expect(await notes(second.page).inputValue()).toBe('Battery checked in the second tab');
      await update(second.page).click();
      await second.page.waitForURL(`${run.server.baseUrl}/admin/aeds`);
      await second.page.locator('.Toastify__toast-container--top-right .Toastify__toast--success').getByText('AED updated').waitFor();

      const token = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
      const saved = await fetch(`${run.server.baseUrl}/api/admin/aed/${id}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ city: string; notes: string }>);
      expect(saved).toMatchObject({ city: 'Kranj (first tab)', notes: 'Battery checked in the second tab' });
      expect([...first.errors, ...second.errors]).toEqual([]);
    });
  }
});

describe('a date that does not exist', () => {
  it("02/30/2026 typed into Battery Expiry says 'Enter a real date' and saves nothing", async () => {
    const id = await aedId(2);
    const { page, errors } = await adminTab();
    await openAed(page, id);
    const battery = page.getByLabel(/^Battery Expiry/);
    const before = await battery.inputValue();
    await battery.click();
    await page.keyboard.type('02302026');
    // What Chromium reports for it: no value, and badInput.
    expect(await battery.evaluate((el: HTMLInputElement) => [el.value, el.validity.badInput])).toEqual(['', true]);
    let puts = 0;
    page.on('request', (request) => void (request.method() === 'PUT' && puts++));
    await update(page).click();
    await expect.poll(() => battery.getAttribute('aria-invalid')).toBe('true');
    // Beside the field (and in the list of errors above the form).
    expect(await battery.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('Enter a real date');
    expect(puts).toBe(0);
    expect(page.url()).toBe(`${run.server.baseUrl}/admin/aed/${id}`);

    const token = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
    const saved = await fetch(`${run.server.baseUrl}/api/admin/aed/${id}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ batteryExpiry: string | null }>);
    expect((saved.batteryExpiry ?? '').slice(0, 10)).toBe(before);
    expect(errors).toEqual([]);
  });
});

describe('leaving with unsaved typing', () => {
  for (const [viewport, name] of [[DESKTOP, '1280'], [PHONE_360, '360']] as const) {
    it(`at ${name} px: Cancel asks 'Leave without saving?'; Stay (focused, Escape too) keeps the typing, Leave goes`, async () => {
      const { page, errors } = await adminTab(viewport);
      await openAed(page, await aedId(3));
      await notes(page).fill('Not saved yet');
      await page.getByRole('link', { name: 'Cancel' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await ask.getByText('Your changes will be lost.').waitFor();
      expect(await ask.getByRole('button', { name: 'Stay' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(page, `forms-leave-${name}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await ask.waitFor({ state: 'detached' });
      expect(await notes(page).inputValue()).toBe('Not saved yet');

      // Tab from Stay reaches Leave; Enter there leaves.
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect.poll(() => ask.getByRole('button', { name: 'Stay' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await ask.getByRole('button', { name: 'Leave' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${run.server.baseUrl}/admin/aeds`);
      expect(errors).toEqual([]);
    });
  }

  it('closing the tab with unsaved typing gets the browser\u2019s own question', async () => {
    const { page } = await adminTab();
    await openAed(page, await aedId(3));
    await notes(page).fill('Not saved yet');
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
  });
});
