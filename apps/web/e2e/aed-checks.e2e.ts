import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { qrPath } from '../src/components/qr-code';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, PHONE_360, passwordGrantToken, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/* The QR labels of AEDs (console and guardians) and the two-tap check page they lead to. */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
const WORD = `Labelcheck${Date.now()}`;
const LABELS = 25;
let adminToken: string;
let aeds: { id: string; title: string }[];

/** An 8x8 green PNG: the visitor's photo. */
const GREEN_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNgWMWAHQ0tCQCbuCqB7EEXKwAAAABJRU5ErkJggg==';

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${run.server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
  aeds = [];
  for (let k = 1; k <= LABELS; k++) {
    const title = `${WORD} School ${String(k).padStart(2, '0')}`;
    const created = await api('/api/admin/aed', {
      method: 'POST',
      body: {
        title,
        description: `Gym ${k}`,
        accessibility: 'FULL_24H',
        locationDescription: `Gym entrance ${k}, by the stairs`,
        address: `Šolska ulica ${k}`,
        postalCode: '1000',
        city: 'Ljubljana',
        country: 'Slovenia',
        floor: '1',
        model: 'Philips HeartStart FRx',
        serialNumber: `SN-${WORD}-${k}`,
        maintainer: 'Občina Test',
        contactPhoneNumber: '+386 1 555 0100',
        contactEmail: 'school@maintainers.test',
        latitude: 46.05 + k * 0.0005,
        longitude: 14.5,
      },
    });
    aeds.push({ id: created.id, title });
  }
});

/** The label codes by AED id, as the console's labels API gives them. */
async function codes(): Promise<Map<string, string>> {
  const page = await api(`/api/admin/aed/labels?search=${WORD}&size=500`);
  return new Map((page.data as { id: string; checkCode: string }[]).map((l) => [l.id, l.checkCode]));
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, name: string) {
  for (let k = 0; k < 40; k++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('QR labels and the check page', () => {
  it('the admin prints the labels of a search from the AED list: one label per AED, each with the QR code of its check page', async () => {
    const { page, errors } = await run.adminTab(DESKTOP);
    await page.goto(`${run.server.baseUrl}/admin/aeds?q=${WORD}&sort=description&order=asc`);
    await page.getByRole('cell', { name: 'Gym 1', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Print QR Labels' }).click();
    await page.waitForURL(/\/admin\/aeds\/labels\?/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(WORD);
    await page.getByRole('heading', { level: 1, name: 'QR Labels' }).waitFor();
    const labels = page.getByTestId('qr-label');
    await expect.poll(() => labels.count()).toBe(LABELS);
    await page.getByText(`${LABELS} labels on 2 A4 sheets`).waitFor();

    // Each code holds its own check page's address, with the address printed under it.
    const byId = await codes();
    for (const aed of [aeds[0], aeds[LABELS - 1]]) {
      const label = page.locator(`[data-testid="qr-label"][data-aed-id="${aed.id}"]`);
      const code = byId.get(aed.id)!;
      const qr = label.getByRole('img', { name: `QR code of the check page of ${aed.title}` });
      expect(await qr.locator('path').getAttribute('d')).toBe(qrPath(`${run.server.baseUrl}/c/${code}`).path);
      await label.getByText(`${new URL(run.server.baseUrl).host}/c/${code}`).waitFor();
      await label.getByText(aed.title).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'qr-labels-admin');

    // Printed: A4 sheets alone, one page each, no console around them.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'QR Labels' }).isVisible()).toBe(false);
    // A4 at 96 px an inch, from the top of the page: nothing is printed before the first sheet.
    const sheet = await page.getByTestId('label-sheet').first().boundingBox();
    expect(sheet).toMatchObject({ x: 0, y: 0 });
    expect(Math.round(sheet!.width)).toBe(794);
    expect(Math.round(sheet!.height)).toBe(1123);
    await screenshot(page, 'qr-labels-admin-print');
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
    await page.emulateMedia({ media: 'screen' });

    // The edit page prints its AED alone.
    await page.goto(`${run.server.baseUrl}/admin/aed/${aeds[2].id}`);
    await page.getByRole('link', { name: 'Print QR Label' }).click();
    await page.getByText('1 label on 1 A4 sheet').waitFor();
    await page.getByTestId('qr-label').getByText(aeds[2].title).waitFor();
    expect(errors).toEqual([]);
  });

  it('a visitor at 360 px checks an AED from its label by keyboard, adds a photo, and the AED page says a visitor checked it', async () => {
    const aed = aeds[3];
    const code = (await codes()).get(aed.id)!;
    const { page, errors } = await run.tab(PHONE_360);
    await page.goto(`${run.server.baseUrl}/c/${code}`);
    await page.getByRole('heading', { level: 1, name: aed.title }).waitFor();
    await page.getByText('Gym entrance 4, by the stairs').waitFor();
    await page.getByText('Never checked').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'check-page-360');

    await tabTo(page, 'It is here, the light is green, pads in date');
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('heading', { name: 'Thank you!' });
    await thanks.waitFor();
    expect(await thanks.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.getByText('Your check is recorded: the AED now shows that it was checked today.').waitFor();
    await page.getByText('Checked today by a visitor').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.getByLabel('Add a photo (optional)').setInputFiles({ name: 'cabinet.png', mimeType: 'image/png', buffer: Buffer.from(GREEN_PNG, 'base64') });
    await page.getByRole('button', { name: 'Send photo' }).click();
    await page.getByText('Your photo was sent. Thank you.').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'check-page-thanks-360');
    const history = await api(`/api/admin/aed/${aed.id}/checks`);
    expect(history.data).toEqual([expect.objectContaining({ by: 'visitor', photoUrl: expect.any(String) })]);

    // The AED's page, as anyone sees it.
    await page.getByRole('link', { name: 'Open this AED’s page' }).click();
    await page.waitForURL(`${run.server.baseUrl}/aed/${aed.id}`);
    await page.getByText('Checked today by a visitor').waitFor();
    expect(errors).toEqual([]);

    // The admin sees the photo in the AED's check history: the image itself, loaded from its signed address.
    const console = await run.adminTab();
    await console.page.goto(`${run.server.baseUrl}/admin/aed/${aed.id}`);
    const photo = console.page.getByRole('list', { name: 'Checks, newest first' }).getByRole('img', { name: /^Photo sent with the check of / });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(console.errors).toEqual([]);
  });

  it('the check page in Slovenian, and a label nobody has', async () => {
    const aed = aeds[4];
    const code = (await codes()).get(aed.id)!;
    const { page, errors } = await run.tab(DESKTOP, { locale: 'en-US' });
    await page.goto(`${run.server.baseUrl}/c/${code}`);
    await page.getByRole('heading', { level: 1, name: aed.title }).waitFor();
    // By keyboard, as languages.e2e.ts does: the footer's select, an arrow key picks Slovenian.
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Je tukaj, lučka je zelena, elektrode so v roku uporabe' }).waitFor();
    await page.getByText('Nadstropje: 1').waitFor();
    await page.getByText('Še nikoli preverjeno').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sl');
    expect(await page.title()).toBe('Preverite ta AED · AED Atlas');
    expect(await page.getByRole('link', { name: 'Nekaj ni v redu' }).getAttribute('href')).toBe(`/aed/${aed.id}?report=problem`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'check-page-sl');

    await page.goto(`${run.server.baseUrl}/c/0000000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Te nalepke ne poznamo' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Jezik' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'No such label' }).waitFor();
    await page.getByText('No AED has this label. Please scan the code again or type the address printed under it.').waitFor();
    await screenshot(page, 'check-page-unknown');
    expect(errors).toEqual([]);
  });

  it('a guardian prints the labels of the AEDs they look after, on a 360 px phone', async () => {
    for (const aed of aeds.slice(5, 8)) await api(`/api/admin/aed/${aed.id}/guardians`, { method: 'POST', body: { email: DEMO_MEMBER.email } });
    const { page, errors } = await run.signedInTab(DEMO_MEMBER, PHONE_360);
    await page.goto(`${run.server.baseUrl}/my-aeds/labels`);
    await page.getByRole('heading', { level: 1, name: 'QR labels of my AEDs' }).waitFor();
    // Theirs from before (the demo data) and the three just given to them.
    for (const aed of aeds.slice(5, 8)) await page.locator(`[data-testid="qr-label"][data-aed-id="${aed.id}"]`).getByText(aed.title).waitFor();
    const count = await page.getByTestId('qr-label').count();
    await page.getByText(new RegExp(`^${count} labels on 1 A4 sheet`)).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'qr-labels-guardian-360');

    await page.goto(`${run.server.baseUrl}/my-aeds/labels?id=${aeds[6].id}`);
    await page.getByRole('heading', { level: 1, name: `QR label of ${aeds[6].title}` }).waitFor();
    await expect.poll(() => page.getByTestId('qr-label').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
