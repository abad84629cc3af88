import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLANK_TILE, DEMO_MEMBER, DESKTOP, logIn, PHONE_360, screenshot } from './helpers/browser';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/** The legacy dashboard's NFC tags, changelogs, store items and type catalogues (002 §2) as the demo admin uses them. */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

/** True once the image has arrived and decoded (a broken icon has no natural width). */
const loaded = (page: Page, alt: string) => page.getByRole('img', { name: alt, exact: true }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('legacy dashboard: NFC tags, changelog, store items and type catalogues', () => {
  it('adds an NFC tag in the slide-over, its place picked on the map and typed', async () => {
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/dashboard/nfcTags`);
    const table = page.getByRole('table', { name: 'NFC tags' });
    await table.getByRole('row').nth(12).waitFor();
    expect(await table.getByRole('row').count()).toBe(13);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '+ Add new nfc tag' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new nfc tag' });
    await panel.getByRole('button', { name: 'Create NFC tag' }).click();
    await panel.getByText('This field is required!').waitFor();
    await panel.getByLabel('Name').fill('Test: Šmarna gora – Gostilna Ledinek');
    await panel.getByLabel('Description').fill('Ob vhodu v kočo');
    // A click on the map sets both coordinates.
    const map = panel.getByTestId('nfc-tag-map');
    await map.click({ position: { x: 120, y: 90 } });
    await expect.poll(() => panel.getByLabel('Latitude', { exact: true }).inputValue()).not.toBe('');
    expect(Number(await panel.getByLabel('Longitude', { exact: true }).inputValue())).toBeGreaterThan(10);
    // Typed coordinates move the marker.
    await panel.getByLabel('Latitude', { exact: true }).fill('46.1236');
    await panel.getByLabel('Longitude', { exact: true }).fill('14.4621');
    await expect.poll(() => map.getAttribute('data-center')).toBe('46.1236,14.4621');
    await panel.getByLabel('Value points').fill('-5');
    await panel.getByRole('button', { name: 'Create NFC tag' }).click();
    await panel.getByText('Value points must be 0 or more').waitFor();
    await panel.getByLabel('Value points').fill('15');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-nfc-panel');
    await panel.getByRole('button', { name: 'Create NFC tag' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.getByPlaceholder('Search by name or description...').fill('smarna gora - gostilna');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const row = table.getByRole('row').nth(1);
    expect(await row.innerText()).toMatch(/Test: Šmarna gora – Gostilna Ledinek[\s\S]*Ob vhodu v kočo[\s\S]*46\.12360[\s\S]*14\.46210[\s\S]*15/);

    // Edit as an admin expects: the same panel, filled in.
    await row.getByRole('button', { name: 'Edit Test: Šmarna gora – Gostilna Ledinek' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit NFC tag' });
    expect(await edit.getByLabel('Latitude', { exact: true }).inputValue()).toBe('46.1236');
    await edit.getByLabel('Value points').fill('20');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/14\.46210\s+20\b/);
    expect(errors).toEqual([]);
  });

  it('adds, edits and deletes an Android changelog entry; the date is typed MM/DD/YYYY', async () => {
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/dashboard/changelog`);
    const ios = page.getByRole('table', { name: 'iOS changelog' });
    const android = page.getByRole('table', { name: 'Android changelog' });
    await ios.getByRole('row').nth(1).waitFor();
    await android.getByRole('row').nth(1).waitFor();
    expect(await android.getByRole('row').nth(1).innerText()).toContain('2.10.1');

    await page.getByRole('button', { name: '+ Add Android entry' }).click();
    const panel = page.getByRole('dialog', { name: 'Add Android entry' });
    await panel.getByRole('button', { name: 'Create Android changelog entry' }).click();
    expect(await panel.getByText('This field is required!').count()).toBe(2);
    await panel.getByLabel('Version').fill('3.0.0');
    await panel.getByLabel('Date (MM/DD/YYYY)').fill('02/30/2026');
    await panel.getByLabel('Description').fill('Demo test: nova različica z zemljevidom v temnem načinu.');
    await panel.getByRole('button', { name: 'Create Android changelog entry' }).click();
    await panel.getByText('Enter a real date as MM/DD/YYYY').waitFor();
    await panel.getByLabel('Date (MM/DD/YYYY)').fill('03/15/2026');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Create Android changelog entry' }).click();
    await panel.waitFor({ state: 'detached' });
    const first = android.getByRole('row').nth(1);
    await expect.poll(() => first.innerText()).toMatch(/3\.0\.0\s+15\. 03\. 2026\s+Demo test: nova različica/);
    // iOS is another list: its newest entry did not change.
    expect(await ios.getByRole('row').nth(1).innerText()).toContain('2.10.1');

    // A second 3.0.0 on Android is refused beside the version.
    await page.getByRole('button', { name: '+ Add Android entry' }).click();
    const twice = page.getByRole('dialog', { name: 'Add Android entry' });
    await twice.getByLabel('Version').fill('3.0.0');
    await twice.getByLabel('Description').fill('Again');
    await twice.getByRole('button', { name: 'Create Android changelog entry' }).click();
    await twice.getByText('Android already has a changelog entry with this version').first().waitFor();
    await twice.getByRole('button', { name: 'Cancel' }).click();
    // What was typed is not saved: Cancel asks first.
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await twice.waitFor({ state: 'detached' });

    await first.getByRole('button', { name: 'Edit Android 3.0.0' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Android changelog entry' });
    expect(await edit.getByLabel('Date (MM/DD/YYYY)').inputValue()).toBe('03/15/2026');
    await edit.getByLabel('Version').fill('3.0.1');
    await edit.getByLabel('Date (MM/DD/YYYY)').fill('03/16/2026');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => first.innerText()).toMatch(/3\.0\.1\s+16\. 03\. 2026/);

    await first.getByRole('button', { name: 'Delete Android 3.0.1' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Android 3.0.1' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => first.innerText()).toContain('2.10.1');
    expect(await android.getByText('3.0.1').count()).toBe(0);
    await screenshot(page, 'dashboard-changelog-1280');
    expect(errors).toEqual([]);
  });

  it('adds a store item with the seeds\' defaults and shows it with two decimals and the currency', async () => {
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/dashboard/storeItems`);
    const table = page.getByRole('table', { name: 'Store items' });
    await table.getByRole('row').nth(12).waitFor();

    await page.getByRole('button', { name: '+ Add new store item' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new store item' });
    // 002 §9: language sl, currency eur, discount points 0, stock 0, not available.
    expect(await panel.getByLabel('Currency').inputValue()).toBe('eur');
    expect(await panel.getByLabel('Language').inputValue()).toBe('sl');
    expect(await panel.getByLabel('Discount points requirement').inputValue()).toBe('0');
    expect(await panel.getByLabel('Stock').inputValue()).toBe('0');
    expect(await panel.getByLabel('Available').isChecked()).toBe(false);
    await panel.getByRole('button', { name: 'Create Store item' }).click();
    expect(await panel.getByText('This field is required!').count()).toBe(5);
    await panel.getByLabel(/^Name/).fill('Test: Trak za merjenje srčnega utripa');
    await panel.getByLabel('Short description').fill('Za srčne aktivnosti');
    await panel.getByLabel(/^Description/).fill('Prsni trak z Bluetooth povezavo.');
    await panel.getByLabel('Base price').fill('19.99');
    await panel.getByLabel('Discounted price').fill('24.50');
    await panel.getByRole('button', { name: 'Create Store item' }).click();
    await panel.getByText('The discounted price must not be above the base price').waitFor();
    await panel.getByLabel('Discounted price').fill('14.9');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-store-item-panel');
    await panel.getByRole('button', { name: 'Create Store item' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.getByPlaceholder('Search store items...').fill('srcnega utripa');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const row = table.getByRole('row').nth(1);
    expect(await row.innerText()).toMatch(/19\.99 EUR\s+14\.90 EUR\s+Not available\s+0\s+sl/);
    await row.getByRole('button', { name: 'Details of Test: Trak za merjenje srčnega utripa' }).click();
    const details = page.getByRole('dialog', { name: 'Test: Trak za merjenje srčnega utripa' });
    expect(await details.innerText()).toMatch(/Base price\s+19\.99 EUR\s+Discounted price\s+14\.90 EUR\s+Discount points requirement\s+0\s+Stock\s+0\s+Status\s+Not available/);
    expect(await details.innerText()).toContain('Slovenian (sl)');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-store-item-details');
    expect(errors).toEqual([]);
  });

  it('shows the catalogues with their icons, one link away from each other', async () => {
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/dashboard`);
    await page.getByRole('region', { name: 'Dashboard administration' }).getByRole('link', { name: 'Type catalogues' }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/types/SportActivityTypes`);
    const nav = page.getByRole('navigation', { name: 'Type catalogues' });
    await nav.getByRole('link', { name: 'Event activity types' }).click();
    await page.getByRole('heading', { level: 1, name: 'Event activity types' }).waitFor();
    const events = page.getByRole('table', { name: 'Event activity types' });
    expect(await events.getByRole('row').nth(1).innerText()).toMatch(/First aid course\s+50\s+1/);
    await expect.poll(() => loaded(page, 'First aid course icon')).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-types-event-1280');

    await nav.getByRole('link', { name: 'Weather types' }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/types/WeatherType`);
    await expect.poll(() => loaded(page, 'Thunderstorm icon')).toBe(true);
    expect(await page.getByRole('table', { name: 'Weather types' }).getByRole('row').nth(1).innerText()).toMatch(/Clear sky\s+1\s+800/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Club types' }).click();
    await page.getByRole('table', { name: 'Club types' }).getByText('FriendList').waitFor();
    await nav.getByRole('link', { name: 'Club category types' }).click();
    await page.getByRole('table', { name: 'Club category types' }).getByText('Personal', { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Live mining categories' }).click();
    await expect.poll(() => loaded(page, 'Cycling icon')).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('works at 360 px: no sideways page scroll on any of the screens', async () => {
    const { page, errors } = await run.adminTab(PHONE_360);
    const screens: [string, string][] = [
      ['nfcTags', 'NFC tags'],
      ['changelog', 'Android changelog'],
      ['storeItems', 'Store items'],
      ['types/HeartActivityTypes', 'Heart activity types'],
      ['types/ClubTypes', 'Club types'],
    ];
    for (const [path, tableName] of screens) {
      await page.goto(`${run.server.baseUrl}/dashboard/${path}`);
      await page.getByRole('table', { name: tableName }).getByRole('row').nth(1).waitFor();
      expect(await noSidewaysScroll(page), path).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await screenshot(page, `dashboard-${path.replace('/', '-')}-360`);
    }
    await page.goto(`${run.server.baseUrl}/dashboard/nfcTags`);
    await page.getByRole('button', { name: '+ Add new nfc tag' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new nfc tag' });
    expect((await panel.boundingBox())?.width).toBe(360);
    await screenshot(page, 'dashboard-nfc-panel-360');
    expect(errors).toEqual([]);
  });

  it('a member sees that administrator rights are needed, and no data', async () => {
    const context = await run.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => /\/api\/(admin\/|EventActivityTypes)/.test(r.url()) && calls.push(r.url()));
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    for (const path of ['nfcTags', 'changelog', 'storeItems', 'types/EventActivityTypes']) {
      await page.goto(`${run.server.baseUrl}/dashboard/${path}`);
      await page.getByText('You need administrator rights').waitFor();
    }
    expect(calls).toEqual([]);
  });
});
