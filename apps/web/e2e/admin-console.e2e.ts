import { STATISTICS_KEYS, STATISTICS_LABELS, type Device, type Statistics, type User } from '@aedatlas/contracts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_COUNT } from '../../server/src/seed/demo-legacy-members';
import { DEMO_ADMIN, DESKTOP, PHONE, logIn, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';
import { startServerWithHistory } from './helpers/history';

/**
 * The administration console's users, ICE contacts, statistics, devices and activities (001 §2)
 * against the real server, as the demo admin. Screenshots: /tmp/shots/admin2-*.png.
 */

const run = serverAndBrowser(() => startServerWithHistory(HISTORY));

// Records created before today, so the statistics periods differ: 79 AEDs 200 days ago (in 365d
// only), 6 activities 20 days ago (31d and 365d), 5 help centers 3 days ago (all but 24h).
const HISTORY = [
  `update aeds set created_at = now() - interval '200 days' where id in (select id from aeds order by id limit 79)`,
  `update activities set created_at = now() - interval '20 days' where id in (select id from activities order by id limit 6)`,
  `update help_centers set created_at = now() - interval '3 days' where id in (select id from help_centers order by id limit 5)`,
];

/** A signed-in admin in a new browser context; script errors and React warnings are collected. */
async function adminPage(viewport: { width: number; height: number } = DESKTOP) {
  const { page, errors } = await run.tab(viewport);
  // The login's device check-in runs beside the landing page; a test that navigates at once
  // would cancel it in flight. The devices screen below shows this check-in.
  const checkedIn = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/device/checkin' && r.request().method() === 'POST');
  await logIn(page, run.server.baseUrl, DEMO_ADMIN);
  expect((await checkedIn).status()).toBe(200);
  return { page, errors };
}

/** The API as the signed-in admin, for the numbers the screens must show. */
async function apiAs<T>(page: Page, pathAndQuery: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const response = await fetch(`${run.server.baseUrl}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, pathAndQuery).toBe(200);
  return (await response.json()) as T;
}

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Full page from the top (a scrolled page would put the sticky top bar mid-shot). */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `admin2-${name}`);
}

/** Dialogs are fixed to the viewport: shoot the viewport. */
async function dialogShot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `admin2-${name}.png`) });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

/** The tiles of one statistics grid, as label -> count. */
async function tiles(page: Page, gridLabel: string): Promise<Record<string, number>> {
  const grid = page.getByLabel(gridLabel, { exact: true });
  const terms = await grid.getByRole('term').allTextContents();
  const values = await grid.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, Number(values[i].replace(/,/g, ''))]));
}

/** What the period grid must show: the non-zero counts, labelled as the tiles are. */
const expectedTiles = (counts: Statistics) =>
  Object.fromEntries(STATISTICS_KEYS.filter((k) => counts[k] > 0).map((k) => [STATISTICS_LABELS[k], counts[k]]));

describe('admin console: users, ICE contacts, statistics, devices, activities', () => {
  let desktop: Awaited<ReturnType<typeof adminPage>>;

  beforeAll(async () => {
    desktop = await adminPage();
  });

  it("searches users ('novak' finds Ana Novak) and opens the details modal", async () => {
    const { page } = desktop;
    await page.goto(`${run.server.baseUrl}/admin/users`);
    await heading(page, 'Admin Users').waitFor();
    // The two demo accounts and the legacy dashboard's demo members (who challenge each other there).
    const users = 2 + DEMO_MEMBER_COUNT;
    await page.getByText(`${users} of ${users} users`).waitFor();
    expect(await bodyRows(page, 'Admin Users').count()).toBe(users);
    // One page: no page buttons (001 §2).
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    await pageShot(page, 'users-desktop');

    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/admin/user?') && requests.push(new URL(r.url()).searchParams.get('search') ?? ''));
    await page.getByPlaceholder('Search users by name, email, or phone...').pressSequentially('novak', { delay: 50 });
    await page.getByText('1 of 1 users').waitFor();
    // Typing did not send a request per keystroke: one search, 1 s after the last key.
    expect(requests).toEqual(['novak']);
    const row = bodyRows(page, 'Admin Users').first();
    expect(await row.getByText('Ana Novak').isVisible()).toBe(true);
    expect(await row.getByText('member@aedatlas.test').isVisible()).toBe(true);

    await row.getByText('Ana Novak').click();
    const dialog = page.getByRole('dialog', { name: 'Ana Novak Details' });
    await dialog.waitFor();
    expect(await dialog.getByText('member@aedatlas.test').first().isVisible()).toBe(true);
    expect(await dialog.getByText('No ICE contacts configured').isVisible()).toBe(true);
    const raw = JSON.parse((await dialog.getByLabel('Raw JSON').textContent()) ?? '{}') as User;
    expect(raw.email).toBe('member@aedatlas.test');
    await dialogShot(page, 'user-details-desktop');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByPlaceholder('Search users by name, email, or phone...').fill('nobody-here');
    await page.getByText('No users match "nobody-here"').waitFor();
    expect(await page.getByText('No users found').isVisible()).toBe(true);
  });

  it("edits a user's display name and returns to the list", async () => {
    const { page } = desktop;
    await page.goto(`${run.server.baseUrl}/admin/users`);
    const row = bodyRows(page, 'Admin Users').filter({ hasText: 'member@aedatlas.test' });
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/user\/[0-9a-f-]{36}$/);
    await heading(page, 'Edit User').waitFor();
    const displayName = page.getByLabel('Display Name');
    expect(await displayName.inputValue()).toBe('Ana Novak');
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('User Type').inputValue()).toBe('USER');
    await pageShot(page, 'user-edit-desktop');

    await displayName.fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Display name is required').waitFor();

    await displayName.fill('Ana Novak (first aid)');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/users`);
    await bodyRows(page, 'Admin Users').filter({ hasText: 'Ana Novak (first aid)' }).waitFor();
  });

  it('adds an ICE contact and refuses a phone another contact already has (001 §8)', async () => {
    const { page } = desktop;
    const users = await apiAs<{ data: User[] }>(page, '/api/admin/user?page=0&size=20');
    const ana = users.data.find((u) => u.email === 'member@aedatlas.test')!;
    const marko = users.data.find((u) => u.email === DEMO_ADMIN.email)!;

    await page.goto(`${run.server.baseUrl}/admin/user/${ana.id}`);
    const panel = page.getByRole('region', { name: 'ICE Contacts' });
    await panel.getByText('No ICE contacts configured').waitFor();
    await panel.getByRole('button', { name: '+ Add Contact' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add ICE Contact' });
    await dialog.getByLabel('Display name').fill('Mojca Novak');
    await dialog.getByLabel('Email').fill('mojca.novak@example.si');
    await dialog.getByLabel('Phone').fill('+386 41 555 666');
    await dialogShot(page, 'ice-dialog-desktop');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await page.locator('.Toastify').getByText('ICE contact added successfully').waitFor();
    await panel.getByText('Mojca Novak').waitFor();
    await pageShot(page, 'user-edit-ice-desktop');

    // The same phone for another user's contact: unique across users.
    await page.goto(`${run.server.baseUrl}/admin/users/${marko.id}`);
    await page.getByRole('region', { name: 'ICE Contacts' }).getByRole('button', { name: '+ Add Contact' }).click();
    dialog = page.getByRole('dialog', { name: 'Add ICE Contact' });
    await dialog.getByLabel('Display name').fill('Someone Else');
    await dialog.getByLabel('Phone').fill('+386 41 555 666');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    const refused = 'This phone number is already in use. Please use a different phone number.';
    await page.locator('.Toastify').getByText(refused).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialogShot(page, 'ice-duplicate-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click(); // typed values: it asks

    const stored = await apiAs<{ data: { displayName: string }[] }>(page, `/api/admin/icecontacts/user/${marko.id}?page=0&size=20`);
    expect(stored.data.map((c) => c.displayName)).not.toContain('Someone Else');
  });

  it('switches statistics periods: 24h -> 365d changes the tiles, which match /api/admin/statistics/range', async () => {
    const { page } = desktop;
    await page.goto(`${run.server.baseUrl}/admin/statistics`);
    await heading(page, 'Platform Statistics').waitFor();
    await page.getByRole('heading', { name: 'Last 24 Hours' }).waitFor();
    const totals = await apiAs<Statistics>(page, '/api/admin/statistics');
    expect(await tiles(page, 'Platform totals')).toEqual(Object.fromEntries(STATISTICS_KEYS.map((k) => [STATISTICS_LABELS[k], totals[k]])));

    const day = await apiAs<Statistics>(page, '/api/admin/statistics/range?hours=24');
    const dayGrid = page.getByLabel('Created in the last 24 hours', { exact: true });
    await dayGrid.waitFor();
    expect(await tiles(page, 'Created in the last 24 hours')).toEqual(expectedTiles(day));
    await pageShot(page, 'statistics-desktop');

    await page.getByRole('button', { name: '365d' }).click();
    await page.getByRole('heading', { name: 'Last 365 Days' }).waitFor();
    await page.getByLabel('Created in the last 365 days', { exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const year = await apiAs<Statistics>(page, '/api/admin/statistics/range?hours=8760');
    const yearTiles = await tiles(page, 'Created in the last 365 days');
    expect(yearTiles).toEqual(expectedTiles(year));
    // The AEDs of 200 days ago count in the year, not in the day.
    expect(yearTiles['Total AEDs']).toBe(day.aeds + 79);
    expect(yearTiles).not.toEqual(expectedTiles(day));
    expect(await page.getByRole('button', { name: '365d' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: '7d' }).click();
    await page.getByLabel('Created in the last 7 days', { exact: true }).waitFor();
    // The previous period's tiles stay, dimmed and aria-busy, until the new counts arrive.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await tiles(page, 'Created in the last 7 days')).toEqual(expectedTiles(await apiAs<Statistics>(page, '/api/admin/statistics/range?hours=168')));
  });

  it("shows the admin's own device, checked in at login, and its details", async () => {
    const { page } = desktop;
    const me = await apiAs<User>(page, '/api/user/me');
    const own = (await apiAs<{ data: Device[] }>(page, '/api/admin/device')).data.find((d) => d.userId === me.id);
    expect(own, 'a device checked in at login').toBeDefined();

    await page.goto(`${run.server.baseUrl}/admin/devices`);
    await heading(page, 'Devices').waitFor();
    const headers = await table(page, 'Devices').getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Operating System', 'OS Version', 'Device Model', 'Timezone', 'App Version', 'Language', 'Last Updated']);
    // Newest first: the login's check-in is the first row.
    const first = bodyRows(page, 'Devices').first();
    await first.waitFor();
    expect(await first.getByRole('cell').nth(2).textContent()).toBe(own!.deviceModel);
    expect(await page.getByText('Page 1 of 1').first().isVisible()).toBe(true);
    await pageShot(page, 'devices-desktop');

    await first.getByRole('cell').first().click();
    const dialog = page.getByRole('dialog', { name: 'Device Details' });
    await dialog.getByText(own!.id).waitFor();
    const groups = await dialog.getByRole('heading', { level: 3 }).allTextContents();
    expect(groups).toEqual(['Device', 'Basic', 'App', 'Network and Carrier', 'Localization', 'System', 'Timestamps']);
    expect(await dialog.getByText(own!.timezone!).isVisible()).toBe(true);
    await dialogShot(page, 'device-details-desktop');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates, edits and deletes an activity', async () => {
    const { page } = desktop;
    await page.goto(`${run.server.baseUrl}/admin/activities`);
    await heading(page, 'Activities').waitFor();
    await bodyRows(page, 'Activities').first().waitFor();
    expect(await page.getByText('Page 1 of 3').first().isVisible()).toBe(true);
    await pageShot(page, 'activities-desktop');

    await bodyRows(page, 'Activities').first().getByRole('cell').first().click();
    const details = page.getByRole('dialog', { name: 'Activity Details' });
    await details.waitFor();
    await dialogShot(page, 'activity-details-desktop');
    await details.getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('link', { name: '+ Add Activity' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/activity/new`);
    await heading(page, 'Add New Activity').waitFor();
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.getByText('Title is required').first().waitFor();
    await page.getByLabel('Title').fill('E2E tečaj oživljanja');
    await page.getByLabel('Organization').fill('Rdeči križ – OZ Test');
    await page.getByLabel('Points').fill('35');
    await page.getByLabel('City').fill('Kamnik');
    await page.getByLabel('Country').fill('Slovenia');
    await page.getByLabel('Starts At').fill('2099-05-01T17:00');
    await pageShot(page, 'activity-form-desktop');
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/activities`);

    // Starts At descending: the activity of 2099 is first.
    const created = bodyRows(page, 'Activities').first();
    await created.getByText('E2E tečaj oživljanja').waitFor();
    expect(await created.getByText('35', { exact: true }).isVisible()).toBe(true);

    await created.getByRole('link', { name: 'Edit' }).click();
    await heading(page, 'Edit Activity').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('E2E tečaj oživljanja');
    expect(await page.getByLabel('Starts At').inputValue()).toBe('2099-05-01T17:00');
    await page.getByLabel('Title').fill('E2E tečaj oživljanja (updated)');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${run.server.baseUrl}/admin/activities`);
    const updated = bodyRows(page, 'Activities').first();
    await updated.getByText('E2E tečaj oživljanja (updated)').waitFor();

    await page.getByPlaceholder('Search activities...').fill('E2E tečaj');
    // The search runs on the server after the typing pauses.
    await expect.poll(() => bodyRows(page, 'Activities').count(), { timeout: 10_000 }).toBe(1);
    await bodyRows(page, 'Activities').first().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Activity' });
    await confirm.getByText('Are you sure you want to delete this activity? You can restore it from the Trash.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No activities found').waitFor();
    const all = await apiAs<{ data: { title: string }[]; totalCount: number }>(page, '/api/admin/activity?page=0&size=200');
    expect(all.data.some((a) => a.title.startsWith('E2E'))).toBe(false);
    expect(all.totalCount).toBe(21);
  });

  it('shows every screen on a phone without sideways scrolling', async () => {
    const { page, errors } = await adminPage(PHONE);
    const users = await apiAs<{ data: User[] }>(page, '/api/admin/user?page=0&size=20');
    const ana = users.data.find((u) => u.email === 'member@aedatlas.test')!;

    for (const [name, url, title] of [
      ['users', '/admin/users', 'Admin Users'],
      ['user-edit', `/admin/user/${ana.id}`, 'Edit User'],
      ['statistics', '/admin/statistics', 'Platform Statistics'],
      ['devices', '/admin/devices', 'Devices'],
      ['activities', '/admin/activities', 'Activities'],
      ['activity-form', '/admin/activity/new', 'Add New Activity'],
    ] as const) {
      await page.goto(`${run.server.baseUrl}${url}`);
      await heading(page, title).waitFor();
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page, name);
      await pageShot(page, `${name}-phone`);
    }

    await page.goto(`${run.server.baseUrl}/admin/users`);
    await bodyRows(page, 'Admin Users').first().getByRole('cell').first().click();
    await page.getByRole('dialog', { name: /Details$/ }).waitFor();
    await dialogShot(page, 'user-details-phone');

    await page.goto(`${run.server.baseUrl}/admin/devices`);
    await bodyRows(page, 'Devices').first().getByRole('cell').first().click();
    await page.getByRole('dialog', { name: 'Device Details' }).waitFor();
    await dialogShot(page, 'device-details-phone');

    expect(errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
  });
});
