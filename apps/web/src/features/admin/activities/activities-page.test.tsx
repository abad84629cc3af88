import type { Activity } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { activitiesResource } from './activities-resource';
import { activityFormSchema } from './activity-form';

const activity = (i: number, extra: Partial<Activity> = {}): Activity => ({
  id: `5c5c5c5c-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Activity ${String(i).padStart(2, '0')}`,
  description: null,
  language: 'sl',
  points: i * 10,
  organization: 'Rdeči križ',
  street: null,
  city: 'Ljubljana',
  country: 'Slovenia',
  zipCode: '1000',
  latitude: 46.05,
  longitude: 14.5,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  startsAt: new Date(Date.UTC(2025, 0, i, 9)).toISOString(),
  expiresAt: null,
  ...extra,
});

const activities = Array.from({ length: 12 }, (_, i) => activity(i + 1));

function open(path = '/admin/activities') {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({
    // The server answers one page, latest start first (its default order).
    'GET /api/admin/activity': (request) => pagedAnswer([...activities].reverse(), request),
    'POST /api/admin/activity': (req) => json(201, { ...activity(99), ...JSON.parse(req.body) }),
  });
  const view = renderAdmin([activitiesResource], path);
  return { network, ...view };
}

const titles = () => within(screen.getByRole('table', { name: 'Activities' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('Activities (001 §2)', () => {
  it('lists the columns, Starts At descending, ten a page, with the add button', async () => {
    const { network } = open();
    await screen.findByText('Activity 12');
    expect(Object.fromEntries(network.calls.find((c) => c.path === '/api/admin/activity')!.query)).toEqual({ page: '0', size: '10', sortBy: 'startsAt', sortOrder: 'desc' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Organization', 'City', 'Country', 'Points', 'Language', 'Starts At', 'Actions']);
    expect(titles().slice(0, 2)).toEqual(['Activity 12', 'Activity 11']);
    expect(titles()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add Activity' })).toHaveAttribute('href', '/admin/activity/new');
    expect(screen.getByPlaceholderText('Search activities...')).toBeInTheDocument();
  });

  it('opens Activity Details on a row click', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByText('Activity 03'));
    const dialog = screen.getByRole('dialog', { name: 'Activity Details' });
    expect(within(dialog).getAllByRole('term').map((t) => t.textContent)).toEqual([
      'ID', 'Title', 'Description', 'Language', 'Points', 'Organization',
      'Street', 'City', 'Country', 'Zip Code', 'Latitude', 'Longitude',
      'Starts At', 'Expires At', 'Created At', 'Updated At',
    ]);
    expect(within(dialog).getByText('30')).toBeInTheDocument();
  });

  it("creates an activity: 'Title is required' first, then POST with numbers and ISO times", async () => {
    const user = userEvent.setup();
    const { network, router } = open('/admin/activity/new');
    await user.click(await screen.findByRole('button', { name: 'Create Activity' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Title/), 'Tečaj TPO');
    await user.clear(screen.getByLabelText('Points'));
    await user.type(screen.getByLabelText('Points'), '25');
    await user.type(screen.getByLabelText('Latitude'), '46.1');
    await user.type(screen.getByLabelText('Starts At'), '2025-06-01T18:30');
    await user.click(screen.getByRole('button', { name: 'Create Activity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activities'));
    const body = JSON.parse(network.calls.find((c) => c.method === 'POST')!.body);
    expect(body).toMatchObject({ title: 'Tečaj TPO', points: 25, latitude: 46.1, longitude: null, description: null, expiresAt: null });
    expect(body.startsAt).toBe(new Date('2025-06-01T18:30').toISOString());
  });
});

describe('activityFormSchema', () => {
  it('turns form text into the input the API checks', () => {
    const parsed = activityFormSchema.parse({ title: ' Run ', points: '', latitude: '', longitude: '14.5', startsAt: '', expiresAt: '', city: '' });
    expect(parsed).toMatchObject({ title: 'Run', points: 0, latitude: null, longitude: 14.5, startsAt: null, expiresAt: null, city: null });
    const refused = activityFormSchema.safeParse({ title: 'x', points: '1.5', latitude: '95' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.message)).toEqual(['Points must be a whole number', 'Latitude must be between -90 and 90']);
  });
});
