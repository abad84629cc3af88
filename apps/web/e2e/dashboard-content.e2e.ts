import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, logIn, PHONE_360, screenshot } from './helpers/browser';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/** The legacy dashboard's advertisements and news (002 §2) as the demo admin sees them; a member sees none. */

const run = serverAndBrowser();

const table = (page: Page) => page.getByRole('table', { name: 'Advertisements' });

describe('legacy dashboard: advertisements and news', () => {
  it('an admin reaches the screens from the sidebar and the dashboard home', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard`);
    const home = page.getByRole('region', { name: 'Dashboard administration' });
    await home.getByRole('link', { name: 'Advertisements' }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/ads`);
    await page.getByRole('heading', { level: 1, name: 'Advertisements' }).waitFor();
    // Newest first, 12 a page, dates as D. MM. YYYY, HH:mm.
    await table(page).getByRole('row').nth(12).waitFor();
    expect(await table(page).getByRole('row').count()).toBe(13);
    const firstDate = await table(page).getByRole('row').nth(1).locator('time').innerText();
    expect(firstDate).toMatch(/^\d{1,2}\. \d{2}\. \d{4}, \d{2}:\d{2}$/);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'News' }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/news`);
    await page.getByRole('table', { name: 'News' }).getByText('Demo: 1,000 AEDs on the map').waitFor();
    expect(await page.getByRole('table', { name: 'News' }).getByText('Published', { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('adds, finds, edits and deletes an advertisement through the side panel; required fields are named', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/ads`);
    await table(page).getByRole('row').nth(1).waitFor();

    await page.getByRole('button', { name: '+ Add new' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new' });
    await panel.getByRole('button', { name: 'Create Advertisement' }).click();
    expect(await panel.getByText('This field is required!').count()).toBe(3);
    await panel.getByLabel('Title').fill('Tečaj TPO v Žireh');
    await panel.getByLabel('Url').fill('https://example.org/ziri');
    await panel.getByLabel('Text').fill('Vsak četrtek ob 18h.');
    await panel.getByLabel('Language').selectOption('si');
    await panel.getByLabel('Active').check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-ads-panel');
    await panel.getByRole('button', { name: 'Create Advertisement' }).click();
    await panel.waitFor({ state: 'detached' });

    // The newest is first; search ignores case and diacritics, after the 500 ms pause.
    await expect.poll(() => table(page).getByRole('row').nth(1).innerText()).toContain('Tečaj TPO v Žireh');
    await page.getByPlaceholder('Search by ad title...').fill('ZIREH');
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);
    const row = table(page).getByRole('row').nth(1);
    expect(await row.innerText()).toContain('Active');

    await row.getByRole('button', { name: 'Edit Tečaj TPO v Žireh' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Advertisement' });
    expect(await edit.getByLabel('Url').inputValue()).toBe('https://example.org/ziri');
    await edit.getByLabel('Title').fill('Tečaj TPO v Žireh in Idriji');
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('Not Active');
    expect(await row.innerText()).toContain('Tečaj TPO v Žireh in Idriji');

    // Escape with unsaved typing asks first; Stay keeps it, and Cancel asks too.
    await row.getByRole('button', { name: /^Edit / }).click();
    await edit.getByLabel('Text').fill('Changed but not saved');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Stay' }).click();
    expect(await edit.getByLabel('Text').inputValue()).toBe('Changed but not saved');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();

    await row.getByRole('button', { name: 'Delete Tečaj TPO v Žireh in Idriji' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Advertisement' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No advertisements match "ZIREH"').waitFor();
    expect(errors).toEqual([]);
  });

  it('pages with Previous and Next; Next is gone on the last page', async () => {
    const { page } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/ads`);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Page 2 of 2').waitFor();
    // The pager moves at once; the rows (and whether Next shows) follow the page's answer.
    await expect.poll(() => table(page).getByRole('row').count()).toBeLessThan(13);
    expect(await pager.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByText('Page 1 of 2').waitFor();
  });

  it('works at 360 px: no sideways page scroll, the panel fills the screen', async () => {
    const { page, errors } = await run.tab(PHONE_360);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/news`);
    await page.getByRole('table', { name: 'News' }).getByRole('row').nth(1).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-news-360');
    await page.getByRole('button', { name: '+ Add new' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new' });
    const box = await panel.boundingBox();
    expect(box?.width).toBe(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reads the request audit for a range: the web app’s own calls by route pattern; a backwards range asks nothing', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/ads`);
    await table(page).getByRole('row').nth(1).waitFor();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Request audit' }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/audit`);
    const audit = page.getByRole('table', { name: 'Request audit' });
    const adsRow = audit.getByRole('row').filter({ hasText: '/api/admin/Advertisements' }).first();
    await adsRow.waitFor();
    expect(await adsRow.innerText()).toContain('aedatlas-web');
    expect(await adsRow.innerText()).toContain('Linux');
    await screenshot(page, 'dashboard-request-audit');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/admin/RequestAudit') && calls.push(r.url()));
    const until = await page.getByLabel('Until').inputValue();
    await page.getByLabel('From').fill(until.replace(/^(\d{4})/, (y) => String(Number(y) + 1)));
    await page.getByText('The from date must be before the until date').waitFor();
    await page.getByText('Choose a valid range to see the requests').waitFor();
    expect(calls).toEqual([]);
    await page.getByLabel('From').fill('2020-01-01T00:00');
    await page.getByLabel('Until').fill('2020-01-02T00:00');
    await page.getByText('No requests in this range').waitFor();
    expect(calls.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('the API explorer shows our OpenAPI document as collapsible JSON; another site’s address is explained, not proxied', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/jsonViewer`);
    const byPath = page.getByRole('form', { name: 'By path of this API' });
    await byPath.getByRole('button', { name: 'Show JSON' }).click();
    await byPath.getByText('Field is required!').waitFor();
    await byPath.getByLabel('Path').fill('docs/json');
    await byPath.getByRole('button', { name: 'Show JSON' }).click();
    const tree = page.getByRole('list', { name: 'JSON answer' });
    await tree.getByText('"openapi":').waitFor();
    const paths = tree.getByRole('button', { name: /"paths":/ });
    expect(await paths.getAttribute('aria-expanded')).toBe('true');
    await tree.getByText('"/api/admin/Advertisements":').waitFor();
    await paths.click();
    expect(await paths.getAttribute('aria-expanded')).toBe('false');
    expect(await tree.getByText('"/api/admin/Advertisements":').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-json-viewer');

    const byUrl = page.getByRole('form', { name: 'By full address and token' });
    await byUrl.getByLabel('Address').fill(`${run.server.baseUrl}/api/admin/News?itemsPerPage=1`);
    await byUrl.getByRole('button', { name: 'Use my token' }).click();
    await byUrl.getByRole('button', { name: 'Show JSON' }).click();
    await page.getByText('Status 200').waitFor();
    await tree.getByText('"totalCount":').waitFor();
    await byUrl.getByLabel('Address').fill('https://api.elsewhere.example/admin/x');
    await byUrl.getByRole('button', { name: 'Show JSON' }).click();
    await page.getByText(/did not let this page read https:\/\/api\.elsewhere\.example/).waitFor();
    expect(errors.filter((e) => !e.includes('Content Security Policy') && !e.includes('Refused to connect'))).toEqual([]);
  });

  it('charts tracked activities: switching the type changes the chart', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/trackedActivities`);
    const chart = page.getByTestId('tracked-chart');
    await chart.getByText(/records from .* total .* steps/).waitFor();
    // Recharts draws the bars as SVG paths inside the chart.
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(10);
    await page.getByLabel('Activity type').selectOption({ label: 'Heart rate (bpm)' });
    await chart.getByText(/total .* bpm, highest \d+ bpm/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-tracked-activities');
    await page.getByLabel('From').fill('2001-01-01T00:00');
    await page.getByLabel('Until').fill('2001-01-02T00:00');
    await page.getByText('No track activities for selected activity type or date range.').waitFor();
    expect(errors).toEqual([]);
  });

  it('a member sees that administrator rights are needed, and no data', async () => {
    const { page } = await run.tab();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/admin/') && calls.push(r.url()));
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    await page.goto(`${run.server.baseUrl}/dashboard/ads`);
    await page.getByText('You need administrator rights').waitFor();
    expect(await page.getByText('Demo:').count()).toBe(0);
    expect(calls).toEqual([]);
    // Their own dashboard stays theirs, without the admin links.
    await page.goto(`${run.server.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Quick links' }).waitFor();
    expect(await page.getByRole('region', { name: 'Dashboard administration' }).count()).toBe(0);
  });
});
