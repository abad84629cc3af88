import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advertisementsResource } from '../features/dashboard/ads/ads-resource';
import { memberProfile } from '../features/account/test-fixtures';
import { renderAdmin } from '../features/admin/test-admin';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { storeSession } from '../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../test/tokens';

/**
 * A huge pasted line (5 MB froze the page) is cut at the length the contracts allow: the text
 * fields carry maxLength, so the browser never holds more than the server would take.
 */
const HUGE = 'x'.repeat(50_000);

async function pasteInto(field: HTMLElement) {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(HUGE);
  return (field as HTMLInputElement).value.length;
}

describe('text fields stop at the contracts\u2019 lengths', () => {
  it('the generated panel form (advertisement): title 200, address 2048, text 4000', async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({ 'GET /api/admin/Advertisements': () => json(200, { data: [], page: 0, pageSize: 12, totalCount: 0, totalPages: 0 }) });
    renderAdmin([advertisementsResource], '/dashboard/ads');
    await userEvent.click(await screen.findByRole('button', { name: '+ Add new' }));
    const panel = screen.getByRole('dialog', { name: 'Add new' });
    expect(await pasteInto(within(panel).getByLabelText(/^Title/))).toBe(200);
    expect(await pasteInto(within(panel).getByLabelText(/^Url/))).toBe(2048);
    expect(await pasteInto(within(panel).getByLabelText(/^Text/))).toBe(4000);
  });

  it('the AED form: title 300, notes 5000, postal code 20', async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(404, {}) });
    renderApp('/admin/aed/new');
    expect(await pasteInto(await screen.findByLabelText(/^Title/))).toBe(300);
    expect(await pasteInto(screen.getByLabelText(/^Notes/))).toBe(5000);
    expect(await pasteInto(screen.getByLabelText(/^Postal Code/))).toBe(20);
  });

  it("the member's profile: first name 100, phone 40", async () => {
    storeSession(makeAccessToken());
    mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await userEvent.clear(within(dialog).getByLabelText('First name'));
    expect(await pasteInto(within(dialog).getByLabelText('First name'))).toBe(100);
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    expect(await pasteInto(within(dialog).getByLabelText('Phone'))).toBe(40);
  });

  it("the member's ICE contact: display name 200, email 320", async () => {
    storeSession(makeAccessToken());
    mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/ice-contacts');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Contact' }));
    expect(await pasteInto(screen.getByLabelText('Display name'))).toBe(200);
    expect(await pasteInto(screen.getByLabelText('Email'))).toBe(320);
  });
});
