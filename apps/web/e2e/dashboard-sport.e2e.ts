import type { Paged, SportActivity } from '@aedatlas/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLANK_TILE, DEMO_MEMBER, DESKTOP, logIn, PHONE_360, screenshot } from './helpers/browser';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * The legacy dashboard's waste sites, sport activities and challenges (002 §2) against the real
 * server and its demo data, as the demo admin; a member sees none of it.
 * Screenshots: /tmp/shots/dashboard-sport-*.png.
 */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

// Reduced motion: the chart draws at once, as people who ask for it get it.
const adminTab = (viewport = DESKTOP) => run.adminTab(viewport, { reducedMotion: 'reduce' });

/** The image has arrived and decoded (not just an <img> with an address). */
const loaded = (page: Page, selector: string) => page.waitForFunction((s) => {
  const img = document.querySelector<HTMLImageElement>(s);
  return Boolean(img && img.complete && img.naturalWidth > 0);
}, selector);

describe('legacy dashboard: waste sites, sport activities, challenges', () => {
  it("waste sites: newest first, 2 decimals, the photo in the viewer and in the map slide-over's popup, the 'no photo' picture", async () => {
    const { page, errors } = await adminTab();
    await page.goto(`${run.server.baseUrl}/dashboard`);
    await page.getByRole('region', { name: 'Dashboard administration' }).getByRole('link', { name: 'Waste sites' }).click();
    await page.waitForURL(`${run.server.baseUrl}/dashboard/wasteSites`);
    const table = page.getByRole('table', { name: 'Waste sites' });
    await table.getByRole('row').nth(12).waitFor();
    expect(await table.getByRole('row').count()).toBe(13);
    const times = await table.locator('tbody time').evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = table.getByRole('row').nth(1);
    expect(await first.locator('time').innerText()).toMatch(/^\d{1,2}\. \d{2}\. \d{4}, \d{2}:\d{2}$/);
    const cells = await first.getByRole('cell').allInnerTexts();
    expect(cells.filter((c) => /^\d{2}\.\d{2}$/.test(c.trim()))).toHaveLength(2);

    // The first site with a photo: its map slide-over shows the marker's popup with the photo.
    const withPhoto = table.getByRole('button', { name: /^Photo of (?!.*\(no photo\)$)/ }).first();
    const description = (await withPhoto.getAttribute('aria-label'))!.replace(/^Photo of /, '');
    await table.getByRole('button', { name: `Map of ${description}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: description });
    const map = panel.getByRole('region', { name: `Map of ${description}` });
    await map.locator('.leaflet-marker-icon').waitFor();
    expect(await map.getAttribute('data-zoom')).toBe('13');
    await loaded(page, '.leaflet-popup img[data-photo="site"]');
    // Leaflet's maxWidth (002 §9: 300) is the popup content's; Leaflet adds one pixel to it.
    const popupWidth = await map.locator('.leaflet-popup-content').evaluate((e) => e.getBoundingClientRect().width);
    expect(popupWidth).toBeGreaterThan(200);
    expect(popupWidth).toBeLessThanOrEqual(301);
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    await screenshot(page, 'dashboard-sport-waste-map-1280');
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await panel.waitFor({ state: 'detached' });

    // The image viewer shows the same photo, full size.
    await withPhoto.click();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await loaded(page, '[role="dialog"] img');
    expect(await viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // A site without a photo: the 'no photo' picture, found by search without diacritics.
    await page.getByPlaceholder('Search by description or address...').fill('azbestne plosce');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const bare = table.getByRole('row').nth(1);
    expect(await bare.getByRole('button', { name: /\(no photo\)$/ }).count()).toBe(1);
    await bare.getByRole('button', { name: /^Map of / }).click();
    await loaded(page, '.leaflet-popup img[data-photo="none"]');
    expect(await page.locator('.leaflet-popup img').getAttribute('src')).toBe('/images/no-photo.svg');
    expect(errors).toEqual([]);
  });

  it('sport activities: 12 a page, the route on a map, the elevation profile (loaded on demand) and the km and km/h conversions', async () => {
    const { page, errors } = await adminTab();
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/elevation-profile') && chunks.push(r.url()));
    const listed = page.waitForResponse((r) => r.url().includes('/api/admin/SportActivities?') && r.status() === 200);
    await page.goto(`${run.server.baseUrl}/dashboard/sportsActivities`);
    const activities = ((await (await listed).json()) as Paged<SportActivity>).data;
    const table = page.getByRole('table', { name: 'Sport activities' });
    await table.getByRole('row').nth(12).waitFor();
    expect(await table.getByRole('row').count()).toBe(13);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Next' }).isVisible()).toBe(true);
    const a = activities[0];
    const row = table.getByRole('row').nth(1);
    expect(await row.innerText()).toContain(`${(a.distance / 1000).toFixed(1)} km`);
    expect(chunks).toEqual([]);

    await row.getByRole('button', { name: /^Details of / }).click();
    const panel = page.getByRole('dialog', { name: a.sportActivityName });
    const map = panel.getByRole('region', { name: `Route of ${a.sportActivityName}` });
    await map.locator('path.sport-route-line').waitFor();
    expect(Number(await map.getAttribute('data-points'))).toBeGreaterThanOrEqual(200);
    expect((await map.locator('path.sport-route-line').getAttribute('d'))!.length).toBeGreaterThan(200);
    const chart = panel.getByRole('img', { name: /^Elevation profile from \d+ m to \d+ m$/ });
    await chart.locator('.recharts-area-area').waitFor();
    expect(chunks).toHaveLength(1);
    const value = (label: string) => panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
    expect(await value('Distance')).toBe(`${(a.distance / 1000).toFixed(1)} km`);
    expect(await value('Average speed')).toBe(`${(a.averageSpeed * 3.6).toFixed(2)} km/h`);
    expect(await value('Ascent on track')).toBe(`${a.ascentOnTrack.toFixed(1)} %`);
    expect(await value('Value points')).toBe(String(a.valuePoints));
    expect(await value('Duration')).toMatch(/^(\d+ (month|day|hour|minute|second)s? ?)+$/);
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    await screenshot(page, 'dashboard-sport-activity-1280');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(/^Page 2 of \d+$/).waitFor();
    expect(errors).toEqual([]);
  });

  it('challenges: read-only, paged to the last page where Next is gone; the details slide-over', async () => {
    const { page, errors } = await adminTab();
    await page.goto(`${run.server.baseUrl}/dashboard/challenges`);
    const table = page.getByRole('table', { name: 'Challenges' });
    await table.getByRole('row').nth(12).waitFor();
    for (const header of ['Challenger', 'Contender', 'Start Time', 'End time', 'Status']) expect(await table.getByRole('columnheader', { name: header }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const pages = Number((await pager.getByText(/^Page 1 of \d+$/).innerText()).split(' of ')[1]);
    for (let p = 2; p <= pages; p++) {
      await pager.getByRole('button', { name: 'Next' }).click();
      await pager.getByText(`Page ${p} of ${pages}`).waitFor();
    }
    expect(await pager.getByRole('button', { name: 'Next' }).count()).toBe(0);
    const rows = (await table.getByRole('row').count()) - 1;
    expect(rows).toBeGreaterThan(0);
    // The last page holds the rest: up to 12 (exactly 12 when the count is a multiple of 12).
    expect(rows).toBeLessThanOrEqual(12);

    await table.getByRole('row').nth(1).getByRole('button', { name: /^Details of / }).click();
    const panel = page.getByRole('dialog', { name: / vs / });
    for (const label of ['Comment', 'Created time', 'Points available', 'Points distributed', 'Status']) await panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).waitFor();
    expect(await panel.innerText()).toContain('Demo: ');
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    await screenshot(page, 'dashboard-sport-challenge-1280');
    expect(errors).toEqual([]);
  });

  it('works at 360 px: no sideways page scroll, slide-overs fill the screen, nothing serious for axe', async () => {
    const { page, errors } = await adminTab(PHONE_360);
    for (const [path, name] of [
      ['wasteSites', 'Waste sites'],
      ['sportsActivities', 'Sport activities'],
      ['challenges', 'Challenges'],
    ]) {
      await page.goto(`${run.server.baseUrl}/dashboard/${path}`);
      await page.getByRole('table', { name }).getByRole('row').nth(1).waitFor();
      expect(await noSidewaysScroll(page), path).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page, ['.leaflet-control-container']), path).toEqual([]);
      await screenshot(page, `dashboard-sport-${path}-360`);
    }
    await page.goto(`${run.server.baseUrl}/dashboard/wasteSites`);
    const table = page.getByRole('table', { name: 'Waste sites' });
    await table.getByRole('button', { name: /^Map of / }).first().click();
    const panel = page.getByRole('dialog').first();
    await panel.locator('.leaflet-popup img').waitFor();
    expect((await panel.boundingBox())?.width).toBe(360);
    await screenshot(page, 'dashboard-sport-waste-map-360');
    await page.keyboard.press('Escape');

    await page.goto(`${run.server.baseUrl}/dashboard/sportsActivities`);
    await page.getByRole('table', { name: 'Sport activities' }).getByRole('row').nth(1).getByRole('button', { name: /^Details of / }).click();
    const details = page.getByRole('dialog').first();
    await details.locator('.recharts-area-area').waitFor();
    expect((await details.boundingBox())?.width).toBe(360);
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    await screenshot(page, 'dashboard-sport-activity-360');
    expect(errors).toEqual([]);
  });

  it('a member sees that administrator rights are needed, and no data', async () => {
    const context = await run.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => /\/api\/(WasteSites|SportActivities|admin\/SportActivities|admin\/Challenges)/.test(r.url()) && calls.push(r.url()));
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    for (const path of ['wasteSites', 'sportsActivities', 'challenges']) {
      await page.goto(`${run.server.baseUrl}/dashboard/${path}`);
      await page.getByText('You need administrator rights').waitFor();
      expect(await page.getByText('Demo:').count()).toBe(0);
    }
    expect(calls).toEqual([]);
  });
});
