import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, PHONE_360, passwordGrantToken, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * Registry Formats as an admin meets it: how complete the Géo'DAE export of the demo registry is,
 * and the file itself, downloaded by keyboard, with the 45 columns of the schema and a row per
 * AED. At 360 px and on a desktop, with axe finding nothing serious.
 */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

describe('Registry Formats in the browser', () => {
  it("shows the Géo'DAE completeness and downloads the file by keyboard", async () => {
    const { page, errors } = await run.adminTab(undefined, { acceptDownloads: true });
    await page.goto(`${run.server.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Registry Formats' }).click();
    await page.getByRole('heading', { level: 1, name: 'Registry Formats' }).waitFor();
    const table = page.getByRole('table', { name: "Required fields of Géo'DAE" });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(17);
    const report = (await (await fetch(`${run.server.baseUrl}/api/admin/aed/export.geodae/report`, { headers: { authorization: `Bearer ${await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN)}` } })).json()) as {
      rows: number;
      required: { field: string; missing: number }[];
    };
    const tel = report.required.find((r) => r.field === 'tel1')!;
    expect(await table.getByRole('row', { name: /^tel1/ }).textContent()).toContain(`${tel.missing.toLocaleString('en')} of ${report.rows.toLocaleString('en')}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'registry-formats-desktop');

    const button = page.getByRole('button', { name: "Download Géo'DAE CSV" });
    await button.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^aed-atlas-geodae-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toContain('Open Database License');
    const [header, ...rows] = parse(text, { comment: '#' }) as string[][];
    expect(header).toHaveLength(45);
    expect(header.slice(0, 3)).toEqual(['nom', 'lat_coor1', 'long_coor1']);
    expect(header.at(-1)).toBe('dispo_horaires');
    expect(rows).toHaveLength(report.rows);

    // The same file back: the dry run finds nothing to change, and applying it changes nothing.
    await page.getByLabel("Géo'DAE file (CSV, UTF-8)").setInputFiles({ name: file.suggestedFilename(), mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const card = page.getByRole('article', { name: `Import of ${file.suggestedFilename()}` });
    await card.getByText('Dry run: not applied').waitFor();
    const counts = Object.fromEntries(await card.locator('dt').evaluateAll((terms) => terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));
    expect(counts).toMatchObject({ Unchanged: report.rows.toLocaleString('en'), Changed: '0', 'New AEDs': '0', 'Rows refused': '0' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'registry-formats-import-desktop', { fullPage: false });
    await card.getByRole('button', { name: 'Apply this import' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apply this import?' });
    await dialog.getByText('It adds 0, changes 0, moves 0 and removes 0 AEDs').waitFor();
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await card.getByText('Applied', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("names where an AED's data comes from, and sets \"keep ours\" by keyboard, in its history", async () => {
    const token = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
    const list = (await (await fetch(`${run.server.baseUrl}/api/admin/aed?size=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string }[] };
    const id = list.data[0]!.id;
    const { page, errors } = await run.adminTab(PHONE_360);
    await page.goto(`${run.server.baseUrl}/admin/aed/${id}`);
    const panel = page.getByRole('region', { name: 'Where its data comes from' });
    await panel.getByRole('table', { name: 'Source of each value' }).waitFor();
    const box = panel.getByRole('checkbox', { name: 'Keep ours' });
    expect(await box.isChecked()).toBe(false);
    await box.focus();
    await page.keyboard.press('Space');
    await page.getByText('Imports will keep this AED as it is').waitFor();
    expect(await box.isChecked()).toBe(true);
    await page.getByRole('region', { name: 'History' }).getByText('Keep Ours').first().waitFor();
    const provenance = await (await fetch(`${run.server.baseUrl}/api/admin/aed/${id}/provenance`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(provenance.keepOurs).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'aed-provenance-360', { fullPage: false });
    // Back as it was, for the other files of this server.
    await page.keyboard.press('Space');
    await page.getByText('Imports may update this AED again').waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a 360 px phone', async () => {
    const { page, errors } = await run.adminTab(PHONE_360);
    await page.goto(`${run.server.baseUrl}/admin/registry-formats`);
    await page.getByRole('table', { name: "Required fields of Géo'DAE" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'registry-formats-360');
    expect(errors).toEqual([]);
  });
});
