import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS } from '../src/features/admin/shell/admin-nav-items';
import { serverAndBrowser } from './helpers/server-and-browser';

/**
 * An admin moving from one screen to the next by the sidebar, as people work: every move lands on
 * the screen clicked, never on an error page, in both consoles (/admin and the legacy /dashboard).
 * The screens' lists load on first sight, so each move shows one screen's rows while the next
 * screen's columns come: the moves people made when the console crashed are walked first.
 */

const run = serverAndBrowser();

const byLabel = (label: string) => {
  const item = ADMIN_NAV_ITEMS.find((i) => i.label === label);
  if (!item) throw new Error(`no sidebar item ${label}`);
  return item;
};

async function moveTo(page: Page, label: string) {
  const item = byLabel(label);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === item.to);
  // The shell's page title heading shows once the screen has drawn (lazy screens after their code).
  await expect.poll(() => page.locator('main h1').first().isVisible(), { message: label }).toBe(true);
  const main = (await page.locator('body').innerText()).toLowerCase();
  expect(main, `after moving to ${label}`).not.toContain('unexpected application error');
  expect(main, `after moving to ${label}`).not.toContain('something went wrong');
}

it('walks the sidebar through every screen of both consoles without an error page', { timeout: 600_000 }, async () => {
  const { page, errors } = await run.adminTab();
  await page.goto(`${run.server.baseUrl}/dashboard/news`);
  // The moves that crashed, each to a screen not seen yet, then every screen in the sidebar's order.
  const crashed = ['Waste sites', 'Advertisements', 'User accounts'];
  for (const label of crashed) await moveTo(page, label);
  await page.goto(`${run.server.baseUrl}/admin/activities`);
  await moveTo(page, 'Help Centers');
  const labels = ADMIN_NAV_ITEMS.map((item) => item.label);
  for (const label of labels) await moveTo(page, label);
  // And back up the list, from each screen to the one above it.
  for (const label of [...labels].reverse()) await moveTo(page, label);
  expect(errors).toEqual([]);
});
