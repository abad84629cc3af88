import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, PHONE_360, passwordGrantToken, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * Guardians as people meet them: an admin assigns an address on the AED's edit page; the demo
 * member sees My AEDs (English and Slovenian) and checks an AED that is out of service on a 360 px
 * phone by keyboard, which brings it back; the member asks to look after another AED from its
 * page and an admin approves it in the requests queue. axe finds nothing serious on any screen.
 */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
const word = `Guardtest${Date.now()}`;
let adminToken: string;
let library: { id: string; title: string };
let pool: { id: string; title: string };

/** Today plus `years`, as Chromium's en-US date field takes it typed (MMDDYYYY), and as the API writes it. */
function dateIn(years: number) {
  const d = new Date();
  const yyyy = d.getFullYear() + years;
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(Math.min(d.getDate(), 28)).padStart(2, '0');
  return { typed: `${mm}${dd}${yyyy}`, iso: `${yyyy}-${mm}-${dd}` };
}

async function createAed(title: string, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${run.server.baseUrl}/api/admin/aed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      description: 'By the entrance',
      locationDescription: 'Left of the entrance',
      accessibility: 'FULL_24H',
      model: 'Philips HeartStart FRx',
      serialNumber: `SN-${title}`,
      maintainer: 'Občina Test',
      contactPhoneNumber: '+386 1 555 0100',
      contactEmail: 'keeper@maintainers.test',
      address: 'Trg 3',
      postalCode: '1000',
      city: 'Ljubljana',
      country: 'Slovenia',
      latitude: 46.0512,
      longitude: 14.5031,
      ...extra,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, title };
}

/** Tab (a date field's day and year parts are stops of their own) until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let tabs = 0; tabs < 12; tabs++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard did not reach the field');
}

/** axe on the page as it is now, Leaflet's own controls left out. */
const axe = (page: Page) => seriousA11yViolations(page, ['.leaflet-container']);

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
  library = await createAed(`${word} Library`, { state: 'outOfService', electrodeExpiry: '2024-01-31', batteryExpiry: '2024-01-31' });
  pool = await createAed(`${word} Pool`);
});

describe('guardians in the browser', () => {
  it('an admin assigns the demo member as guardian of an AED on its edit page', async () => {
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/admin/aed/${library.id}`);
    const panel = page.getByRole('region', { name: 'Guardians' });
    await panel.getByText('No guardians yet.').waitFor();
    await panel.getByLabel('Guardian email').fill(DEMO_MEMBER.email.toUpperCase());
    await panel.getByRole('button', { name: 'Add guardian' }).click();
    const row = panel.getByRole('list', { name: 'Guardians of this AED' }).getByRole('listitem');
    await row.filter({ hasText: DEMO_MEMBER.email }).filter({ hasText: DEMO_MEMBER.name }).waitFor();
    expect(await row.filter({ hasText: DEMO_MEMBER.email }).textContent()).toContain(`by ${DEMO_ADMIN.email}`);
    await panel.scrollIntoViewIfNeeded();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'guardians-admin-panel-desktop', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it('the demo member sees My AEDs in English and Slovenian and checks an AED out of service at 360 px by keyboard', async () => {
    const { page, errors } = await run.signedInTab(DEMO_MEMBER, PHONE_360);
    await page.goto(`${run.server.baseUrl}/my-aeds`);
    await page.getByRole('heading', { level: 1, name: 'My AEDs' }).waitFor();
    const list = page.getByRole('list', { name: 'AEDs you look after' });
    const card = list.getByRole('article', { name: library.title });
    await card.waitFor();
    // The three demo AEDs and the one just assigned.
    expect(await list.getByRole('article').count()).toBe(4);
    expect(await card.textContent()).toContain('Out of service');
    expect(await card.textContent()).toContain('EXPIRED');
    expect(await page.getByRole('link', { name: 'Print QR labels' }).getAttribute('href')).toBe('/my-aeds/labels');
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'guardians-my-aeds-360');

    // By keyboard: the button, then the dates typed as they are printed, then Tab to the submit button.
    await card.getByRole('button', { name: `Check it now: ${library.title}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Check ${library.title}` });
    await dialog.waitFor();
    await dialog.getByText('This AED is out of service. New electrode and battery expiry dates (not in the past) bring it back into service.').waitFor();
    const electrodes = dialog.getByLabel('Electrode expiry', { exact: true });
    await expect.poll(() => electrodes.evaluate((el) => el === document.activeElement)).toBe(true);
    const [pads, child, battery] = [dateIn(2), dateIn(3), dateIn(4)];
    const childField = dialog.getByLabel('Child electrode expiry', { exact: true });
    const batteryField = dialog.getByLabel('Battery expiry', { exact: true });
    await page.keyboard.type(pads.typed);
    await tabTo(page, childField);
    await page.keyboard.type(child.typed);
    await tabTo(page, batteryField);
    await page.keyboard.type(battery.typed);
    expect([await electrodes.inputValue(), await childField.inputValue(), await batteryField.inputValue()]).toEqual([pads.iso, child.iso, battery.iso]);
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'guardians-check-form-360', { fullPage: false });
    await tabTo(page, dialog.getByRole('button', { name: 'It is here and ready' }));
    await page.keyboard.press('Enter');
    const outcome = dialog.getByRole('status');
    await outcome.getByText('It is back in service.').waitFor();
    expect(await outcome.textContent()).toContain('Its state now: In service');
    await screenshot(page, 'guardians-check-done-360', { fullPage: false });
    // The keyboard is on Done: Enter closes, and the list shows the new state.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('In service');
    expect(await card.textContent()).not.toContain('EXPIRED');

    // The same page in Slovenian, from the footer's language switch.
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('sl');
    await page.getByRole('heading', { level: 1, name: 'Moji AED-ji' }).waitFor();
    await page.getByText('4 AED-ji').waitFor();
    expect(await page.getByRole('list', { name: 'AED-ji, za katere skrbite' }).getByRole('article', { name: library.title }).textContent()).toContain('Deluje');
    expect(await axe(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'guardians-my-aeds-sl-360');
    expect(errors).toEqual([]);

    // The server has it: back in service with the new dates, confirmed by its guardian.
    const saved = (await (await fetch(`${run.server.baseUrl}/api/aed/${library.id}`)).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ state: 'inService', electrodeExpiry: pads.iso, childElectrodeExpiry: child.iso, batteryExpiry: battery.iso, lastConfirmedBy: 'guardian' });
  });

  it('the member asks to look after another AED from its page; an admin approves it in Guardian Requests', async () => {
    const member = await run.signedInTab(DEMO_MEMBER, DESKTOP);
    await member.page.goto(`${run.server.baseUrl}/aed/${pool.id}`);
    const card = member.page.getByRole('region', { name: 'Guardians' });
    await card.getByRole('button', { name: 'Ask to look after this AED' }).click();
    await card.getByText('You asked to look after this AED; an administrator will answer.').waitFor();
    expect(await axe(member.page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(member.page, 'guardians-aed-card-requested-desktop', { fullPage: false });

    const admin = await run.adminTab();
    await admin.page.goto(`${run.server.baseUrl}/admin/guardian-requests`);
    await admin.page.getByRole('heading', { level: 1, name: 'Guardian Requests' }).waitFor();
    const table = admin.page.getByRole('table', { name: 'Guardian requests' });
    // The demo member's open request from the seed, and the one just sent.
    await table.getByRole('link', { name: pool.title }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await axe(admin.page)).toEqual([]);
    await screenshot(admin.page, 'guardians-requests-desktop');
    await admin.page.getByRole('searchbox').fill(word);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('button', { name: `Approve ${DEMO_MEMBER.email} for ${pool.title}` }).click();
    await admin.page.getByText('Request approved').first().waitFor();
    await admin.page.getByText('No requests found').waitFor();

    await member.page.reload();
    await card.getByText('You look after this AED.').waitFor();
    await card.getByRole('link', { name: 'My AEDs' }).click();
    await member.page.getByRole('list', { name: 'AEDs you look after' }).getByRole('article', { name: pool.title }).waitFor();
    expect([...member.errors, ...admin.errors]).toEqual([]);
  });

  it('the requests queue and the AED page card fit a 360 px phone', async () => {
    const admin = await run.adminTab(PHONE_360);
    await admin.page.goto(`${run.server.baseUrl}/admin/guardian-requests`);
    await admin.page.getByRole('table', { name: 'Guardian requests' }).getByRole('row').nth(1).waitFor();
    expect(await axe(admin.page)).toEqual([]);
    expect(await noSidewaysScroll(admin.page)).toBeLessThanOrEqual(0);
    await screenshot(admin.page, 'guardians-requests-360');
    await admin.page.goto(`${run.server.baseUrl}/admin/aed/${library.id}`);
    const checks = admin.page.getByRole('region', { name: 'Checks' });
    await checks.getByText('Back in service').waitFor();
    await checks.scrollIntoViewIfNeeded();
    expect(await axe(admin.page)).toEqual([]);
    await screenshot(admin.page, 'guardians-admin-checks-360', { fullPage: false });
    expect(admin.errors).toEqual([]);
  });
});
