import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, PHONE_360, passwordGrantToken, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * Lot recalls and the registry health dashboard as people meet them: an admin finds the AEDs with
 * a recalled lot and sends the notice; the demo member, guardian of one of them, reads it on My
 * AEDs (English and Slovenian) and says, by keyboard on a 360 px phone, that it is read and the part
 * replaced; the admin sees that. The dashboard shows its figures and charts, and a figure opens
 * the AED list filtered to it. axe finds nothing serious on any screen.
 */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
const word = `Recalltest${Date.now()}`;
const lot = `LOT-${Date.now()}`;
let adminToken: string;
let school: { id: string; title: string };
let hall: { id: string; title: string };
let depot: { id: string; title: string };

async function adminCall(method: 'POST' | 'PUT', path: string, body: object, status: number) {
  const res = await fetch(`${run.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { id: string };
}

async function createAed(title: string, extra: Record<string, unknown> = {}) {
  const created = await adminCall(
    'POST',
    '/api/admin/aed',
    {
      title,
      description: 'By the entrance',
      locationDescription: 'Left of the entrance',
      maintainer: 'Občina Test',
      contactPhoneNumber: '+386 4 555 0100',
      contactEmail: 'keeper@maintainers.test',
      accessibility: 'FULL_24H',
      model: 'Philips HeartStart FRx',
      serialNumber: `SN-${title}`,
      address: 'Trg 3',
      postalCode: '4000',
      city: 'Kranj',
      country: 'Slovenia',
      latitude: 46.2389,
      longitude: 14.3556,
      ...extra,
    },
    201,
  );
  return { id: created.id, title };
}

/** axe on the page as it is now. */
const axe = (page: Page) => seriousA11yViolations(page, ['.leaflet-container']);
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
  school = await createAed(`${word} School`);
  hall = await createAed(`${word} Hall`);
  depot = await createAed(`${word} Depot`, { state: 'outOfService' });
  // The lot, as the AED form saves it: on the pads of one, on the battery of the other (another case).
  await adminCall('PUT', `/api/admin/aed/${school.id}`, { electrodeLot: lot }, 200);
  await adminCall('PUT', `/api/admin/aed/${hall.id}`, { batteryLot: lot.toLowerCase() }, 200);
  await adminCall('POST', `/api/admin/aed/${school.id}/guardians`, { email: DEMO_MEMBER.email }, 201);
});

describe('lot recalls in the browser', () => {
  it('an admin finds the AEDs with the lot and sends the recall notice', async () => {
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Recalls' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recalls' }).waitFor();
    await page.getByLabel('Lot number').fill(lot);
    await page.getByLabel('Lot number').press('Enter');
    const table = page.getByRole('table', { name: `AEDs with lot ${lot}` });
    await table.getByRole('link', { name: school.title }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('link', { name: school.title }).getAttribute('href')).toBe(`/admin/aed/${school.id}`);
    expect(await table.getByRole('row').filter({ hasText: school.title }).textContent()).toContain('Electrodes');
    const hallRow = table.getByRole('row').filter({ hasText: hall.title });
    expect(await hallRow.textContent()).toContain('Battery');
    expect(await hallRow.textContent()).toContain('No guardian');
    await page.getByText(`Lot ${lot} is on 2 AEDs. 1 guardian gets the notice by email and push. 1 AED has no guardian: nobody is told of it.`).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'recalls-lot-desktop');

    await page.getByLabel('Message to the guardians').fill('The pads of this lot may not stick. Replace them with pads of another lot and keep the old ones for the maker.');
    await page.getByRole('button', { name: 'Send recall notice' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send the recall notice?' });
    await dialog.getByText(/Lot .* is on 2 AEDs\. 1 guardian gets the notice/).waitFor();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'recalls-confirm-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send recall notice' }).click();
    await page.getByText(`The recall notice for lot ${lot} was sent: 2 AEDs. It is listed under Recalls sent.`).waitFor();
    const card = page.getByRole('article', { name: `Lot ${lot}` });
    await card.waitFor();
    expect(await card.textContent()).toContain(`by ${DEMO_ADMIN.email}`);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the demo member reads the notice on My AEDs in English and Slovenian, and answers it by keyboard at 360 px', async () => {
    const { page, errors } = await run.signedInTab(DEMO_MEMBER, PHONE_360);
    await page.goto(`${run.server.baseUrl}/my-aeds`);
    const section = page.getByRole('region', { name: 'Recall notices' });
    const notice = section.getByRole('article', { name: `Recall of lot ${lot}` });
    await notice.waitFor();
    expect(await section.getByRole('article').count()).toBe(1);
    expect(await notice.getByRole('link', { name: school.title }).getAttribute('href')).toBe(`/aed/${school.id}`);
    expect(await notice.textContent()).toContain('The pads of this lot may not stick.');
    expect(await notice.textContent()).toContain('Electrodes');
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'recalls-my-aeds-360');

    const read = notice.getByRole('button', { name: `I have read it: ${school.title}, lot ${lot}` });
    await read.focus();
    await page.keyboard.press('Enter');
    await notice.getByText(/^You read it on /).waitFor();
    // The read button is gone: the keyboard is on the next one.
    const replaced = notice.getByRole('button', { name: `Part replaced: ${school.title}, lot ${lot}` });
    await expect.poll(() => isFocused(replaced)).toBe(true);

    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('sl');
    const slSection = page.getByRole('region', { name: 'Obvestila o odpoklicu' });
    const slNotice = slSection.getByRole('article', { name: `Odpoklic serije ${lot}` });
    await slNotice.waitFor();
    expect(await slNotice.textContent()).toContain('Elektrode');
    expect(await slNotice.textContent()).toContain('Prebrano');
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await slSection.scrollIntoViewIfNeeded();
    await screenshot(page, 'recalls-my-aeds-sl-360', { fullPage: false });

    await slNotice.getByRole('button', { name: `Del je zamenjan: ${school.title}, serija ${lot}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Je del zamenjan?' });
    await dialog.waitFor();
    // Focus starts on Cancel: Tab to the answer.
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Da, zamenjan je' }))).toBe(true);
    await screenshot(page, 'recalls-replaced-confirm-sl-360', { fullPage: false });
    await page.keyboard.press('Enter');
    await slSection.getByText(`Hvala: del AED ${school.title} je označen kot zamenjan.`).waitFor();
    await expect.poll(() => slNotice.count()).toBe(0);
    await expect.poll(() => isFocused(slSection.getByRole('heading', { name: 'Obvestila o odpoklicu' }))).toBe(true);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'recalls-replaced-sl-360', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it('the admin sees who read the notice and that the part was replaced, on a desktop and at 360 px', async () => {
    for (const viewport of [undefined, PHONE_360]) {
      const { page, errors } = await run.adminTab(viewport);
      await page.goto(`${run.server.baseUrl}/admin/recalls`);
      const card = page.getByRole('article', { name: `Lot ${lot}` });
      await card.waitFor();
      expect(await card.textContent()).toContain('Part replaced1 of 2 AEDs');
      expect(await card.textContent()).toContain('Read by guardians1 notice');
      await card.getByRole('button', { name: `Show who was told: lot ${lot}` }).click();
      const table = card.getByRole('table', { name: `Notices of the recall of lot ${lot}` });
      await table.getByRole('link', { name: hall.title }).waitFor();
      const told = table.getByRole('row').filter({ hasText: DEMO_MEMBER.email });
      expect(await told.textContent()).toContain(school.title);
      expect(await told.textContent()).not.toContain('Not yet');
      expect(await table.getByRole('row').filter({ hasText: hall.title }).textContent()).toContain('No guardian');
      expect(await axe(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `recalls-sent-${viewport ? '360' : 'desktop'}`);
      expect(errors).toEqual([]);
    }
  });
});

describe('the registry health dashboard in the browser', () => {
  it('shows its figures and charts, and a figure opens the AED list filtered to it', async () => {
    for (const viewport of [PHONE_360, undefined]) {
      const { page, errors } = await run.adminTab(viewport);
      await page.goto(`${run.server.baseUrl}/admin/registry-health`);
      await page.getByRole('heading', { level: 1, name: 'Registry health' }).waitFor();
      const figures = page.getByRole('list', { name: 'Figures now' });
      await figures.waitFor();
      expect(await figures.getByRole('listitem').count()).toBe(6);
      // Today's row is kept when the server starts: a chart for each figure kept day by day.
      await page.getByRole('figure').nth(3).waitFor();
      expect(await page.getByRole('figure').count()).toBe(4);
      expect(await page.getByRole('img', { name: /^Out of service / }).count()).toBe(1);
      await page.getByRole('table', { name: 'AEDs by municipality' }).waitFor();
      expect(await axe(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `registry-health-${viewport ? '360' : 'desktop'}`);
      if (viewport) continue;

      await figures.getByRole('link', { name: /^List the \d+ AEDs? out of service$/ }).click();
      await page.getByRole('heading', { level: 1, name: 'AEDs' }).waitFor();
      expect(await page.getByRole('list', { name: 'Filters on' }).textContent()).toContain('Only: Out of service');
      expect(page.url()).toContain('health=outOfService');
      await page.getByRole('table', { name: 'AEDs' }).getByText(depot.title).waitFor();
      expect(await page.getByRole('table', { name: 'AEDs' }).getByText(school.title).count()).toBe(0);
      expect(await axe(page)).toEqual([]);
      await screenshot(page, 'registry-health-aeds-filtered-desktop');
      await page.getByRole('button', { name: 'Clear filter: Out of service' }).click();
      await page.getByRole('table', { name: 'AEDs' }).getByText(school.title).waitFor();
      expect(page.url()).not.toContain('health=');
      expect(errors).toEqual([]);
    }
  });
});
