import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations, noSidewaysScroll } from './helpers/a11y';
import { apiCall, BLANK_TILE, collectPageErrors, DEMO_ADMIN, DESKTOP, logIn, PHONE_360, screenshot, passwordGrantToken } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';
import { newAedPayload } from '../../server/test/helpers/aed-payload';

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });
let adminToken: string;

/** Today where the AEDs hang, as the server counts expiry, plus `days`. */
function ljubljanaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const api = <T>(method: string, path: string, body?: object) => apiCall<T>(run.server.baseUrl, adminToken, method, path, body);

beforeAll(async () => {
  adminToken = await passwordGrantToken(run.server.baseUrl, DEMO_ADMIN);
});

describe('expiry reminders in the browser', () => {
  it('an admin names a maintainer, sees the reminder sent, and the maintainer stops them from the link without a login', async () => {
    const stamp = Date.now();
    const maintainer = `pads-${stamp}@maintainers.test`;
    const aed = await api<{ id: string }>('POST', '/api/admin/aed', {
      ...newAedPayload(`Reminder test ${stamp}`),
      locationDescription: 'By the main entrance',
      serialNumber: `SN-${stamp}`,
      contactEmail: `contact-${stamp}@maintainers.test`,
      // Not due yet: the server's own run at start may still be under way, and must find nothing
      // to send before the admin has seen the empty list.
      batteryExpiry: ljubljanaDate(400),
    });

    const context = await run.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/admin/aed/${aed.id}`);
    const panel = page.getByRole('region', { name: 'Expiry reminders' });
    const emails = panel.getByLabel(/^Maintainer emails/);
    // A wrong address is named with the server's message, and nothing is saved.
    await emails.fill('not-an-address');
    await panel.getByRole('button', { name: 'Save maintainers' }).click();
    await panel.getByText('not-an-address: Must be a valid email address').waitFor();
    await emails.fill(maintainer);
    await panel.getByRole('button', { name: 'Save maintainers' }).click();
    await panel.getByText('Maintainer contacts saved.').waitFor();
    await panel.getByText('No reminders sent yet.').waitFor();
    // The change is in the AED's history.
    await page.getByRole('region', { name: 'History' }).getByText('Updated the maintainer contacts').waitFor();

    // Now the battery is due: whichever run comes first, the server's own or the admin's, sends the
    // reminder, and only once.
    await api('PUT', `/api/admin/aed/${aed.id}`, { batteryExpiry: ljubljanaDate(7) });
    await api('POST', '/api/admin/expiry-reminders/run');
    await page.reload();
    const sent = panel.getByRole('region', { name: 'Reminders sent' });
    const row = sent.getByRole('row').filter({ hasText: maintainer });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([expect.any(String), maintainer, 'Battery', ljubljanaDate(7).replace(/^(\d+)-(\d+)-0?(\d+)$/, '$3. $2. $1'), '7 days']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'expiry-reminders-admin');
    expect(errors).toEqual([]);
    await context.close();

    // The mail, as the maintainer gets it (the embedded default keeps it in the outbox).
    let text = '';
    for (let tries = 0; tries < 100 && !text; tries++) {
      const outbox = await api<{ data: { to: string; text: string }[] }>('GET', '/api/admin/outbox?size=100');
      text = outbox.data.find((m) => m.to === maintainer)?.text ?? '';
      if (!text) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(text).toContain(`Battery expires on ${ljubljanaDate(7)} (within 7 days).`);
    const token = new URL(/https?:\/\/\S+\/reminders\/unsubscribe\?token=\S+/.exec(text)![0]).searchParams.get('token')!;

    const visitor = await run.browser.newContext({ viewport: PHONE_360 });
    const phone = await visitor.newPage();
    await phone.goto(`${run.server.baseUrl}/reminders/unsubscribe?token=${token}`);
    await phone.getByText(`Stop the expiry reminders to ${maintainer}?`).waitFor();
    expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Stop reminders' }).click();
    await phone.getByText(`${maintainer} will get no more expiry reminders.`).waitFor();
    expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    // The long address wraps inside its card.
    const card = await phone.getByRole('status').boundingBox();
    expect(card!.x + card!.width).toBeLessThanOrEqual(PHONE_360.width);
    await screenshot(phone, 'expiry-reminders-unsubscribed-360');
    // An altered link says so.
    await phone.goto(`${run.server.baseUrl}/reminders/unsubscribe?token=${token.slice(0, -2)}xx`);
    await phone.getByText('This unsubscribe link is not valid. Please use the link from the reminder as it was sent.').waitFor();
    await visitor.close();
  });
});
