import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_ADMIN, DEMO_MEMBER, DESKTOP, launchBrowser, logIn, passwordGrantToken } from './helpers/browser';
import { startServer, type TestServer } from './helpers/server';

const LJUBLJANA = { lat: '46.0569', lon: '14.5058' };
const CODE = '7319#A';

let server: TestServer;
let browser: Browser;
let aedId: string;
let aedTitle: string;

/** The demo member made a dispatcher, and the AED nearest the centre of Ljubljana given a locked cabinet and its code, as an admin does. */
async function prepare(baseUrl: string) {
  const admin = { Authorization: `Bearer ${await passwordGrantToken(baseUrl, DEMO_ADMIN)}`, 'Content-Type': 'application/json' };
  const members = (await (await fetch(`${baseUrl}/api/admin/user?page=0&size=5&search=${encodeURIComponent(DEMO_MEMBER.email)}`, { headers: admin })).json()) as { data: { id: string }[] };
  const assign = await fetch(`${baseUrl}/api/admin/UserRoles/Assign`, { method: 'POST', headers: admin, body: JSON.stringify({ userId: members.data[0]!.id, role: 'DISPATCH' }) });
  expect(assign.status).toBe(200);
  const nearest = (await (await fetch(`${baseUrl}/api/dispatch/nearest?lat=${LJUBLJANA.lat}&lon=${LJUBLJANA.lon}`, { headers: admin })).json()) as { aeds: { id: string; title: string | null }[] };
  aedId = nearest.aeds[0]!.id;
  const read = await fetch(`${baseUrl}/api/admin/aed/${aedId}`, { headers: admin });
  expect((await read.json()) as object).toMatchObject({ hasCabinetCode: false });
  aedTitle = nearest.aeds[0]!.title ?? 'AED without a name';
  const saved = await fetch(`${baseUrl}/api/admin/aed/${aedId}`, { method: 'PUT', headers: { ...admin, 'If-Match': read.headers.get('etag')! }, body: JSON.stringify({ lockedCabinet: true, cabinetCode: CODE }) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect(await saved.text()).not.toContain(CODE);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: BLANK_TILE }), launchBrowser()]);
  await prepare(server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a dispatcher reveals a cabinet code for a call, and the public sees the AED possibly in use', () => {
  it('asks the call reference by keyboard, shows the code large, and marks the AED on its public page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logIn(page, server.baseUrl, DEMO_MEMBER);
    await page.goto(`${server.baseUrl}/dispatch`);
    await page.getByLabel('Latitude').fill(LJUBLJANA.lat);
    await page.getByLabel('Longitude').fill(LJUBLJANA.lon);
    await page.getByRole('button', { name: 'Find AEDs' }).click();
    const first = page.getByRole('list', { name: 'AEDs usable now, nearest first' }).getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain(aedTitle);
    expect(await first.textContent()).toContain('Code on file');
    // Only the AED with a code has the action.
    expect(await page.getByRole('button', { name: 'Reveal code' }).count()).toBe(1);

    await first.getByRole('button', { name: 'Reveal code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The call reference has the focus: Enter alone is refused at the field, then a reference reveals.
    await page.keyboard.press('Enter');
    await dialog.getByText('Enter the call reference').waitFor();
    await page.keyboard.type('E2E-112-0001');
    await page.keyboard.press('Enter');
    const code = dialog.getByLabel('Cabinet code');
    await code.waitFor();
    expect(await code.textContent()).toBe(CODE);
    expect(await dialog.textContent()).toMatch(/Marked as possibly in use until \d\d:\d\d\./);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByText(CODE).count()).toBe(0);

    // Anyone, signed in or not, sees it possibly in use on the AED's page, in words.
    const visitor = await browser.newContext({ viewport: DESKTOP });
    const aedPage = await visitor.newPage();
    await aedPage.goto(`${server.baseUrl}/aed/${aedId}`);
    const mark = aedPage.getByTestId('possibly-in-use');
    await mark.waitFor();
    expect(await mark.textContent()).toMatch(/Possibly in use until \d\d:\d\d/);
    expect(await aedPage.content()).not.toContain(CODE);
    await visitor.close();
    await context.close();
  });
});
