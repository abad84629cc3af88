import type { WasteSite } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../admin/test-admin';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { NO_PHOTO_URL } from './no-photo';
import { wasteSitesResource } from './waste-sites-resource';

const site = (i: number, extra: Partial<WasteSite> = {}): WasteSite => ({
  wasteSiteId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  description: `Demo: Odlagališče ${i}`,
  geoAddress: `Cesta ${i}, 1000 Ljubljana`,
  timestamp: '2026-03-05T13:07:00.000Z',
  latitude: 46.05129,
  longitude: 14.50581,
  imageUrl: `/api/storage/signed/site-images/${i}/demo-photo.jpg?sig=x`,
  ...extra,
});
const sites = [site(1), site(2, { imageUrl: null, geoAddress: null, latitude: 45.996, longitude: 13.6449 }), ...Array.from({ length: 10 }, (_, i) => site(i + 3))];

function asAdmin() {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({
    [CONFIG_PATH]: publicConfig(),
    'GET /api/WasteSites': () => json(200, { data: sites, page: 0, pageSize: 12, totalCount: 30, totalPages: 3 }),
  });
  return { net, ...renderAdmin([wasteSitesResource], '/dashboard/wasteSites') };
}

describe('waste sites (002 §2)', () => {
  it('asks for 12 newest first and shows the columns, coordinates with 2 decimals', async () => {
    const { net } = asAdmin();
    const table = await screen.findByRole('table', { name: 'Waste sites' });
    await within(table).findByText('Demo: Odlagališče 1');
    const call = net.calls.find((c) => c.path === '/api/WasteSites')!;
    expect(Object.fromEntries(call.query)).toEqual({ page: '0', itemsPerPage: '12', sortBy: 'timestamp', sortOrder: 'desc' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(
      expect.arrayContaining(['Description', 'Address', 'Timestamp', 'Latitude', 'Longitude']),
    );
    const row = within(table).getByText('Demo: Odlagališče 2').closest('tr')!;
    expect(within(row).getByText('46.00')).toBeInTheDocument();
    expect(within(row).getByText('13.64')).toBeInTheDocument();
    expect(within(row).getByText('No address')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{1,2}\. 03\. 2026, \d{2}:07$/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it("shows the photo in the image viewer, and the 'no photo' picture where there is none", async () => {
    const user = userEvent.setup();
    asAdmin();
    await user.click(await screen.findByRole('button', { name: 'Photo of Demo: Odlagališče 1' }));
    const viewer = screen.getByRole('dialog', { name: 'Picture viewer' });
    expect(within(viewer).getByRole('img', { name: 'Photo of Demo: Odlagališče 1' })).toHaveAttribute('src', sites[0].imageUrl);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Picture viewer' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Photo of Demo: Odlagališče 2 (no photo)' }));
    expect(within(screen.getByRole('dialog', { name: 'Picture viewer' })).getByRole('img', { name: 'No photo: Demo: Odlagališče 2' })).toHaveAttribute('src', NO_PHOTO_URL);
  });

  it('opens the map slide-over at zoom 13 with the photo in the open popup', async () => {
    const user = userEvent.setup();
    asAdmin();
    await user.click(await screen.findByRole('button', { name: 'Map of Demo: Odlagališče 1' }));
    const panel = screen.getByRole('dialog', { name: 'Demo: Odlagališče 1' });
    const map = await within(panel).findByRole('region', { name: 'Map of Demo: Odlagališče 1' });
    expect(map).toHaveAttribute('data-zoom', '13');
    const photo = await waitFor(() => {
      const img = map.querySelector<HTMLImageElement>('.leaflet-popup img');
      expect(img).not.toBeNull();
      return img!;
    });
    expect(photo.getAttribute('src')).toBe(sites[0].imageUrl);
    // A photo that does not load gives way to the 'no photo' picture.
    photo.dispatchEvent(new Event('error'));
    expect(photo.getAttribute('src')).toBe(NO_PHOTO_URL);
    expect(photo.alt).toBe('No photo');
    await user.click(within(panel).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Demo: Odlagališče 1' })).not.toBeInTheDocument());
  });
});
