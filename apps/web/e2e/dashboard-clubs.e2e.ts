import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, logIn, PHONE_360, screenshot } from './helpers/browser';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/** The legacy dashboard's clubs (002 §2, §4) as the demo admin manages them; a member sees none. */

const run = serverAndBrowser();

const table = (page: Page) => page.getByRole('table', { name: 'Clubs' });
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('legacy dashboard: clubs', () => {
  it('an admin creates a club (Pending, FriendList, Personal by default) and activates it after a confirmation', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard`);
    await page.getByRole('region', { name: 'Dashboard administration' }).getByRole('link', { name: 'Clubs' }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/Clubs`);
    await page.getByRole('heading', { level: 1, name: 'Clubs' }).waitFor();
    // The demo clubs, newest first: the ones waiting for review have Activate, approved ones do not.
    await table(page).getByText('Demo: PGD Žiri').waitFor();
    expect(await table(page).getByRole('button', { name: 'Activate Demo: Prijatelji s Šmarne gore' }).count()).toBe(1);
    expect(await table(page).getByRole('button', { name: 'Activate Demo: PGD Žiri' }).count()).toBe(0);

    await page.getByRole('button', { name: '+ Add new club' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new club' });
    const typeSelect = panel.getByRole('combobox', { name: /^Club type/ });
    await typeSelect.waitFor();
    await expect.poll(() => typeSelect.locator('option:checked').innerText()).toBe('FriendList');
    expect(await panel.getByRole('combobox', { name: /^Club category/ }).locator('option:checked').innerText()).toBe('Personal');
    expect(await panel.getByRole('combobox', { name: /^Status/ }).locator('option:checked').innerText()).toBe('Pending');
    await panel.getByRole('button', { name: 'Create Club' }).click();
    expect(await panel.getByText('This field is required!').count()).toBe(4);

    await panel.getByLabel('Name').fill('Gorski reševalci Žiri');
    await panel.getByLabel(/^Icon/).fill('/icons/catalogues/event-mountain.svg');
    await panel.getByLabel(/^Activation code/).fill('GRS-ZIRI-2026');
    await panel.getByLabel(/^Wallet address/).fill(WALLET);
    await panel.getByRole('combobox', { name: /^Club type/ }).selectOption({ label: 'Hiking club' });
    await panel.getByLabel('Public', { exact: true }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-clubs-add-panel');
    await panel.getByRole('button', { name: 'Create Club' }).click();
    await panel.waitFor({ state: 'detached' });

    // Search ignores case and diacritics, after the 500 ms pause.
    await page.getByPlaceholder('Search by club name...').fill('ZIRI');
    await expect.poll(() => table(page).getByRole('row').count()).toBe(3);
    const row = table(page).getByRole('row').filter({ hasText: 'Gorski reševalci Žiri' });
    expect(await row.innerText()).toMatch(/Hiking club\s+Personal\s+Pending\s+Public/);

    await row.getByRole('button', { name: 'Activate Gorski reševalci Žiri' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Activate club' });
    await confirm.getByText('Activate Gorski reševalci Žiri? Its status becomes Approved.').waitFor();
    await screenshot(page, 'dashboard-clubs-activate');
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('Approved');
    expect(await row.getByRole('button', { name: /^Activate/ }).count()).toBe(0);

    // The edit panel shows the change in the club's history.
    await row.getByRole('button', { name: 'Edit Gorski reševalci Žiri' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Club' });
    await edit.getByRole('region', { name: 'History' }).getByText('Updated club').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });

  it('shows every field of a club in the details slide-over', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/Clubs`);
    await table(page).getByRole('button', { name: 'Details of Demo: Planinsko društvo Škofja Loka' }).click();
    const details = page.getByRole('dialog', { name: 'Demo: Planinsko društvo Škofja Loka' });
    const text = await details.innerText();
    expect(text).toMatch(/Type\s+Hiking club/);
    expect(text).toMatch(/Category\s+Sports and recreation/);
    expect(text).toMatch(/Status\s+Approved/);
    expect(text).toMatch(/Activation code\s+DEMO-PD-SKOFJA-LOKA/);
    expect(text).toMatch(/Wallet address\s+0x[0-9a-f]{40}/);
    expect(text).toMatch(/Points collected\s+2300/);
    expect(text).toMatch(/Created by\s+Marko Kranjc/);
    // The icon arrives and decodes (an <img> with an address is not yet a picture).
    const icon = details.getByRole('img', { name: 'Icon of Demo: Planinsko društvo Škofja Loka' });
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-clubs-details');
    expect(errors).toEqual([]);
  });

  it('works at 360 px: no sideways page scroll, no serious accessibility findings', async () => {
    const { page, errors } = await run.tab(PHONE_360);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/Clubs`);
    await table(page).getByRole('row').nth(1).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-clubs-360');
    await page.getByRole('button', { name: '+ Add new club' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new club' });
    await panel.getByRole('combobox', { name: /^Club category/ }).waitFor();
    expect((await panel.boundingBox())?.width).toBe(360);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-clubs-add-360');
    expect(errors).toEqual([]);
  });

  it('a member sees that administrator rights are needed, and no club data', async () => {
    const { page } = await run.tab();
    const calls: string[] = [];
    page.on('request', (r) => /\/api\/admin\//.test(r.url()) && calls.push(r.url()));
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    await page.goto(`${run.server.baseUrl}/dashboard/Clubs`);
    await page.getByText('You need administrator rights').waitFor();
    expect(await page.getByText('Demo: PGD Žiri').count()).toBe(0);
    expect(calls).toEqual([]);
  });
});
