import type { SportActivity } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../admin/test-admin';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { sportActivitiesResource } from './sport-activities-resource';

const ID = '00000000-0000-4000-8000-000000000001';
const activity = (i: number, extra: Partial<SportActivity> = {}): SportActivity => ({
  sportActivityId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  sportActivityTypeId: '7a1f3c20-5d6e-4b8a-9c01-000000000002',
  sportActivityTypeDescription: 'Tek',
  sportActivityName: `Demo: Jutranji tek ${i}`,
  duration: 5405,
  startTime: '2026-03-05T06:07:00.000Z',
  endTime: '2026-03-05T07:37:05.000Z',
  distance: 12_345,
  averageSpeed: 2.2841,
  ascentOnTrack: 48.25,
  descentOnTrack: 50,
  valuePoints: 99,
  userId: '00000000-0000-4000-8000-0000000000aa',
  ...extra,
});
const track = {
  type: 'Feature',
  id: ID,
  geometry: {
    type: 'LineString',
    coordinates: [
      [14.5, 46.0, 300],
      [14.5, 46.005, 320],
      [14.51, 46.01, 310],
    ],
  },
  properties: {},
};

function asAdmin(trackAnswer: () => Response = () => json(200, track)) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({
    [CONFIG_PATH]: publicConfig(),
    'GET /api/admin/SportActivities': () => json(200, { data: [activity(1), activity(2, { sportActivityTypeDescription: 'Kolesarjenje', duration: 59 })], page: 0, pageSize: 12, totalCount: 2, totalPages: 1 }),
    [`GET /api/admin/SportActivities/GetSportActivityGeoJson/${ID}`]: trackAnswer,
  });
  return { net, ...renderAdmin([sportActivitiesResource], '/dashboard/sportsActivities') };
}

beforeEach(() => {
  // recharts measures its box; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('sport activities (002 §2)', () => {
  it('asks for 12 newest first and shows Description, Duration, Start Time, End Time and Distance', async () => {
    const { net } = asAdmin();
    const table = await screen.findByRole('table', { name: 'Sport activities' });
    const row = (await within(table).findByText('Kolesarjenje')).closest('tr')!;
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/admin/SportActivities')!.query)).toEqual({ page: '0', itemsPerPage: '12', sortBy: 'startTime', sortOrder: 'desc' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(expect.arrayContaining(['Description', 'Duration', 'Start Time', 'End Time', 'Distance']));
    expect(within(row).getByText('59 s')).toBeInTheDocument();
    expect(within(row).getByText('12.3 km')).toBeInTheDocument();
    expect(within(within(table).getByText('Tek').closest('tr')!).getByText('1 h 30 min 5 s')).toBeInTheDocument();
  });

  it('opens the details slide-over: the route on a map, the elevation profile and the figures in km, km/h and %', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin();
    await user.click(await screen.findByRole('button', { name: /^Details of Tek, / }));
    const panel = screen.getByRole('dialog', { name: 'Demo: Jutranji tek 1' });
    const map = await within(panel).findByRole('region', { name: 'Route of Demo: Jutranji tek 1' });
    expect(map).toHaveAttribute('data-points', '3');
    expect(map.querySelector('path.sport-route-line')).not.toBeNull();
    expect(await within(panel).findByText('Elevation: lowest 300 m, highest 320 m')).toBeInTheDocument();
    // The chart itself draws in a real browser only (jsdom has no layout): the browser test looks at it.
    expect(within(panel).getByRole('img', { name: 'Elevation profile from 300 m to 320 m' })).toBeInTheDocument();
    const value = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(value('Name')).toBe('Demo: Jutranji tek 1');
    expect(value('Duration')).toBe('1 hour 30 minutes 5 seconds');
    expect(value('Distance')).toBe('12.3 km');
    expect(value('Average speed')).toBe('8.22 km/h');
    expect(value('Ascent on track')).toBe('48.3 %');
    expect(value('Descent on track')).toBe('50.0 %');
    expect(value('Value points')).toBe('99');
    expect(value('Start time')).toMatch(/^\d{1,2}\. 03\. 2026, \d{2}:07$/);
    expect(net.calls.filter((c) => c.path.includes('GetSportActivityGeoJson'))).toHaveLength(1);
  });

  it('says so when the route cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    asAdmin(() => (fail ? json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Server error' }) : json(200, track)));
    await user.click(await screen.findByRole('button', { name: /^Details of Tek, / }));
    const panel = screen.getByRole('dialog', { name: 'Demo: Jutranji tek 1' });
    expect(await within(panel).findByText('Failed to load the route of this activity.')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByRole('region', { name: 'Route of Demo: Jutranji tek 1' })).toBeInTheDocument();
  });
});
