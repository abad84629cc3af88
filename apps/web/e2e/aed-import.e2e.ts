import { beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, DESKTOP, logIn, PHONE_360, screenshot, passwordGrantToken } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
let adminToken: string;

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
});

const adminApi = (path: string, init: RequestInit = {}) =>
  fetch(`${run.server.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', ...init.headers } });

const osmCsv = (name: string) => Buffer.from(`@id,@type,@lat,@lon,name,addr:city\n9990000001,node,46.0512,14.5051,${name},Ljubljana\n9990000002,node,46.0522,14.5061,Second ${name},Ljubljana\n`);

describe('import from OpenStreetMap in the console', () => {
  it('the admin uploads an OSM CSV, reads its dry run, applies it, reads the report and resolves a conflict', async () => {
    const word = `Importcheck${Date.now()}`;
    const context = await run.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Import from OSM' }).click();
    await page.getByRole('heading', { name: 'Import from OpenStreetMap', level: 1 }).waitFor();
    await page.getByText('No open conflicts').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const importFile = async (name: string) => {
      await page.getByLabel('OpenStreetMap export (CSV or GeoJSON)').setInputFiles({ name: 'extract.csv', mimeType: 'text/csv', buffer: osmCsv(name) });
      // A region extract: the rest of the registry is not flagged.
      await page.getByRole('radio', { name: /A partial extract/ }).check();
      await page.getByRole('button', { name: 'Start dry run' }).click();
      await page.getByText('Dry run done: 2 of 2 read').waitFor();
      const bar = page.getByRole('progressbar', { name: 'Progress of extract.csv' });
      expect(await bar.getAttribute('value')).toBe('2');
      expect(await bar.getAttribute('max')).toBe('2');
      await page.getByRole('region', { name: 'Dry run' }).getByText('A dry run: nothing has been written yet.').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'aed-import-dry-run');
      // Applied after a confirmation, by keyboard.
      await page.getByRole('button', { name: 'Apply this import' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Apply this import?' });
      await confirm.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Applied: 2 of 2 read').waitFor();
    };
    const reportCount = (label: string, region = 'Import report') => page.getByRole('region', { name: region }).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

    await importFile(`${word} Library`);
    expect(await reportCount('New AEDs').innerText()).toBe('2');
    expect(await reportCount('Conflicts with admin edits').innerText()).toBe('0');
    // The run is listed with who started it.
    await page.getByRole('list', { name: 'Recent imports' }).getByText(/^2 added, 0 linked, 0 updated/).waitFor();
    await page.getByRole('list', { name: 'Recent imports' }).getByText(new RegExp(`by ${DEMO_ADMIN.email}`)).waitFor();

    // An admin renames the AED in the console; OSM then names it differently.
    const found = await (await adminApi(`/api/admin/aed?search=${encodeURIComponent(`${word} Library`)}&size=5`)).json();
    const aed = (found.data as { id: string; title: string }[]).find((a) => a.title === `${word} Library`)!;
    expect((await adminApi(`/api/admin/aed/${aed.id}`, { method: 'PUT', body: JSON.stringify({ title: `${word} Library, reading room` }) })).status).toBe(200);

    await page.reload();
    await page.getByRole('heading', { name: 'Import from OpenStreetMap', level: 1 }).waitFor();
    await importFile(`${word} City Library`);
    expect(await reportCount('Conflicts with admin edits').innerText()).toBe('1');
    const conflict = page.locator('li[data-conflict-id]').filter({ hasText: `${word} Library, reading room` });
    await conflict.getByText(`${word} City Library`, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'aed-import-report-and-conflict');

    // Usable on a 360 px phone.
    await page.setViewportSize(PHONE_360);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'aed-import-360');
    await page.setViewportSize(DESKTOP);

    await conflict.getByRole('button', { name: /^Take OSM value/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Take the OpenStreetMap value?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Take OSM value' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => conflict.count()).toBe(0);
    await page.getByText('No open conflicts').waitFor();
    const after = await (await adminApi(`/api/admin/aed/${aed.id}`)).json();
    expect(after.title).toBe(`${word} City Library`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
