import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/** Two admins edit the same AED: the second save is refused, keeps its text, and the audit log shows both. */

const NARROW = { width: 360, height: 740 };

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

/** The first AED of the registry, through the API as the demo admin. */
async function firstAedId(): Promise<string> {
  const token = await fetch(`${run.server.baseUrl}/auth/realms/aedatlas/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const page = await fetch(`${run.server.baseUrl}/api/admin/aed?size=1`, { headers: { authorization: `Bearer ${token.access_token}` } }).then(
    (r) => r.json() as Promise<{ data: { id: string }[] }>,
  );
  return page.data[0].id;
}

const notes = (page: Page) => page.getByLabel(/^Notes$/);

describe('never lose an edit', () => {
  it('two tabs edit one AED: the second save shows the conflict with its text kept; the audit log shows the change', async () => {
    const id = await firstAedId();
    const [first, second] = [await run.adminTab(), await run.adminTab()];
    for (const { page } of [first, second]) {
      await page.goto(`${run.server.baseUrl}/admin/aed/${id}`);
      await expect.poll(() => notes(page).isVisible(), { timeout: 15_000 }).toBe(true);
    }

    await notes(first.page).fill('Pads replaced by the first admin');
    await first.page.getByRole('button', { name: 'Update', exact: true }).click();
    await first.page.waitForURL(`${run.server.baseUrl}/admin/aeds`);

    await notes(second.page).fill('Battery checked by the second admin');
    await second.page.getByRole('button', { name: 'Update', exact: true }).click();
    const alert = second.page.getByRole('alert').filter({ hasText: 'changed by someone else' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This AED was changed by someone else. Reload to see their changes; your edits are still in the form.');
    expect(await notes(second.page).inputValue()).toBe('Battery checked by the second admin');
    expect(second.page.url()).toBe(`${run.server.baseUrl}/admin/aed/${id}`);
    await screenshot(second.page, 'audit-conflict');

    await second.page.getByRole('button', { name: 'Compare and reapply' }).click();
    const notesDiff = second.page.getByRole('list', { name: 'Fields that differ' }).getByRole('listitem').filter({ hasText: 'Notes' });
    expect(await notesDiff.textContent()).toBe('NotesSaved nowPads replaced by the first adminYoursBattery checked by the second admin (kept)');
    await second.page.getByRole('button', { name: 'Reapply my edits' }).click();
    expect(await notes(second.page).inputValue()).toBe('Battery checked by the second admin');
    await second.page.getByRole('button', { name: 'Update', exact: true }).click();
    await second.page.waitForURL(`${run.server.baseUrl}/admin/aeds`);

    await second.page.goto(`${run.server.baseUrl}/admin/audit?entityType=aed&entityId=${id}`);
    const rows = second.page.getByRole('table', { name: 'Audit log' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.first().textContent()).toContain('Updated');
    expect(await rows.first().textContent()).toContain(DEMO_ADMIN.email);
    expect(await rows.first().textContent()).toContain('Notes');
    expect(await seriousA11yViolations(second.page)).toEqual([]);
    await screenshot(second.page, 'audit-log');

    await rows.first().click();
    const dialog = second.page.getByRole('dialog');
    await dialog.waitFor();
    const diff = dialog.getByRole('table', { name: 'Before and after' });
    const notesRow = diff.getByRole('row').filter({ has: second.page.getByRole('rowheader', { name: 'Notes' }) });
    expect(await notesRow.textContent()).toBe('NotesPads replaced by the first adminBattery checked by the second admin');
    expect(await seriousA11yViolations(second.page)).toEqual([]);
    await screenshot(second.page, 'audit-entry');
    expect([...first.errors, ...second.errors]).toEqual([]);
  });

  it('the audit log is usable at 360 px: filters, rows and no sideways scrolling', async () => {
    const { page, errors } = await run.adminTab(NARROW);
    await page.goto(`${run.server.baseUrl}/admin/audit`);
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByLabel('Record type').selectOption('aed');
    await expect.poll(() => page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'audit-log-360');
    expect(errors).toEqual([]);
  });
});
