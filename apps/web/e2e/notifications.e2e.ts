import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, launchBrowser, logIn, PHONE_360, screenshot } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

/**
 * Notifications end to end (001 §2, issue 'notifications that really arrive'): an admin sends one
 * with a place, the member finds it in the inbox, opens it where they are, and the console shows
 * the read and where it happened; push to one user from Edit user.
 */

const READ_AT = { latitude: 46.0512, longitude: 14.5064 };

/** Waits (up to 10 s) for what the screen shows to become what is expected. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

let server: TestServer;
let browser: Browser;
let memberId: string;
const contexts: BrowserContext[] = [];

async function token(account: { email: string; password: string }) {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: account.email, password: account.password });
  const response = await fetch(`${server.baseUrl}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body });
  return ((await response.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  const me = await fetch(`${server.baseUrl}/api/user/me`, { headers: { Authorization: `Bearer ${await token(DEMO_MEMBER)}` } });
  memberId = ((await me.json()) as { id: string }).id;
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, permissions: ['geolocation'], geolocation: READ_AT, serviceWorkers: 'allow' });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await logIn(page, server.baseUrl, account);
  return { page, errors };
}

describe('notifications', () => {
  it('an admin sends one with a place; the member reads it where they are; the console shows the read on the map', async () => {
    const admin = await signedIn(DEMO_ADMIN);
    await admin.page.goto(`${server.baseUrl}/admin/notifications`);
    await admin.page.getByText(/Showing \d+ of \d+ notifications \(Page 1 of 1\)/).waitFor();

    // The modal checks what is required before anything is sent.
    await admin.page.getByRole('button', { name: '+ Send Notification' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Send Notification' });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('User IDs are required').waitFor();
    await dialog.getByText('Title is required').waitFor();

    // An id nobody has: the seeds' alert, and which id it was.
    await dialog.getByLabel('User IDs *').fill(`${memberId}, 00000000-0000-4000-8000-000000000000`);
    await dialog.getByLabel('Title *').fill('AED potreben na Prešernovem trgu');
    await dialog.getByLabel('Message *').fill('Oseba v nezavesti pri Tromostovju. Najbližji AED je v lekarni.');
    await dialog.getByLabel('Latitude').fill('46.0514');
    await dialog.getByLabel('Longitude').fill('14.5061');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toContain('Failed to send notification. Please try again.');
    await poll(() => dialog.getByRole('alert').textContent()).toContain('Unknown user id: 00000000-0000-4000-8000-000000000000');

    await dialog.getByLabel('User IDs *').fill(` ${memberId} ,, `);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.page.getByRole('row').filter({ hasText: 'AED potreben na Prešernovem trgu' });
    await poll(() => row.textContent()).toContain('Ana Novak');
    await poll(() => row.textContent()).toContain('USER');

    // The search works on the loaded page, over title, message and the user.
    await admin.page.getByPlaceholder('Search notifications...').fill('tromostovju');
    await poll(() => admin.page.getByRole('row').count()).toBe(2);
    await admin.page.getByPlaceholder('Search notifications...').fill('no such thing');
    await admin.page.getByText('No notifications found matching your search').waitFor();
    await admin.page.getByPlaceholder('Search notifications...').fill('');

    // The member: the bell counts it, the inbox marks it unread, opening it records the read here.
    const member = await signedIn(DEMO_MEMBER, PHONE_360);
    await member.page.goto(`${server.baseUrl}/dashboard`);
    const bell = member.page.getByRole('link', { name: 'Notifications: 2 unread' });
    await bell.waitFor();
    await bell.click();
    await member.page.waitForURL(`${server.baseUrl}/notifications`);
    const item = member.page.getByRole('link', { name: /AED potreben na Prešernovem trgu/ });
    await poll(() => item.textContent()).toContain('Unread');
    await screenshot(member.page, 'notifications-inbox-360');
    expect(await seriousA11yViolations(member.page)).toEqual([]);
    await item.click();
    await member.page.getByRole('heading', { name: 'AED potreben na Prešernovem trgu' }).waitFor();
    await member.page.getByRole('region', { name: /Map of where this notification is about: 46.0514, 14.5061/ }).waitFor();
    await member.page.getByText(/^Read \d/).waitFor();
    await member.page.getByRole('link', { name: 'Notifications: 1 unread' }).waitFor();
    await screenshot(member.page, 'notifications-read-360');
    expect(await seriousA11yViolations(member.page)).toEqual([]);
    const noSideways = await member.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(noSideways).toBeLessThanOrEqual(0);

    // The console: Read, with the place to 4 decimals, and both markers on the map.
    await row.getByRole('link', { name: /View Details/ }).click();
    await admin.page.getByRole('heading', { name: 'Read Status' }).waitFor();
    const readRow = admin.page.getByRole('table', { name: 'Read Status' }).getByRole('row').filter({ hasText: memberId });
    await poll(() => readRow.textContent()).toContain('Read');
    await poll(() => readRow.textContent()).toContain('46.0512, 14.5064');
    const map = admin.page.getByRole('region', { name: /^Location Map: where/ });
    await poll(() => map.locator('[title="Notification Sent"]').count()).toBe(1);
    await poll(() => map.locator('[title^="Read by Ana Novak at "]').count()).toBe(1);
    expect(await map.getAttribute('data-zoom')).toBe('8');
    await poll(() => admin.page.getByTestId('delivery-read').textContent()).toBe('1');
    await screenshot(admin.page, 'notifications-details');
    expect(await seriousA11yViolations(admin.page)).toEqual([]);

    // The Reads view: the same data with the 'Sent to' block.
    await admin.page.getByRole('link', { name: 'View reads' }).click();
    await admin.page.getByRole('heading', { name: 'Sent to' }).waitFor();
    await poll(() => admin.page.getByRole('table', { name: 'Read Status' }).textContent()).toContain('46.0512, 14.5064');
    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });

  it('pushes to one user from Edit user: Send waits for a title and a body, then the success dialog', async () => {
    const admin = await signedIn(DEMO_ADMIN);
    await admin.page.goto(`${server.baseUrl}/admin/user/${memberId}`);
    const panel = admin.page.getByRole('region', { name: 'Send Push Notification' });
    const send = panel.getByRole('button', { name: 'Send Push Notification' });
    expect(await send.isDisabled()).toBe(true);
    await panel.getByLabel('Title *').fill('Servis AED');
    expect(await send.isDisabled()).toBe(true);
    await panel.getByLabel('Body *').fill('Zamenjajte elektrode do petka.');
    await panel.getByLabel('Key 1').fill('aedId');
    await panel.getByLabel('Value 1').fill('42');
    await panel.getByLabel('Key 2').fill('halfFilled');
    await send.click();
    const done = admin.page.getByRole('dialog', { name: 'Push notification sent' });
    await poll(() => done.textContent()).toContain('Push notification has been sent successfully to the user.');
    await done.getByRole('button', { name: 'OK' }).click();
    expect(await panel.getByLabel('Title *').inputValue()).toBe('');

    // Only the complete pair went with it.
    const inbox = await fetch(`${server.baseUrl}/api/notification/inbox`, { headers: { Authorization: `Bearer ${await token(DEMO_MEMBER)}` } });
    const newest = ((await inbox.json()) as { data: { title: string; data: Record<string, string> | null }[] }).data[0];
    expect(newest).toMatchObject({ title: 'Servis AED', data: { aedId: '42' } });
    expect(admin.errors).toEqual([]);
  });
});
