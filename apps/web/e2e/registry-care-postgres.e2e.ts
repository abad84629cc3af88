import { describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, PHONE_360, passwordGrantToken, screenshot } from './helpers/browser';
import { createScratchDatabase, postgresAdminUrl } from './helpers/postgres';
import { serverAndBrowser } from './helpers/server-and-browser';
import { startServer } from './helpers/server';

/**
 * The loop after use on PostgreSQL (the other browser tests of guardians and checks run on the
 * embedded database): a visitor reports an AED used; at its QR label another visitor's "all fine"
 * does not bring it back; its guardian checks it in My AEDs with new dates, which does; the AED
 * page then says who checked it. And the console's side: a guardian request approved, the registry
 * health dashboard, a list of it printed as QR labels, and a lot recall with its notices. Needs TEST_DATABASE_URL (CI sets it).
 */
describe.runIf(Boolean(postgresAdminUrl))('registry care on PostgreSQL', () => {
  // A database of its own, dropped once its server has stopped.
  const run = serverAndBrowser(async () => {
    const database = await createScratchDatabase();
    const server = await startServer({ DATABASE_URL: database.url, SEED_DEMO_DATA: 'true', MAP_TILE_URL: BLANK_TILE });
    return { baseUrl: server.baseUrl, stop: async () => (await server.stop(), await database.drop()) };
  });

  const api = async (token: string | null, method: string, path: string, body?: object) => {
    const res = await fetch(`${run.server.baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
  const createAed = (admin: string, title: string, extra: object = {}) =>
    api(admin, 'POST', '/api/admin/aed', {
      title,
      description: 'In the hall',
      locationDescription: 'Next to the lift',
      accessibility: 'FULL_24H',
      model: 'ZOLL AED Plus',
      serialNumber: 'SN-CARE',
      maintainer: 'Občina Test',
      contactPhoneNumber: '+386 1 555 0101',
      contactEmail: 'keeper@maintainers.test',
      address: 'Trg 9',
      postalCode: '1000',
      city: 'Ljubljana',
      country: 'Slovenia',
      latitude: 46.0521,
      longitude: 14.5041,
      ...extra,
    });
  const inYears = (years: number) => {
    const d = new Date();
    return `${d.getFullYear() + years}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(Math.min(d.getDate(), 28)).padStart(2, '0')}`;
  };

  it('used, an anonymous "all fine" that does not count, and the guardian\'s check that brings it back', async () => {
    const admin = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
    const title = `Care loop ${Date.now()}`;
    const created = await createAed(admin, title);
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await api(admin, 'POST', `/api/admin/aed/${id}/guardians`, { email: DEMO_MEMBER.email })).status).toBe(201);
    expect((await api(null, 'POST', `/api/aed/${id}/reports`, { kind: 'used', fillMs: 4000 })).status).toBe(201);
    const code = (await api(admin, 'GET', `/api/admin/aed/labels?ids=${id}`)).json.data[0].checkCode as string;

    // At the label: one tap, recorded, and the AED stays out of service.
    const visitor = await run.tab(PHONE_360);
    await visitor.page.goto(`${run.server.baseUrl}/c/${code}`);
    const confirm = visitor.page.getByRole('button', { name: 'It is here, the light is green, pads in date' });
    await confirm.focus();
    await visitor.page.keyboard.press('Enter');
    await visitor.page.getByText('Your check was recorded. This AED stays out of service until its guardian checks it with new pads and battery.').waitFor();
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    expect(await noSidewaysScroll(visitor.page)).toBeLessThanOrEqual(0);
    await screenshot(visitor.page, 'registry-care-postgres-label-360');
    expect((await api(null, 'GET', `/api/aed/${id}`)).json).toMatchObject({ state: 'outOfService', lastConfirmedAt: null });

    // The guardian: My AEDs, "Check it now" with new dates, back in service.
    const guardian = await run.signedInTab(DEMO_MEMBER, PHONE_360);
    await guardian.page.goto(`${run.server.baseUrl}/my-aeds`);
    const card = guardian.page.getByRole('list', { name: 'AEDs you look after' }).getByRole('article', { name: title });
    await card.getByRole('button', { name: `Check it now: ${title}` }).click();
    const dialog = guardian.page.getByRole('dialog', { name: `Check ${title}` });
    await dialog.getByLabel('Electrode expiry', { exact: true }).fill(inYears(2));
    await dialog.getByLabel('Battery expiry', { exact: true }).fill(inYears(4));
    expect(await seriousA11yViolations(guardian.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'It is here and ready' }).click();
    await dialog.getByRole('status').getByText('It is back in service.').waitFor();
    expect((await api(null, 'GET', `/api/aed/${id}`)).json).toMatchObject({ state: 'inService', outOfService: null, lastConfirmedBy: 'guardian', electrodeExpiry: inYears(2) });

    // The public AED page says so.
    await visitor.page.goto(`${run.server.baseUrl}/aed/${id}`);
    await visitor.page.getByText('Checked today by its guardian').waitFor();
    expect(visitor.errors).toEqual([]);
    expect(guardian.errors).toEqual([]);
  });

  it('a member asks to guard an AED and an admin approves; a dashboard figure opens its list, whose QR labels follow it; a lot recall reaches the guardian', async () => {
    const admin = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
    const lot = `PG-LOT-${Date.now()}`;
    const title = `Recall on PostgreSQL ${Date.now()}`;
    const created = await createAed(admin, title, { state: 'outOfService', electrodeLot: lot });
    expect(created.status).toBe(201);
    const id = created.json.id as string;

    // The member asks from the AED's page; the admin approves in Guardian Requests.
    const guardian = await run.signedInTab(DEMO_MEMBER, PHONE_360);
    await guardian.page.goto(`${run.server.baseUrl}/aed/${id}`);
    const card = guardian.page.getByRole('region', { name: 'Guardians' });
    await card.getByRole('button', { name: 'Ask to look after this AED' }).click();
    await card.getByText('You asked to look after this AED; an administrator will answer.').waitFor();
    const { page, errors } = await run.adminTab();
    await page.goto(`${run.server.baseUrl}/admin/guardian-requests`);
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('table', { name: 'Guardian requests' }).getByRole('button', { name: `Approve ${DEMO_MEMBER.email} for ${title}` }).click();
    await page.getByText('No requests found').waitFor();

    await page.goto(`${run.server.baseUrl}/admin/registry-health`);
    const figures = page.getByRole('list', { name: 'Figures now' });
    await figures.getByRole('link', { name: /^List the \d+ AEDs? out of service$/ }).click();
    await page.waitForURL(/health=outOfService/);
    // The list as the dashboard opened it, searched for the new AED: its labels follow both.
    const search = page.getByRole('searchbox');
    await search.fill(title);
    // The table shows the AED's description; the search found it alone. The search reaches the
    // address (and so the labels link) a moment after the table can already show one row: the
    // list out of service may hold this AED alone before the search too.
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    await page.getByText('Showing 1 of 1 AEDs').waitFor();
    await page.getByRole('link', { name: 'Print QR Labels' }).click();
    await page.waitForURL(/\/admin\/aeds\/labels\?.*health=outOfService/);
    await page.locator(`[data-testid="qr-label"][data-aed-id="${id}"]`).getByText(title).waitFor();
    await page.getByText(`AEDs matching “${title}”, in the list “Out of service”, in the list's order.`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${run.server.baseUrl}/admin/recalls`);
    await page.getByLabel('Lot number').fill(lot);
    await page.getByLabel('Lot number').press('Enter');
    await page.getByRole('table', { name: `AEDs with lot ${lot}` }).getByRole('link', { name: title }).waitFor();
    await page.getByLabel('Message to the guardians').fill('Replace the pads of this lot.');
    await page.getByRole('button', { name: 'Send recall notice' }).click();
    await page.getByRole('alertdialog', { name: 'Send the recall notice?' }).getByRole('button', { name: 'Send recall notice' }).click();
    await page.getByRole('article', { name: `Lot ${lot}` }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'registry-care-postgres-recall');

    await guardian.page.goto(`${run.server.baseUrl}/my-aeds`);
    await guardian.page.getByRole('region', { name: 'Recall notices' }).getByRole('article', { name: `Recall of lot ${lot}` }).waitFor();
    expect(errors).toEqual([]);
    expect(guardian.errors).toEqual([]);
  });
});
