import type { ScoredType } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../admin/test-admin';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { catalogueResources } from './catalogue-resources';
import { CATALOGUE_SCREENS } from './catalogue-nav';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const challengeTypes: ScoredType[] = [
  { id: id(2), name: 'Most kilometres in a week', icon: '/icons/catalogues/event-run.svg', valuePoints: 100, orderNum: 2 },
  { id: id(1), name: 'Daily steps', icon: '/icons/catalogues/heart-walk.svg', valuePoints: 20, orderNum: 1 },
];

function open(path: string, handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch(handlers);
  return { net, ...renderAdmin(catalogueResources, path) };
}

describe('type catalogue screens', () => {
  it('serves all nine routes of 002 §2 and live mining categories, each one link away', async () => {
    open('/dashboard/types/ChallengeTypes', { 'GET /api/type/ChallengeTypes': () => json(200, challengeTypes) });
    const nav = await screen.findByRole('navigation', { name: 'Type catalogues' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(CATALOGUE_SCREENS.map((s) => `/dashboard/${s.path}`));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['SportActivityTypes', 'ChallengeTypes', 'EventActivityTypes', 'HeartActivityTypes', 'MedicalConditionTypes', 'SecurityActivityType', 'WeatherType', 'ClubTypes', 'ClubTypeDescriptions', 'LiveMiningCategories'].map((p) => `/dashboard/types/${p}`)),
    );
    expect(within(nav).getByRole('link', { name: 'Challenge types' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a scored catalogue by order number with its icons, value points and order numbers', async () => {
    open('/dashboard/types/ChallengeTypes', { 'GET /api/type/ChallengeTypes': () => json(200, challengeTypes) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge types' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Challenge types' });
    await within(table).findByText('Daily steps');
    const rows = within(table).getAllByRole('row');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Icon', 'Name', 'Value points', 'Order number']);
    expect(rows[1]).toHaveTextContent(/Daily steps\s*20\s*1/);
    expect(rows[2]).toHaveTextContent(/Most kilometres in a week\s*100\s*2/);
    expect(within(rows[1]).getByRole('img', { name: 'Daily steps icon' })).toHaveAttribute('src', '/icons/catalogues/heart-walk.svg');
    // Read-only: nothing to add, edit or delete.
    expect(screen.queryByRole('button', { name: /add|edit|delete/i })).not.toBeInTheDocument();
  });

  it('shows sport activity types with their descriptions and searches them in the browser', async () => {
    const user = userEvent.setup();
    const { net } = open('/dashboard/types/SportActivityTypes', {
      'GET /api/SportActivityTypes': () =>
        json(200, [
          { id: id(1), name: 'Kolesarjenje', icon: null, description: 'Cycling on roads and trails' },
          { id: id(2), name: 'Tek', icon: '/icons/catalogues/event-run.svg', description: 'Running' },
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Sport activity types' });
    expect(await within(table).findByText('Cycling on roads and trails')).toBeInTheDocument();
    expect(within(table).getByText('No icon')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search sport activity types...'), 'TEK');
    expect(within(table).queryByText('Kolesarjenje')).not.toBeInTheDocument();
    expect(within(table).getByText('Tek')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path === '/api/SportActivityTypes')).toHaveLength(1);
  });

  it('shows weather types with both numbers, club types with show and id, and the club categories', async () => {
    open('/dashboard/types/WeatherType', {
      'GET /api/WeatherTypes': () => json(200, [{ id: id(1), name: 'Clear sky', icon: '/icons/catalogues/weather-clear.svg', weatherTypeId: 1, providerTypeId: 800 }]),
    });
    const weather = await screen.findByRole('table', { name: 'Weather types' });
    expect(within(weather).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Icon', 'Name', 'Weather type id', 'Provider type id']);
    await within(weather).findByText('Clear sky');
    expect(within(weather).getAllByRole('row')[1]).toHaveTextContent(/Clear sky\s*1\s*800/);

    open('/dashboard/types/ClubTypes', {
      'GET /api/admin/ClubTypes': () => json(200, [{ id: id(7), name: 'FriendList', description: 'A private circle of friends', show: true }, { id: id(8), name: 'School class', description: 'Pupils', show: false }]),
    });
    const clubs = await screen.findByRole('table', { name: 'Club types' });
    await within(clubs).findByText('FriendList');
    const rows = within(clubs).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/FriendList\s*A private circle of friends\s*Shown/);
    expect(rows[1]).toHaveTextContent(id(7));
    expect(rows[2]).toHaveTextContent('Hidden');

    open('/dashboard/types/ClubTypeDescriptions', { 'GET /api/admin/ClubCategoryTypes': () => json(200, [{ id: id(9), name: 'Personal' }]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Club category types' })).toBeInTheDocument();
    expect(await screen.findByText('Personal')).toBeInTheDocument();
  });

  it('says so when a catalogue fails to load (a server without it answers 404), and loads it again on Try Again', async () => {
    const user = userEvent.setup();
    let fail = true;
    open('/dashboard/types/EventActivityTypes', { 'GET /api/EventActivityTypes': () => (fail ? json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' }) : json(200, [])) });
    expect(await screen.findByText('Failed to load event activity types. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No event activity types yet')).toBeInTheDocument();
  });
});
