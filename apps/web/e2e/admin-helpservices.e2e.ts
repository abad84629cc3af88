import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DESKTOP, PHONE_360, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * Help services, options and translations (001 §2) against the real server, as the demo admin:
 * create a service with an option and a Slovenian name, find it in the list, see the public list
 * speak Slovenian, delete it. Screenshots: /tmp/shots/helpservices-*.png.
 */


const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const idFrom = (url: string) => url.split('/').filter(Boolean).at(-1)!.split('?')[0];

describe('admin console: help services, options and translations', () => {
  it('creates a service with an option and a Slovenian translation, lists it, serves it publicly, deletes it', async () => {
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/admin/helpservice/new`);
    await heading(page, 'Create Help Service').waitFor();
    // Required fields first (001 §5).
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.getByRole('alert').getByText('Please fill in all required fields').waitFor();
    await page.getByLabel(/Service Key/).fill('water_rescue');
    await page.getByLabel(/Icon URL/).fill('/icons/helpservices/location.svg');
    await page.getByRole('img', { name: 'Preview icon' }).waitFor();
    await page.getByLabel('English Display Value').fill('Water rescue');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.waitForURL(/\/admin\/helpservice\/[0-9a-f-]{36}$/);
    const serviceId = idFrom(page.url());
    await heading(page, 'Edit Help Service').waitFor();
    expect(await page.getByLabel(/Service Key/).isDisabled()).toBe(true);
    await screenshot(page, 'helpservices-edit-desktop');

    // An option from the service page: its parent is preselected.
    await page.getByRole('link', { name: '+ Add Option' }).click();
    await heading(page, 'Create Option').waitFor();
    await page.waitForFunction((id) => (document.querySelector('select') as HTMLSelectElement | null)?.value === id, serviceId);
    await page.getByLabel(/Option Key/).fill('throw_a_line');
    await page.getByLabel(/Icon URL/).fill('/icons/helpservices/emergency-call.svg');
    await page.getByLabel('English Display Value').fill('Throw a line');
    await page.getByRole('button', { name: 'Create Option' }).click();
    await page.waitForURL(/\/admin\/helpservice-option\/[0-9a-f-]{36}$/);
    await heading(page, 'Edit Option').waitFor();
    // Its category is the parent service's key (001 §3).
    await page.getByRole('definition').filter({ hasText: /^water_rescue$/ }).waitFor();
    await screenshot(page, 'helpservices-option-edit-desktop');

    // The service's Slovenian name.
    await page.goto(`${run.server.baseUrl}/admin/helpservice/${serviceId}/localizations`);
    await heading(page, 'Service Translations').waitFor();
    const add = page.getByRole('form', { name: 'Add New Translation' });
    await add.getByLabel(/Locale/).selectOption('si');
    await add.getByLabel(/Translation/).fill('Reševanje iz vode');
    await add.getByRole('button', { name: 'Add Translation' }).click();
    await page.getByText('Reševanje iz vode').waitFor();
    await page.getByRole('heading', { name: 'Translations (2)' }).waitFor();
    await screenshot(page, 'helpservices-translations-desktop');

    // The list finds it by name, with its option.
    await page.goto(`${run.server.baseUrl}/admin/helpservice`);
    await heading(page, 'Help Services').waitFor();
    await page.getByPlaceholder('Search by display name or key...').fill('water');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Water rescue' }) });
    await card.waitFor();
    expect(await card.getByText('water_rescue').isVisible()).toBe(true);
    expect(await card.getByText('1 option', { exact: true }).isVisible()).toBe(true);
    // The toggle by keyboard: focus it, press Enter.
    const toggle = card.getByRole('button', { name: 'Show options' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await card.getByRole('button', { name: 'Hide options' }).getAttribute('aria-expanded')).toBe('true');
    expect(await card.getByText('Throw a line').isVisible()).toBe(true);

    // The apps' public list names it in Slovenian; the hidden demo service is not there.
    const publicList = (await (await fetch(`${run.server.baseUrl}/api/helpservice`, { headers: { 'accept-language': 'sl-SI' } })).json()) as { key: string; displayValue: string; options: { displayValue: string }[] }[];
    const mine = publicList.find((s) => s.key === 'water_rescue')!;
    expect(mine).toMatchObject({ displayValue: 'Reševanje iz vode', options: [{ displayValue: 'Throw a line' }] });
    expect(publicList.map((s) => s.key)).not.toContain('blood_donation');
    expect(publicList.find((s) => s.key === 'first_aid')!.displayValue).toBe('Prva pomoč');

    // Delete behind the seeds' confirmation.
    await page.goto(`${run.server.baseUrl}/admin/helpservice/${serviceId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this help service? This will also delete all associated options.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // Back on the list as it was left (its search stays in the address).
    await page.waitForURL(/\/admin\/helpservice(\?.*)?$/);
    await page.getByPlaceholder('Search by display name or key...').fill('water');
    await page.getByText('No help services found').waitFor();
    expect(errors).toEqual([]);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['360px', PHONE_360],
  ] as const) {
    it(`every help service screen at ${label}: no serious axe findings, no sideways scroll`, { timeout: 180_000 }, async () => {
      const { page } = await run.adminTab(viewport);
      await page.goto(`${run.server.baseUrl}/admin/helpservice`);
      const first = page.getByRole('link', { name: 'Edit Defibrillator (AED)' });
      await first.waitFor();
      const serviceId = idFrom((await first.getAttribute('href'))!);
      await page.goto(`${run.server.baseUrl}/admin/helpservice-option/service/${serviceId}`);
      const optionLink = page.getByRole('link', { name: 'Edit use_aed' });
      await optionLink.waitFor();
      const optionId = idFrom((await optionLink.getAttribute('href'))!);
      const screens: [string, string, (p: Page) => Promise<unknown>][] = [
        ['list', '/admin/helpservice', (p) => p.getByRole('heading', { name: 'First aid' }).waitFor()],
        ['details', '/admin/helpservice', (p) => p.getByRole('button', { name: 'View details of First aid' }).click()],
        ['new', '/admin/helpservice/new', (p) => heading(p, 'Create Help Service').waitFor()],
        ['edit', `/admin/helpservice/${serviceId}`, (p) => p.getByRole('heading', { name: 'Options' }).waitFor()],
        ['translations', `/admin/helpservice/${serviceId}/localizations`, (p) => p.getByText('Defibrilator (AED)').first().waitFor()],
        ['options', '/admin/helpservice-option', (p) => p.getByText('find_nearest_aed').waitFor()],
        ['service-options', `/admin/helpservice-option/service/${serviceId}`, (p) => p.getByText('use_aed').first().waitFor()],
        ['option-new', `/admin/helpservice-option/new?serviceId=${serviceId}`, (p) => p.getByRole('heading', { name: 'Existing options of defibrillator' }).waitFor()],
        ['option-edit', `/admin/helpservice-option/${optionId}`, (p) => p.getByText('(this option)').waitFor()],
        ['option-translations', `/admin/helpservice-option/${optionId}/localizations`, (p) => p.getByText('Kako uporabiti AED').waitFor()],
      ];
      const findings: string[] = [];
      for (const [name, path, ready] of screens) {
        await page.goto(`${run.server.baseUrl}${path}`);
        await ready(page);
        await page.waitForLoadState('networkidle');
        findings.push(...(await seriousA11yViolations(page)).map((line) => `${name} @${label}: ${line}`));
        if (name !== 'details') await noSidewaysScroll(page, `${name} @${label}`);
        await screenshot(page, `helpservices-${name}-${label}`);
      }
      expect(findings).toEqual([]);
    });
  }
});
