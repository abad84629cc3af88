import type { MediaFile } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockXhr } from '../../../test/fake-xhr';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { makeHelpCenter } from '../../../test/helpcenter-fixtures';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { helpCentersResource } from './helpcenters-resource';

const center = makeHelpCenter(7, { name: 'Urgentni center Celje' });
const photo = (n: number, caption: string | null): MediaFile => ({
  id: `30000000-0000-4000-8000-00000000000${n}`,
  mediaLinkId: `40000000-0000-4000-8000-00000000000${n}`,
  entityType: 'HELP_CENTER',
  entityId: center.id,
  fileName: `photo-${n}.jpg`,
  contentType: 'image/jpeg',
  fileType: 'IMAGE',
  size: 1000,
  displayOrder: n,
  caption,
  downloadUrl: `/signed/${n}`,
  contentUrl: `/api/files/30000000-0000-4000-8000-00000000000${n}/content`,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('Edit help center: Photos', () => {
  it('lists the photos, uploads several with a caption after the last one, and deletes one after asking', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(makeAccessToken(adminClaims));
    let photos = [photo(1, 'Entrance'), photo(4, null)];
    const net = mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [`GET /api/admin/helpcenter/${center.id}`]: () => json(200, center),
      [`GET /api/admin/audit/helpcenter/${center.id}`]: () => json(200, []),
      'GET /api/files': () => json(200, photos),
      'POST /api/files/upload-url': () => json(200, { uploadId: '0b9a4f3e-7d55-4f0e-9a61-5a1f8d3b2c10', uploadUrl: '/s', expiresAt: '', downloadUrl: null, mediaLinkId: null, status: 'pending' }),
      'POST /api/files/upload-complete': (r) => json(200, { ...JSON.parse(r.body), mediaLinkId: JSON.parse(r.body).uploadId, downloadUrl: '/d', status: 'completed' }),
      [`DELETE /api/files/${photo(1, null).id}`]: () => {
        photos = photos.slice(1);
        return json(204, undefined);
      },
    });
    mockXhr(() => ({ status: 200 }));
    renderAdmin([helpCentersResource], `/admin/helpcenter/${center.id}`);

    expect(await screen.findByRole('heading', { name: 'Photos (2)' })).toBeInTheDocument();
    const query = net.calls.find((c) => c.path === '/api/files')!.query;
    expect(Object.fromEntries(query)).toEqual({ entityType: 'HELP_CENTER', entityId: center.id });
    expect(screen.getByRole('img', { name: 'Entrance' })).toHaveAttribute('src', photo(1, null).contentUrl);
    expect(screen.getByText('photo-4.jpg')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Caption (optional, for the next upload)'), 'Waiting room');
    const gif = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/gif' });
    await user.upload(screen.getByTestId('multi-upload-input'), [gif('a.gif'), gif('b.gif')]);
    expect(await screen.findByText('Uploaded 2/2 files')).toBeInTheDocument();
    const completes = net.calls.filter((c) => c.path === '/api/files/upload-complete').map((c) => JSON.parse(c.body));
    expect(completes.map((b) => [b.helpCenterId, b.displayOrder, b.caption])).toEqual([
      [center.id, 5, 'Waiting room'],
      [center.id, 6, 'Waiting room'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete photo' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this photo?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Photos (1)' })).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
