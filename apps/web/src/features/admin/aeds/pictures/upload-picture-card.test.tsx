import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAed } from '../../../../test/aed-fixtures';
import { mockXhr } from '../../../../test/fake-xhr';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { storeSession } from '../../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../../test/tokens';

const ID = '00000000-0000-4000-8000-00000000a001';
const FILE_ID = '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c10';
const pictureOf = (n: number, url: string) => ({ id: `20000000-0000-4000-8000-00000000000${n}`, aedId: ID, url, createdAt: '2025-03-05T13:07:00.000Z', updatedAt: '2025-03-05T13:07:00.000Z' });

describe('Manage AED pictures: upload from this device', () => {
  it('uploads a photo for this AED after its pictures, and the list shows it at once', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(makeAccessToken(adminClaims));
    let uploaded = false;
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'GET /api/user/me': () => json(404, {}),
      [`GET /api/admin/aed/${ID}`]: () => json(200, makeAed({ id: ID, description: 'Town hall lobby' })),
      [`GET /api/admin/aed-picture/aed/${ID}`]: () => json(200, [pictureOf(1, 'https://img.example/a.jpg'), ...(uploaded ? [pictureOf(2, `/api/files/${FILE_ID}/content`)] : [])]),
      'POST /api/files/upload-url': () => json(200, { uploadId: FILE_ID, uploadUrl: '/api/storage/signed/abc', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' }),
      'POST /api/files/upload-complete': (r) => {
        uploaded = true;
        return json(200, { uploadId: FILE_ID, mediaLinkId: FILE_ID, downloadUrl: '/d', fileSize: JSON.parse(r.body).fileSize, status: 'completed' });
      },
    });
    mockXhr(() => ({ status: 200 }));
    renderApp(`/admin/aed/${ID}/pictures`);
    expect(await screen.findByRole('heading', { name: 'Current Pictures (1)' })).toBeInTheDocument();

    await user.upload(screen.getByTestId('upload-input'), new File([new Uint8Array(900)], 'lobby.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Upload Complete' })).toBeInTheDocument();
    expect(JSON.parse(net.calls.find((c) => c.path === '/api/files/upload-complete')!.body)).toEqual({ uploadId: FILE_ID, fileSize: 900, entityType: 'AED', displayOrder: 1, aedId: ID });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Current Pictures (2)' })).toBeInTheDocument());
    expect(screen.getByText(`/api/files/${FILE_ID}/content`)).toBeInTheDocument();
  });
});
