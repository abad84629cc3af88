import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../admin/test-admin';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { NO_TRACKED_ACTIVITIES } from './tracked-activities-page';
import { trackedActivitiesResource } from './tracked-activities-resource';

const types = [
  { id: 1, name: 'Steps', unit: { name: 'steps' } },
  { id: 2, name: 'Heart rate', unit: { name: 'bpm' } },
];
const series = (typeId: number, amounts: number[]) => {
  const type = types.find((t) => t.id === typeId)!;
  return { [typeId]: { typeId, name: type.name, unit: type.unit, truncated: false, dataRecords: amounts.map((amount, i) => ({ timestamp: new Date(Date.UTC(2026, 2, 5, 10 + i)).toISOString(), amount })) } };
};

function open() {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({
    'GET /api/TrackedActivityTypes': () => json(200, types),
    'GET /api/TrackedActivities': (r) => json(200, r.query.get('typeId') === '1' ? series(1, [1200, 800]) : series(2, [])),
  });
  renderAdmin([trackedActivitiesResource], '/dashboard/trackedActivities');
  return net;
}
const dataCalls = (net: ReturnType<typeof mockFetch>) => net.calls.filter((c) => c.path === '/api/TrackedActivities');

describe('tracked activities (002 §2)', () => {
  it('preselects the first type, asks for yesterday to now and charts the records', async () => {
    const net = open();
    expect(await screen.findByText(/2 records from/)).toBeInTheDocument();
    expect(screen.getByText(/total 2000 steps, highest 1200 steps/)).toBeInTheDocument();
    expect(screen.getByLabelText('Activity type')).toHaveValue('1');
    const q = dataCalls(net)[0].query;
    expect(q.get('typeId')).toBe('1');
    const span = Number(q.get('toTime')) - Number(q.get('fromTime'));
    // Yesterday to now, the until minute taken in whole.
    expect(span).toBe(86_400_000 + 59_999);
  });

  it('says so when a type has no records in the range', async () => {
    const user = userEvent.setup();
    const net = open();
    await screen.findByText(/2 records from/);
    await user.selectOptions(screen.getByLabelText('Activity type'), '2');
    expect(await screen.findByText(NO_TRACKED_ACTIVITIES)).toBeInTheDocument();
    expect(dataCalls(net).at(-1)!.query.get('typeId')).toBe('2');
  });

  it('asks nothing for a range the wrong way round', async () => {
    const net = open();
    await screen.findByText(/2 records from/);
    const before = dataCalls(net).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01T00:00' } });
    expect(await screen.findByText('The from date must be before the until date')).toBeInTheDocument();
    expect(screen.getByText('Choose a valid range to see the tracked activities.')).toBeInTheDocument();
    await waitFor(() => expect(dataCalls(net).length).toBe(before));
  });
});

describe('tracked activities refused by the server', () => {
  it("shows the server's words for a range it refuses, not 'Failed to load'", async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({
      'GET /api/TrackedActivityTypes': () => json(200, types),
      'GET /api/TrackedActivities': () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid request data', errors: { toTime: 'At most 366 days at a time' } }),
    });
    renderAdmin([trackedActivitiesResource], '/dashboard/trackedActivities?from=2024-01-01T00:00&until=2026-01-01T00:00');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 366 days at a time');
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
  });
});
