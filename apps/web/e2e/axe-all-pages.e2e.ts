import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, launchBrowser, logIn, passwordGrantToken, PHONE_360 } from './helpers/browser';
import { rulesNeverSerious, seriousA11yViolations, seriousAxeOn } from './helpers/a11y';
import { addressOf, appPages, type AppPage, type PageAccess } from './helpers/app-pages';
import { startServer, type TestServer } from './helpers/server';

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['360px', PHONE_360],
] as const;
const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058 };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
let browser: Browser;
let ids: Record<string, string>;

const adminToken = (baseUrl: string) => passwordGrantToken(baseUrl, DEMO_ADMIN);

/** Real ids for the pages that show one record: an AED, the demo member, an activity and a help center if any. */
async function recordIds(baseUrl: string): Promise<Record<string, string>> {
  const auth = { headers: { Authorization: `Bearer ${await adminToken(baseUrl)}` } };
  const aed = ((await (await fetch(`${baseUrl}/api/aed?page=0&size=1`)).json()) as { data: { id: string }[] }).data[0].id;
  const users = (await (await fetch(`${baseUrl}/api/admin/user?page=0&size=5&search=member`, auth)).json()) as { data: { id: string }[] };
  const activities = (await (await fetch(`${baseUrl}/api/admin/activity?page=0&size=1`, auth)).json()) as { data?: { id: string }[] };
  const helpCenters = (await (await fetch(`${baseUrl}/api/admin/helpcenter?page=0&size=1`, auth)).json()) as { data?: { id: string }[] };
  const services = (await (await fetch(`${baseUrl}/api/admin/helpservice?page=0&size=1`, auth)).json()) as { data?: { id: string; options: { id: string }[] }[] };
  const user = users.data[0].id;
  const service = services.data?.[0];
  const helpIds = { helpservice: service?.id ?? UNKNOWN_ID, service: service?.id ?? UNKNOWN_ID, 'helpservice-option': service?.options[0]?.id ?? UNKNOWN_ID };
  const sent = (await (await fetch(`${baseUrl}/api/admin/notification?page=0&size=50`, auth)).json()) as { data: { id: string; userId: string }[] };
  // One of the demo member's own notifications: the console's details and the member's inbox both open it.
  const notification = sent.data.find((n) => n.userId === user)?.id ?? UNKNOWN_ID;
  return { aed, user, users: user, activity: activities.data?.[0]?.id ?? UNKNOWN_ID, notification, notifications: notification, helpcenter: helpCenters.data?.[0]?.id ?? UNKNOWN_ID, ...helpIds };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  ids = await recordIds(server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Dialogs and panels worth checking too, opened the way a person opens them. */
const OPENERS: Record<string, (page: Page) => Promise<void>> = {
  '/profile': (page) => page.getByRole('button', { name: 'Edit Profile' }).click(),
  '/admin/users': (page) => page.getByRole('table').getByRole('row').nth(1).click(),
  '/admin/devices': (page) => page.getByRole('table').getByRole('row').nth(1).click(),
  '/admin/notifications': (page) => page.getByRole('button', { name: '+ Send Notification' }).click(),
  '/admin/helpcenters': (page) => page.getByRole('table').getByRole('button', { name: 'Delete' }).first().click(),
  '/admin/helpservice': (page) => page.getByRole('button', { name: /^View details of / }).first().click(),
  '/admin/storage': (page) => page.getByRole('button', { name: 'New Folder' }).click(),
  '/admin/api-clients': (page) => page.getByRole('button', { name: 'New client' }).click(),
  '/admin/webhooks': (page) => page.getByRole('button', { name: 'New webhook' }).click(),
  '/map': (page) => page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click(),
  // The dispatch view's results: the centre of Ljubljana, where the demo AEDs are.
  '/dispatch': async (page) => {
    await page.getByLabel('Latitude').fill('46.0569');
    await page.getByLabel('Longitude').fill('14.5058');
    await page.getByRole('button', { name: 'Find AEDs' }).click();
  },
  '/dashboard': async (page) => {
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
  },
};

/** Waits until the page has loaded what it loads: no network for a moment, no spinner. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(250);
}

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page, where: string, extraRules: string[] = []): Promise<Finding[]> {
  const results = await seriousAxeOn(page, extraRules).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ where, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

async function contextFor(access: PageAccess, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, permissions: ['geolocation'], geolocation: LJUBLJANA });
  if (access !== 'visitor') await logIn(await context.newPage(), server.baseUrl, access === 'admin' ? DEMO_ADMIN : DEMO_MEMBER);
  return context;
}

describe('axe on every page of the router', () => {
  const pages = appPages();

  it('finds the pages in the route table: public, member and admin', () => {
    const patterns = pages.map((p) => p.pattern);
    for (const known of ['/map', '/aed/:id', '/login', '/profile', '/helpcenter', '/admin/users', '/admin/aed/:id', '/admin/helpcenters', '/admin/helpcenter/:id', '/admin/storage']) expect(patterns).toContain(known);
    expect(pages.filter((p) => p.access === 'admin').length).toBeGreaterThan(10);
  });

  it('checks every rule that can find something serious, and still finds it', async () => {
    const left = rulesNeverSerious();
    expect(left).toEqual(expect.arrayContaining(['region', 'heading-order', 'landmark-one-main']));
    for (const checked of ['color-contrast', 'label', 'button-name', 'image-alt', 'aria-valid-attr-value']) expect(left).not.toContain(checked);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<html lang="en"><head><title>Contrast</title></head><body><main><p style="color:#999;background:#aaa">Faint text</p><button></button></main></body></html>');
    const found = await seriousA11yViolations(page);
    await context.close();
    expect(found.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast']);
  });

  // The six walks run side by side (the e2e project's maxConcurrency), each in a browser context
  // of its own: most of a walk is waiting for pages to settle, not work. An admin walk takes about
  // 4 minutes on a quiet two-core machine and was seen past 10 beside the other walks and files.
  for (const access of ['visitor', 'member', 'admin'] as const) {
    for (const [label, viewport] of VIEWPORTS) {
      it.concurrent(`${access} pages at ${label}: no serious or critical violations`, { timeout: 1_200_000 }, async ({ expect }) => {
        const context = await contextFor(access, viewport);
        const page = context.pages()[0] ?? (await context.newPage());
        const findings: Finding[] = [];
        for (const entry of pages.filter((p: AppPage) => p.access === access && p.pattern !== '/logout')) {
          const address = addressOf(entry.pattern, ids, UNKNOWN_ID);
          await page.goto(`${server.baseUrl}${address}`);
          await settle(page);
          findings.push(...(await seriousViolations(page, `${address} @${label}`)));
          const open = OPENERS[entry.pattern];
          if (open) {
            await open(page);
            await settle(page);
            findings.push(...(await seriousViolations(page, `${address} (opened) @${label}`)));
          }
        }
        await context.close();
        expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      });
    }
  }

  // The walk opens the New client dialog; the Edit dialog of a client's row, with its field messages, is checked here.
  it.each(VIEWPORTS)('the API clients\' Edit dialog, with its field messages (%s)', async (label, viewport) => {
    const name = `Axe dispatch centre ${label}`;
    await apiCall(server.baseUrl, await adminToken(server.baseUrl), 'POST', '/api/admin/api-clients', { name, roles: ['dispatch'] });
    const context = await contextFor('admin', viewport);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.baseUrl}/admin/api-clients?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('');
    await dialog.getByRole('checkbox', { name: 'Dispatch' }).uncheck();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Choose at least one role').waitFor();
    const findings = await seriousViolations(page, `API client Edit dialog @${label}`);
    await context.close();
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });

  it.each(VIEWPORTS)('the "Image not available" placeholder, on the AED page and in the lightbox (%s)', async (label, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.route('**/e2e-pictures/*', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route(`**/api/aed/${ids.aed}`, async (route) => {
      const aed = (await (await route.fetch()).json()) as Record<string, unknown>;
      const at = new Date().toISOString();
      const picture = { id: UNKNOWN_ID.replace(/0$/, '1'), aedId: ids.aed, url: '/e2e-pictures/broken.png', createdAt: at, updatedAt: at };
      await route.fulfill({ json: { ...aed, pictures: [picture] } });
    });
    await page.goto(`${server.baseUrl}/aed/${ids.aed}`);
    // Pictures load lazily: bring them into view on a phone.
    await page.getByRole('region', { name: 'Pictures' }).scrollIntoViewIfNeeded();
    await page.getByText('Image not available').first().waitFor();
    // Also axe's experimental check that a control's name holds the words it shows (WCAG 2.5.3).
    const nameRule = ['label-content-name-mismatch'];
    const findings = await seriousViolations(page, `AED page with a broken picture @${label}`, nameRule);
    await page.getByRole('button', { name: /Open picture 1 of 1/ }).click();
    await page.getByRole('dialog').getByText('Image not available').waitFor();
    findings.push(...(await seriousViolations(page, `lightbox with a broken picture @${label}`, nameRule)));
    await context.close();
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
});
