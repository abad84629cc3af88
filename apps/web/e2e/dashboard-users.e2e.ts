import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, logIn, PHONE_360, screenshot } from './helpers/browser';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/** The legacy dashboard's roles and users (002 §2–§6) as the demo admin works with them. */

const run = serverAndBrowser();

/** The demo member's details slide-over, found by searching their name without its accents. */
async function memberDetails(page: Page) {
  await page.goto(`${run.server.baseUrl}/dashboard/Users`);
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('row').nth(1).waitFor();
  await page.getByRole('searchbox').fill('NOVAK');
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  await table.getByRole('button', { name: `Details of ${DEMO_MEMBER.email}` }).click();
  return page.getByRole('dialog', { name: DEMO_MEMBER.email });
}

describe('legacy dashboard: roles and users', () => {
  it('creates a role, gives it to the demo member and takes it away again', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/dashboard/UserRoles`);
    await page.getByRole('button', { name: '+ Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add role' });
    await add.getByLabel(/^Role name/).fill('Dispečer');
    await add.getByRole('button', { name: 'Create Role' }).click();
    // Letters outside A-Z are refused with the rule; the name is kept for correcting.
    await add.getByText(/A letter, then letters/).waitFor();
    await add.getByLabel(/^Role name/).fill('Dispatcher');
    await add.getByRole('button', { name: 'Create Role' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'User roles' }).getByRole('cell', { name: 'Dispatcher', exact: true }).waitFor();

    const panel = await memberDetails(page);
    const roles = panel.getByRole('list', { name: 'Roles of this user' });
    await panel.getByLabel('Role to assign').selectOption('Dispatcher');
    await panel.getByRole('button', { name: 'Assign role' }).click();
    await roles.getByText('Dispatcher').waitFor();
    expect(await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).innerText()).toContain('Dispatcher');
    expect(await panel.getByRole('button', { name: 'Remove role USER' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-user-details');

    await panel.getByRole('button', { name: 'Remove role Dispatcher' }).click();
    await page.getByRole('alertdialog', { name: 'Remove role' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => roles.getByText('Dispatcher').count()).toBe(0);
    // The history under the details shows both changes.
    await expect.poll(() => panel.getByText(/Dispatcher/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("validates the demo member after 'Validate user?'", async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    const panel = await memberDetails(page);
    await panel.getByRole('button', { name: 'Validate user' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Validate user?' });
    await ask.getByRole('button', { name: 'Validate' }).click();
    await ask.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Validate user' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).innerText()).toMatch(/\bValidated\b/);
    expect(errors).toEqual([]);
  });

  it('works at 360 px: the table and the details without sideways scroll, nothing serious for axe', async () => {
    const { page, errors } = await run.tab(PHONE_360);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    const panel = await memberDetails(page);
    await panel.getByLabel('Role to assign').waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-user-details-360');
    expect(errors).toEqual([]);
  });

  it('a member sees that administrator rights are needed, and no user data', async () => {
    const { page } = await run.tab();
    const seen: string[] = [];
    page.on('request', (r) => r.url().includes('/api/admin/Users') && seen.push(r.url()));
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);
    await page.goto(`${run.server.baseUrl}/dashboard/Users`);
    await page.getByText('You need administrator rights').waitFor();
    expect(seen).toEqual([]);
  });

  // Last: the demo member's password is not the demo one afterwards.
  it('sets a new password for the demo member, who then signs in with it and not with the old one', async () => {
    const { page } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    const panel = await memberDetails(page);
    const confirm = panel.getByRole('button', { name: 'Confirm', exact: true });
    await panel.getByLabel('New password', { exact: true }).fill('Nov4-geslo!');
    await panel.getByLabel('Confirm new password', { exact: true }).fill('Nov4-geslo');
    expect(await confirm.isDisabled()).toBe(true);
    await panel.getByLabel('Confirm new password', { exact: true }).fill('Nov4-geslo!');
    await confirm.click();
    await page.getByRole('alertdialog', { name: 'Change password?' }).getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/signed out everywhere/).waitFor();

    const member = await run.tab();
    await member.page.goto(`${run.server.baseUrl}/login`);
    await member.page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await member.page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await member.page.getByRole('button', { name: 'Login', exact: true }).click();
    await member.page.getByText('Invalid user credentials').waitFor();
    await logIn(member.page, run.server.baseUrl, { email: DEMO_MEMBER.email, password: 'Nov4-geslo!' });
  });
});
