import type { MapFeedItem, NearestAed } from '@aedatlas/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DESKTOP, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

// Sunday 6 December 2026 at 02:00 and Monday 7 December at 10:00, Slovenian time.
const SUNDAY_NIGHT = { wall: '2026-12-06T02:00', api: '2026-12-06T02:00:00+01:00' };
const MONDAY_MORNING = { wall: '2026-12-07T10:00', api: '2026-12-07T10:00:00+01:00' };

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
/** A bundled AED closed on Sunday night and open on Monday morning, by the server's own reading. */
let office: MapFeedItem;

async function nearestAt(aed: MapFeedItem, at: string) {
  const url = `${run.server.baseUrl}/api/aed/nearest?lat=${aed.latitude}&lon=${aed.longitude}&limit=10&at=${encodeURIComponent(at)}`;
  return (await (await fetch(url)).json()) as NearestAed[];
}

beforeAll(async () => {
  const feed = (await (await fetch(`${run.server.baseUrl}/api/aed/map`)).json()) as MapFeedItem[];
  for (const aed of feed.filter((a) => a.accessibility !== 'FULL_24H' && a.openingHours && a.openingHours !== '24/7')) {
    const [sunday, monday] = await Promise.all([nearestAt(aed, SUNDAY_NIGHT.api), nearestAt(aed, MONDAY_MORNING.api)]);
    const state = (list: NearestAed[]) => list.find((a) => a.id === aed.id)?.usableNow.state;
    if (state(sunday) === 'closed' && state(monday) === 'open') {
      office = aed;
      return;
    }
  }
  throw new Error('no bundled AED is closed on Sunday night and open on Monday morning');
});

/** Whether the map has drawn the answer to its last question (the filter's, the moment's). */
const isSettled = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector<HTMLElement>('[data-testid="aed-map"]')!.dataset;
    return map.ready === 'true' && map.version === map.indexVersion;
  });

describe('"When?" on the map', () => {
  it.each([
    ['desktop', DESKTOP],
    ['360 px', PHONE_360],
  ] as const)('Near me and the "available" filter answer for Sunday 02:00, then for Monday 10:00 (%s)', async (name, viewport) => {
    const { page, errors } = await run.tab(viewport, { permissions: ['geolocation'], geolocation: { latitude: office.latitude, longitude: office.longitude } });
    await page.goto(`${run.server.baseUrl}/map?at=${SUNDAY_NIGHT.wall}`);
    const when = page.getByLabel('When?');
    expect(await when.inputValue()).toBe(SUNDAY_NIGHT.wall);
    const map = page.locator('[data-testid="aed-map"][data-ready="true"]');
    await map.waitFor();

    // The filter counts the AEDs open at that moment: fewer on Sunday night than on Monday morning.
    await page.getByRole('switch', { name: 'Only AEDs available now' }).check();
    const count = async () => ((await isSettled(page)) ? Number(await map.getAttribute('data-count')) : NaN);
    await expect.poll(async () => (await count()) < Number(await map.getAttribute('data-total'))).toBe(true);
    const sundayCount = await count();
    expect(sundayCount).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/AEDs available at the chosen time$/).textContent()).toMatch(new RegExp(`^${sundayCount.toLocaleString("en-GB")} of `));

    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const item = page.getByTestId('near-me-panel').locator(`li[data-aed-id="${office.id}"]`);
    await expect.poll(() => item.getByTestId('opens-at').textContent()).toMatch(/^Closed now, opens (Mon )?\d\d:\d\d$/);
    await screenshot(page, `when-sunday-${name.replace(' ', '')}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (viewport === PHONE_360) expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    await when.fill(MONDAY_MORNING.wall);
    await expect.poll(() => new URL(page.url()).searchParams.get('at')).toBe(MONDAY_MORNING.wall);
    // Open on Monday morning: no next opening to say, and it is in the list's first group.
    await expect.poll(() => item.getByTestId('opens-at').count()).toBe(0);
    await expect.poll(count).toBeGreaterThan(sundayCount);
    const order = (await nearestAt(office, MONDAY_MORNING.api)).map((a) => a.id);
    await expect.poll(() => page.getByTestId('near-me-panel').locator('li[data-aed-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-aed-id')))).toEqual(order);

    // Now again: the address loses its moment.
    await page.getByRole('button', { name: 'Now', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('at')).toBeNull();
    expect(await when.inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('on a phone, "When?" waits behind its button until asked for, and stays in view once a moment is chosen', async () => {
    const { page, errors } = await run.tab(PHONE_360);
    await page.goto(`${run.server.baseUrl}/map`);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    const when = page.getByLabel('When?');
    expect(await when.isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'When?' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await when.isVisible()).toBe(true);
    await when.fill(SUNDAY_NIGHT.wall);
    await expect.poll(() => new URL(page.url()).searchParams.get('at')).toBe(SUNDAY_NIGHT.wall);
    await screenshot(page, 'when-phone-open', { fullPage: false });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
