import type { Activity } from '@aedatlas/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activitiesResource } from '../features/admin/activities/activities-resource';
import { DateRangeFields } from '../features/dashboard/lib/date-range';
import { renderAdmin } from '../features/admin/test-admin';
import { makeAed } from '../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { typeImpossibleDate, typeRealDate } from '../test/impossible-date';
import { renderApp } from '../test/render-app';
import { storeSession } from '../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../test/tokens';

/** A date a person mistyped (02/30/2026) is refused beside its field, never dropped for the old one. */
const REAL_DATE = 'Enter a real date';

function asAdmin(handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken(adminClaims));
  return mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(404, {}), ...handlers });
}

describe('impossible dates are refused in the form', () => {
  it('Edit AED: a mistyped expiry date sends nothing and says so beside the field; a real one saves', async () => {
    const user = userEvent.setup();
    const aed = makeAed({ id: '00000000-0000-4000-8000-00000000a001', batteryExpiry: '2027-05-01' });
    const net = asAdmin({
      [`GET /api/admin/aed/${aed.id}`]: () => json(200, aed),
      [`GET /api/admin/aed/${aed.id}/history`]: () => json(200, []),
      [`PUT /api/admin/aed/${aed.id}`]: () => json(200, aed),
      'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    const { router } = renderApp(`/admin/aed/${aed.id}`);
    const battery = await screen.findByLabelText('Battery Expiry');
    expect(battery).toHaveValue('2027-05-01');
    typeImpossibleDate(battery);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByLabelText('Battery Expiry')).toHaveAccessibleDescription(REAL_DATE);
    expect(battery).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    typeRealDate(battery, '2028-02-29');
    await waitFor(() => expect(battery).not.toHaveAccessibleDescription(REAL_DATE));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/aeds'));
    expect(JSON.parse(net.calls.find((c) => c.method === 'PUT')!.body).batteryExpiry).toBe('2028-02-29T00:00:00.000Z');
  });

  it('New activity: an impossible start time (datetime-local) is refused, not saved as no start', async () => {
    const user = userEvent.setup();
    const net = asAdmin({ 'POST /api/admin/activity': () => json(201, {} as Activity) });
    renderAdmin([activitiesResource], '/admin/activity/new');
    await user.type(await screen.findByLabelText(/Title/), 'Tečaj TPO');
    typeImpossibleDate(screen.getByLabelText('Starts At'));
    await user.click(screen.getByRole('button', { name: 'Create Activity' }));
    expect(await screen.findByText(REAL_DATE)).toBeInTheDocument();
    expect(screen.getByLabelText('Starts At')).toHaveAccessibleDescription(REAL_DATE);
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('AEDs by expiry: an impossible From date is not applied as no date', async () => {
    const user = userEvent.setup();
    const net = asAdmin({ 'GET /api/aed/by-expiry': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }) });
    const { router } = renderApp('/admin/aed-expiry');
    await user.click(await screen.findByLabelText('Use expiry date filter'));
    const asked = net.calls.length;
    typeImpossibleDate(screen.getByLabelText('From Date'));
    await user.click(screen.getByRole('button', { name: 'Apply Date Filter' }));
    expect(screen.getByLabelText('From Date')).toHaveAccessibleDescription(REAL_DATE);
    expect(router.state.location.search).not.toContain('from=');
    expect(net.calls.slice(asked).filter((c) => c.path === '/api/aed/by-expiry' && c.query.has('from'))).toHaveLength(0);
  });

  it("Resolve report: new pads with an impossible expiry date say 'Enter a real date', not that none was entered", async () => {
    const user = userEvent.setup();
    const reportId = '00000000-0000-4000-8000-000000000001';
    const report = {
      id: reportId,
      aedId: '10000000-0000-4000-8000-000000000001',
      kind: 'damaged',
      note: 'Pads torn',
      status: 'open',
      createdAt: '2026-11-20T10:00:00.000Z',
      resolvedAt: null,
      resolvedBy: null,
      resolution: null,
      photoUrl: null,
      aed: { title: 'AED 1', address: null, city: 'Ljubljana', latitude: 46.05, longitude: 14.5, outOfService: 'damaged' },
    };
    const net = asAdmin({ 'GET /api/admin/street-reports': () => json(200, { data: [report], page: 0, pageSize: 10, totalCount: 1, totalPages: 1 }) });
    renderAdmin([], '/admin/street-reports');
    await user.click(await screen.findByRole('button', { name: 'Resolve report: Damaged, AED 1' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('New pads fitted'));
    typeImpossibleDate(within(dialog).getByLabelText('New pads expire on'));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByLabelText('New pads expire on')).toHaveAccessibleDescription(REAL_DATE);
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a date field of the shared form fields (a date range) says so as soon as the impossible date is typed', () => {
    render(<DateRangeFields value={{ from: '2026-03-05T14:07', until: '2026-03-06T14:07' }} onChange={() => undefined} />);
    typeImpossibleDate(screen.getByLabelText('Until'));
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription(REAL_DATE);
  });
});
