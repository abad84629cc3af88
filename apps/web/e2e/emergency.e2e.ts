import type { MapFeedItem, NearestAed } from '@aedatlas/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDistance } from '../src/features/map/lib/format-distance';
import { createOpenStatusEvaluator } from '../src/lib/opening-hours/open-status';
import { chooseAed, EMERGENCY_NEAREST_LIMIT } from '../src/features/emergency/choose-aed';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { BLANK_TILE, collectPageErrors, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, logIn, PHONE_360, screenshot, withoutDialer } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058 };
const SISTER = { name: 'Sister', email: 'sister.novak@example.test' };

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await run.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  await withoutDialer(page);
  return { context, page, errors: collectPageErrors(page) };
}

async function openMap(page: Page) {
  await page.goto(`${run.server.baseUrl}/map`);
  await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
}

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: account.email, password: account.password });
  const res = await fetch(`${run.server.baseUrl}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The AED the dialog should offer now: the nearest that is available, as the page decides it. */
async function expectedAed(): Promise<{ aed: NearestAed; fallback: boolean }> {
  const url = `${run.server.baseUrl}/api/aed/nearest?lat=${LJUBLJANA.latitude.toFixed(6)}&lon=${LJUBLJANA.longitude.toFixed(6)}&limit=${EMERGENCY_NEAREST_LIMIT}`;
  const nearest = (await (await fetch(url)).json()) as NearestAed[];
  const evaluate = await createOpenStatusEvaluator();
  const choice = chooseAed(nearest, new Map(nearest.map((aed) => [aed.id, evaluate(aed)])));
  if (!choice) throw new Error('no AED near Ljubljana in the demo data');
  return choice;
}

describe('Call 112 and the emergency screen', () => {
  it('as the demo member on /map: Call 112 leads to the screen with the nearest available AED, walking directions and an alert to the ICE contacts', async () => {
    const { context, page, errors } = await newPage({ permissions: ['geolocation'], geolocation: LJUBLJANA });
    await logIn(page, run.server.baseUrl, DEMO_MEMBER);

    // The demo member has no ICE contacts: one is added on the ICE screen, as a person would.
    await page.goto(`${run.server.baseUrl}/ice-contacts`);
    await page.getByRole('button', { name: 'Add Your First Contact' }).click();
    await page.getByLabel('Display name').fill(SISTER.name);
    await page.getByLabel('Email').fill(SISTER.email);
    await page.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('Contact added successfully!').waitFor();

    await openMap(page);
    const emergency = page.getByRole('link', { name: 'Call 112' });
    expect(await emergency.getAttribute('href')).toBe('tel:112');
    await emergency.click();
    await page.waitForURL(/\/emergency$/);
    const dialog = page.getByRole('main');
    expect(await dialog.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');

    const section = dialog.getByTestId('emergency-nearest-aed');
    const shown = section.locator('[data-aed-id]');
    await shown.waitFor();
    const expected = await expectedAed();
    expect(await shown.getAttribute('data-aed-id')).toBe(expected.aed.id);
    expect(await section.getByTestId('emergency-distance').innerText()).toBe(`${formatDistance(expected.aed.distanceMeters)} in a straight line`);
    const walk = section.getByRole('link', { name: /Walking directions/ });
    expect(await walk.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${expected.aed.latitude},${expected.aed.longitude}&travelmode=walking`,
    );
    expect(await walk.getAttribute('target')).toBe('_blank');
    expect(await section.getByRole('link', { name: /AED page/ }).getAttribute('href')).toBe(`/aed/${expected.aed.id}`);

    await dialog.getByText(SISTER.name).waitFor();
    await dialog.getByRole('button', { name: 'Alert my emergency contacts' }).click();
    await dialog.getByText('Send an emergency alert with your location to your contact?').waitFor();
    await dialog.getByLabel('Message to your contacts (optional)').fill('Grandpa collapsed in the park');
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/emergency/alert'));
    await dialog.getByRole('button', { name: 'Send alert' }).click();
    const response = await answered;
    expect(response.status()).toBe(202);
    const sent = JSON.parse(response.request().postData()!);
    expect(sent).toMatchObject({ latitude: LJUBLJANA.latitude, longitude: LJUBLJANA.longitude, message: 'Grandpa collapsed in the park' });
    const told = dialog.getByRole('status').filter({ hasText: 'Alert sent.' });
    await told.waitFor();
    expect(await told.innerText()).toContain(`${SISTER.name}: email`);
    expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
    await screenshot(page, 'emergency-desktop-sent');

    // The mail is in the outbox (no SMTP in the embedded default), and the alert in the admins' list.
    const admin = await tokenOf(DEMO_ADMIN);
    await expect
      .poll(async () => {
        const outbox = (await (await fetch(`${run.server.baseUrl}/api/admin/outbox?size=100`, { headers: { authorization: `Bearer ${admin}` } })).json()) as {
          data: { to: string; subject: string; text: string }[];
        };
        return outbox.data.find((m) => m.to === SISTER.email)?.subject;
      })
      .toBe(`Emergency alert from ${DEMO_MEMBER.name}`);
    const alerts = (await (await fetch(`${run.server.baseUrl}/api/admin/emergency-alerts`, { headers: { authorization: `Bearer ${admin}` } })).json()) as {
      data: { userEmail: string; message: string; mailsQueued: number }[];
    };
    expect(alerts.data[0]).toMatchObject({ userEmail: DEMO_MEMBER.email, message: 'Grandpa collapsed in the park', mailsQueued: 1 });

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/map$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone: a 44 px Call 112 beside the search and Near me, and a screen without sideways scrolling or axe findings', async () => {
    for (const member of [false, true]) {
      const { context, page, errors } = await newPage({ viewport: PHONE_360, permissions: ['geolocation'], geolocation: LJUBLJANA });
      if (member) await logIn(page, run.server.baseUrl, DEMO_MEMBER);
      await openMap(page);
      const button = page.getByRole('link', { name: 'Call 112' });
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_360.width);
      // It covers neither the search box nor the Near me button.
      for (const other of [page.getByRole('searchbox', { name: 'Search AEDs' }), page.getByRole('button', { name: 'Near me' })]) {
        const o = (await other.boundingBox())!;
        const overlaps = box.x < o.x + o.width && o.x < box.x + box.width && box.y < o.y + o.height && o.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      // Nothing in the top bar is pushed off the screen (the account menu or 'Log in' beside it).
      const offScreen = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.left < 0 || r.right > window.innerWidth || r.height > 48).length,
      );
      expect(offScreen).toBe(0);

      await button.click();
      const dialog = page.getByRole('main');
      await dialog.getByTestId('emergency-nearest-aed').locator('[data-aed-id]').waitFor();
      const callBox = (await dialog.getByRole('link', { name: 'Call 112' }).boundingBox())!;
      expect(callBox.height).toBeGreaterThanOrEqual(44);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page, ['.leaflet-control-container'])).toEqual([]);
      await screenshot(page, member ? 'emergency-phone-member' : 'emergency-phone-visitor');
      if (!member) await dialog.getByRole('link', { name: 'Log in' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('on the AED page by keyboard: a refused location still offers 112 and the map, and Back returns to the AED', async () => {
    const aed = ((await (await fetch(`${run.server.baseUrl}/api/aed/map`)).json()) as MapFeedItem[])[0];
    const { context, page, errors } = await newPage();
    await page.goto(`${run.server.baseUrl}/aed/${aed.id}`);
    const call = page.getByRole('main').getByRole('link', { name: 'Call 112' });
    await call.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/emergency$/);
    const dialog = page.getByRole('main');
    const refused = dialog.getByRole('alert').filter({ hasText: 'Location access is blocked' });
    await refused.waitFor();
    expect(await refused.getByRole('link', { name: 'Open the AED map' }).getAttribute('href')).toBe('/map');
    expect(await dialog.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'emergency-aed-page-denied');
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/aed/${aed.id}$`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
