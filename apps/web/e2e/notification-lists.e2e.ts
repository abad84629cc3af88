import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, launchBrowser, logIn, passwordGrantToken } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

/**
 * The console's notification lists with more rows than any page a table starts with: 33
 * notifications to the demo member, and one send to every user (16 recipients, a notification each).
 */

const NOTIFICATIONS = 33;
let server: TestServer;
let browser: Browser;
let everyone: string[];
/** Every notification there is: the demo data's and these. */
let total: number;

async function send(token: string, userIds: string[], title: string) {
  const response = await fetch(`${server.baseUrl}/api/admin/notification/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userIds, title, message: `${title}: bring comfortable shoes.`, latitude: null, longitude: null }),
  });
  expect(response.status).toBe(202);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await passwordGrantToken(server.baseUrl, DEMO_ADMIN);
  const member = await passwordGrantToken(server.baseUrl, DEMO_MEMBER);
  const me = (await (await fetch(`${server.baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${member}` } })).json()) as { id: string };
  for (let i = 1; i <= NOTIFICATIONS; i++) await send(admin, [me.id], `CPR practice ${String(i).padStart(2, '0')}`);
  const users = (await (await fetch(`${server.baseUrl}/api/admin/user?page=0&size=100`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { data: { id: string }[] };
  everyone = users.data.map((u) => u.id);
  expect(everyone.length).toBeGreaterThan(10);
  await send(admin, everyone, 'AED course for everyone');
  const list = await fetch(`${server.baseUrl}/api/admin/notification/?page=0&size=20`, { headers: { authorization: `Bearer ${admin}` } });
  total = ((await list.json()) as { totalCount: number }).totalCount;
  expect(total).toBeGreaterThanOrEqual(NOTIFICATIONS + everyone.length);
  expect(total).toBeLessThanOrEqual(100);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

describe('notification lists longer than a page', () => {
  it('the notifications list draws every row of the page it shows: 20, then all of them at 100 a page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, server.baseUrl, DEMO_ADMIN);
    await page.goto(`${server.baseUrl}/admin/notifications`);
    await page.getByText(`Showing 20 of ${total} notifications (Page 1 of ${Math.ceil(total / 20)})`).waitFor();
    await expect.poll(() => bodyRows(page, 'Notifications').count()).toBe(20);

    await page.getByLabel('Rows per page').selectOption('100');
    await page.getByText(`Showing ${total} of ${total} notifications (Page 1 of 1)`).waitFor();
    await expect.poll(() => bodyRows(page, 'Notifications').count()).toBe(total);
    const first = bodyRows(page, 'Notifications').filter({ hasText: 'CPR practice 01' });
    await first.scrollIntoViewIfNeeded();
    expect(await first.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the read status of a send draws every recipient', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logIn(page, server.baseUrl, DEMO_ADMIN);
    await page.goto(`${server.baseUrl}/admin/notifications`);
    await bodyRows(page, 'Notifications').filter({ hasText: 'AED course for everyone' }).first().getByRole('link', { name: /View Details/ }).click();
    await page.getByRole('heading', { name: 'Read Status' }).waitFor();
    await expect.poll(() => bodyRows(page, 'Read Status').count()).toBe(everyone.length);
    await context.close();
  });
});
