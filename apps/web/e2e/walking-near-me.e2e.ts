import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DESKTOP, PHONE_360, passwordGrantToken, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';
import { startServer } from './helpers/server';

// The real streets of Monaco, kept with the server's tests (apps/server/test/fixtures/README.md).
const MONACO = path.resolve(import.meta.dirname, '../../server/test/fixtures/monaco.osm.pbf');
// On the north-east quay of Port Hercule; across the water the rock side is 350 m in a straight
// line and 1.2 km on foot, the west quay 450 m and 700 m (the server's tests check the metres).
const QUAY = { latitude: 43.7358767, longitude: 7.4273794 };
const ROCK_SIDE = { latitude: 43.7336842, longitude: 7.4242619 };
const WEST_QUAY = { latitude: 43.7355095, longitude: 7.4217664 };

let networkDir: string;
const run = serverAndBrowser(async () => {
  // The server writes the built graph beside the extract: a folder of this file's own.
  networkDir = await mkdtemp(path.join(tmpdir(), 'aedatlas-e2e-walking-'));
  const extract = path.join(networkDir, 'monaco.osm.pbf');
  await copyFile(MONACO, extract);
  return startServer({ MAP_TILE_URL: BLANK_TILE, WALKING_NETWORK_FILE: extract });
});
afterAll(() => rm(networkDir, { recursive: true, force: true }));

async function addAed(token: string, description: string, at: { latitude: number; longitude: number }) {
  const response = await fetch(`${run.server.baseUrl}/api/admin/aed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      description,
      accessibility: 'FULL_24H',
      locationDescription: 'By the harbour office',
      model: 'Philips HeartStart FRx',
      serialNumber: `SN-${description}`,
      maintainer: 'Port',
      contactPhoneNumber: '+377 93 15 00 00',
      contactEmail: 'port@maintainers.test',
      address: 'Quai',
      postalCode: '98000',
      city: 'Monaco',
      country: 'Monaco',
      ...at,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
let westQuayId: string;

describe('Near me by walking time on the streets of Monaco', () => {
  beforeAll(async () => {
    const token = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
    await addAed(token, 'Rock side', ROCK_SIDE);
    westQuayId = await addAed(token, 'West quay', WEST_QUAY);
    // The server answers by straight line until its thread has loaded the network.
    for (let tries = 0; tries < 150; tries++) {
      const answer = await fetch(`${run.server.baseUrl}/api/aed/nearest?lat=${QUAY.latitude}&lon=${QUAY.longitude}&limit=1`);
      if (((await answer.json()) as { walkingBasis: string }[])[0]?.walkingBasis === 'route') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('The walking network did not load within 30 s');
  });

  it.each([
    ['desktop', DESKTOP],
    ['360 px', PHONE_360],
  ] as const)('lists the shorter walk first, in minutes, and draws the walk to it (%s)', async (name, viewport) => {
    const { page, errors } = await run.tab(viewport, { permissions: ['geolocation'], geolocation: QUAY });
    await page.goto(`${run.server.baseUrl}/map`);
    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const list = page.getByRole('list', { name: 'Nearest AEDs, closest first' });
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2);
    // The west quay first, though the rock side is nearer in a straight line.
    await expect.poll(() => items.nth(0).getByRole('button').first().textContent()).toContain('West quay');
    await expect.poll(() => items.nth(1).getByRole('button').first().textContent()).toContain('Rock side');
    expect(await items.nth(0).getByTestId('distance').textContent()).toMatch(/^\d+ min walk \(\d+ m\)$/);
    expect(await items.nth(1).getByTestId('distance').textContent()).toMatch(/^\d+ min walk \(1\.\d km\)$/);
    expect(await items.nth(0).textContent()).toMatch(/round trip \d+ min/);
    // More than 3 minutes there and back: keep pushing, send someone else.
    await expect.poll(() => page.getByTestId('keep-pushing').isVisible()).toBe(true);
    // The walk to the first AED is drawn on the map.
    await expect.poll(() => page.locator('path.walking-route').count(), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(300);
    await screenshot(page, `walking-near-me-${name.replace(' ', '')}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (viewport === PHONE_360) expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('the emergency screen sends the person to the shorter walk, in minutes', async () => {
    const { page, errors } = await run.tab(DESKTOP, { permissions: ['geolocation'], geolocation: QUAY });
    await page.goto(`${run.server.baseUrl}/emergency`);
    const section = page.getByTestId('emergency-nearest-aed');
    await section.locator('[data-aed-id]').waitFor();
    expect(await section.textContent()).toContain('West quay');
    expect(await section.getByTestId('emergency-distance').innerText()).toMatch(/^\d+ min walk \(\d+ m\)$/);
    expect(errors).toEqual([]);
  });

  it("an AED's page says how far it is to walk there, for a person who let the site locate them", async () => {
    const { page, errors } = await run.tab(PHONE_360, { permissions: ['geolocation'], geolocation: QUAY });
    await page.goto(`${run.server.baseUrl}/aed/${westQuayId}`);
    await expect.poll(() => page.getByTestId('walk-from-here').textContent(), { timeout: 15_000 }).toMatch(/^\d+ min walk \(\d+ m\)round trip \d+ min$/);
    await screenshot(page, 'walking-aed-page-360px');
    expect(errors).toEqual([]);
    // Without that permission, nothing is asked and nothing is said.
    const stranger = await run.tab(PHONE_360);
    await stranger.page.goto(`${run.server.baseUrl}/aed/${westQuayId}`);
    await stranger.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await stranger.page.getByTestId('walk-from-here').count()).toBe(0);
  });
});
