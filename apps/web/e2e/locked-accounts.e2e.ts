import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, logIn, screenshot } from './helpers/browser';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/** An account locked by wrong passwords, seen and unlocked by the admin in the console. */

const run = serverAndBrowser();

/** One password grant, as a client that never signed in to the account (so the account's own lock counts). */
async function passwordGrant(username: string, password: string) {
  const response = await fetch(`${run.server.baseUrl}/auth/realms/aedatlas/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username, password }),
  });
  return { status: response.status, body: (await response.json()) as { error_description?: string } };
}

describe('locked accounts', () => {
  it('shows an account locked by six wrong sign-ins; Unlock lifts the lock and the member signs in', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Locked Accounts' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/locked-accounts`);
    await page.getByRole('heading', { level: 1, name: 'Locked Accounts' }).waitFor();
    await page.getByText('No locked accounts').waitFor();

    // Six wrong passwords: five are checked and refused, then the account waits.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await passwordGrant(DEMO_MEMBER.email, `Wrong-${i}`));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 400]);
    expect(answers[5].body.error_description).toMatch(/^Too many failed login attempts/);
    expect((await passwordGrant(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(400);

    await page.reload();
    const table = page.getByRole('table', { name: 'Locked Accounts' });
    const row = table.locator('tbody tr').filter({ hasText: DEMO_MEMBER.email });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(DEMO_MEMBER.email);
    expect(cells[1]).toBe('5');
    // Dates as elsewhere in the console: 'D. MM. YYYY, HH:mm'.
    expect(cells[2]).toMatch(/^\d{1,2}\. \d{2}\. \d{4}, \d{2}:\d{2}$/);
    expect(cells[3]).toMatch(/^\d{1,2}\. \d{2}\. \d{4}, \d{2}:\d{2}$/);
    expect(cells[4]).toBe('No');
    // A lock lasts 30 s after the fifth failure: check the screen and unlock well within that.
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'locked-accounts-desktop');

    // Unlock, by keyboard: the dialog asks first, with the focus on Cancel.
    await row.getByRole('button', { name: `Unlock ${DEMO_MEMBER.email}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Unlock account' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp/shots'}/locked-accounts-confirm.png` });
    const unlocked = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/admin/locked-accounts/'));
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    expect((await unlocked).status()).toBe(200);
    await page.locator('.Toastify').getByText('Account unlocked').waitFor();
    await page.getByText('No locked accounts').waitFor();
    expect(await dialog.count()).toBe(0);

    // The member signs in again, by API and in the browser.
    expect((await passwordGrant(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
    const member = await run.tab();
    await logIn(member.page, run.server.baseUrl, DEMO_MEMBER);
    expect(member.errors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('marks a lock of a known device only, and is usable at 360 px: the table scrolls inside its box to Unlock', async () => {
    const { page, errors } = await run.tab({ width: 360, height: 740 });
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    // Any name is counted like an account's, so a stranger's address is locked the same way.
    const stranger = `someone.with.a.long.address.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await passwordGrant(stranger, 'Wrong')).status).toBe(401);
    // A client that signed in to the member before fails five times: only that client is held off.
    expect((await passwordGrant(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await passwordGrant(DEMO_MEMBER.email, 'Wrong')).status).toBe(401);
    await page.goto(`${run.server.baseUrl}/admin/locked-accounts`);
    const rows = page.getByRole('table', { name: 'Locked Accounts' }).locator('tbody tr');
    const row = rows.filter({ hasText: stranger });
    await row.waitFor();
    const memberCells = await rows.filter({ hasText: DEMO_MEMBER.email }).getByRole('cell').allTextContents();
    expect(memberCells[4]).toBe('Known device only');
    expect((await row.getByRole('cell').allTextContents())[4]).toBe('No');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    // On a phone the actions are the last column, not pinned over the names: the table's own box
    // scrolls to them, and the page does not.
    const button = row.getByRole('button', { name: `Unlock ${stranger}` });
    await button.scrollIntoViewIfNeeded();
    const unlock = (await button.boundingBox())!;
    expect(unlock.x).toBeGreaterThanOrEqual(0);
    expect(unlock.x + unlock.width).toBeLessThanOrEqual(360);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'locked-accounts-360');
    expect(errors).toEqual([]);
  });
});
