import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';

const ID = '7a7a7a7a-0000-4000-8000-000000000001';
const row = (id: string, name: string) => ({ id, name, description: '', address: '', postalCode: '', city: 'Celje', phoneNumber: '', mobileNumber: '', email: '', validated: true });
const photo = (n: number, caption: string | null) => ({
  id: `30000000-0000-4000-8000-00000000000${n}`,
  displayOrder: n,
  caption,
  fileName: `p${n}.jpg`,
  contentUrl: `/api/files/30000000-0000-4000-8000-00000000000${n}/content`,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('help centers table: Photos', () => {
  it('asks for a help center’s photos only when they are opened, and shows them one by one with captions', async () => {
    const user = userEvent.setup();
    // /helpcenter is in the member area (000 §2).
    storeSession(makeAccessToken());
    const network = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'GET /api/helpcenter/public': () => json(200, [row(ID, 'ZD Celje'), row('legacy-7', 'Outside service')]),
      'GET /api/files': () => json(200, [photo(2, null), photo(1, 'Main entrance')]),
    });
    renderApp('/helpcenter');
    const button = await screen.findByRole('button', { name: 'Photos of ZD Celje' });
    // A row from another service has no gallery here.
    expect(screen.queryByRole('button', { name: 'Photos of Outside service' })).toBeNull();
    expect(network.calls.some((c) => c.path === '/api/files')).toBe(false);

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Photos: ZD Celje' });
    expect(await within(dialog).findByRole('img', { name: 'Main entrance' })).toHaveAttribute('src', photo(1, null).contentUrl);
    expect(Object.fromEntries(network.calls.find((c) => c.path === '/api/files')!.query)).toEqual({ entityType: 'HELP_CENTER', entityId: ID });
    expect(dialog).toHaveTextContent('Photo 1 of 2');

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of ZD Celje' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Photo 2 of 2');
    await user.click(within(dialog).getByRole('button', { name: 'Show photo 1' }));
    expect(dialog).toHaveTextContent('Photo 1 of 2');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('says so when a help center has no photos', async () => {
    const user = userEvent.setup();
    // /helpcenter is in the member area (000 §2).
    storeSession(makeAccessToken());
    mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/helpcenter/public': () => json(200, [row(ID, 'ZD Celje')]), 'GET /api/files': () => json(200, []) });
    renderApp('/helpcenter');
    await user.click(await screen.findByRole('button', { name: 'Photos of ZD Celje' }));
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
  });
});
