import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { collectPageErrors, DEMO_ADMIN, DESKTOP, launchBrowser, logIn, passwordGrantToken, PHONE_360 } from './helpers/browser';
import { startServerWithHistory } from './helpers/history';
import type { TestServer } from './helpers/server';

/**
 * A list shown whole (the expiry list over a date range, 001 §2: no paging then) with more rows
 * than a page: every AED of the demo data gets a battery expiry in 2031.
 */

interface ExpiryRow {
  id: string;
}

const RANGE = 'expiry=on&from=2031-01-01&to=2031-12-31';
let server: TestServer;
let browser: Browser;
let rows: ExpiryRow[];

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerWithHistory([
      `UPDATE aeds SET battery_expiry = date '2031-01-01' + (abs(hashtext(id::text)) % 365)`,
      // A badge longer than any above it, and one that cannot wrap, only in the last month.
      `UPDATE aeds SET accessibility = CASE WHEN battery_expiry >= date '2031-12-01' THEN 'WORKING_HOURS' ELSE 'UNKNOWN' END`,
    ]),
    launchBrowser(),
  ]);
  const token = await passwordGrantToken(server.baseUrl, DEMO_ADMIN);
  const response = await fetch(`${server.baseUrl}/api/aed/by-expiry?from=2031-01-01&to=2031-12-31&page=0&size=20`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: ExpiryRow[]; totalCount: number };
  rows = body.data;
  expect(rows.length).toBe(body.totalCount);
  expect(rows.length).toBeGreaterThan(500);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const renderedRowIndexes = (page: Page) => page.locator('tbody tr[aria-rowindex]').evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('aria-rowindex'))));

/** The row holding keyboard focus, by its place in the table (2 is the first row under the header). */
const focusedRowIndex = (page: Page) => page.evaluate(() => Number(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex') ?? 0));

const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

describe('a long list on one page (expiry list, date range)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE_360],
  ] as const)('shows its first rows at once, says how many there are, and reaches the last by keyboard (%s)', async (name, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, server.baseUrl, DEMO_ADMIN);
    await page.goto(`${server.baseUrl}/admin/aed-expiry?${RANGE}`);
    await page.getByText(`${rows.length.toLocaleString('en')} AED(s) found`).waitFor();
    const first = page.locator('tbody tr[aria-rowindex="2"]');
    await first.waitFor();
    expect(await first.textContent()).toContain(rows[0].id.slice(0, 8));

    // Screen readers hear the whole table's size; the document holds the rows near the screen.
    expect(await page.getByRole('table', { name: 'AEDs by expiry date' }).getAttribute('aria-rowcount')).toBe(String(rows.length + 1));
    const rendered = await renderedRowIndexes(page);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(80);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Tab goes on past the rows first rendered, each focused row scrolled into view.
    await first.focus();
    const beyond = Math.max(...rendered) + 5;
    for (let presses = 0; presses < 800 && (await focusedRowIndex(page)) < beyond; presses++) await page.keyboard.press('Tab');
    const reached = await focusedRowIndex(page);
    expect(reached).toBeGreaterThanOrEqual(beyond);
    expect(await inView(page, `tbody tr[aria-rowindex="${reached}"]`)).toBe(true);

    // End on a focused row: the last row takes focus, on screen; Home: the first again.
    const last = page.locator(`tbody tr[aria-rowindex="${rows.length + 1}"]`);
    await page.keyboard.press('End');
    await expect.poll(() => focusedRowIndex(page)).toBe(rows.length + 1);
    expect(await last.textContent()).toContain(rows[rows.length - 1].id.slice(0, 8));
    await expect.poll(() => inView(page, `tbody tr[aria-rowindex="${rows.length + 1}"]`)).toBe(true);
    await page.waitForTimeout(1_500); // the rows around it measured, it is still on screen
    expect(await inView(page, `tbody tr[aria-rowindex="${rows.length + 1}"]`)).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedRowIndex(page)).toBe(2);
    await expect.poll(() => inView(page, 'tbody tr[aria-rowindex="2"]')).toBe(true);

    // The page's own End, pressed once with focus outside the table: the last row ends on screen,
    // and stays there as the rows at the end are measured.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('End');
    await last.waitFor();
    // Past the moment the rows at the end are measured (SETTLE_MS in windowed-rows.tsx).
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2)).toBe(true);
    expect(await last.textContent()).toContain(rows[rows.length - 1].id.slice(0, 8));
    expect(await inView(page, `tbody tr[aria-rowindex="${rows.length + 1}"]`)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE_360],
  ] as const)('keeps its columns where they are while it is scrolled through, widening one only for what cannot wrap (%s)', async (name, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await logIn(page, server.baseUrl, DEMO_ADMIN);
    await page.goto(`${server.baseUrl}/admin/aed-expiry?${RANGE}`);
    await page.locator('tbody tr[aria-rowindex="2"]').waitFor();
    const layout = () =>
      page.evaluate(() => ({
        widths: [...document.querySelectorAll('thead th')].map((cell) => Math.round(cell.getBoundingClientRect().width)).join(' '),
        // Cells whose content runs out of them (over the next column).
        overflowing: [...document.querySelectorAll('tbody td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
      }));
    const seen = [await layout()];
    // Other rows come into view (places with longer names among them) down to the last.
    for (let step = 1; step <= 10; step++) {
      await page.evaluate((part) => window.scrollTo(0, document.documentElement.scrollHeight * part), step / 10);
      await page.locator(`tbody tr[aria-rowindex]`).last().waitFor();
      await page.waitForTimeout(150);
      seen.push(await layout());
    }
    // Text longer than its column wraps inside it; a badge that cannot wrap gets its width.
    expect(seen.flatMap((step) => step.overflowing)).toEqual([]);
    // The widths change at most once (the last month's longer badge, on a phone), never back and forth.
    const changes = seen.filter((step, i) => i > 0 && step.widths !== seen[i - 1].widths).length;
    expect(changes, `${name}: ${seen.map((step) => step.widths).join(' | ')}`).toBeLessThanOrEqual(1);
    expect(await page.getByText('Working Hours Only').first().isVisible()).toBe(true);
    await context.close();
  });
});
