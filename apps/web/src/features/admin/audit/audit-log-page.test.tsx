import type { AuditActor } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';

const actorId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Admins as the server lists them: most recently active first. */
const admins: AuditActor[] = Array.from({ length: 130 }, (_, n) => ({ actorId: actorId(n), actorEmail: n === 120 ? 'žiga@example.com' : `admin${n}@example.com` }));

/** The server's search: case and diacritics aside, on email and id. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
function actorsAnswer(all: AuditActor[]) {
  return (request: SeenRequest) => {
    const search = fold(request.query.get('search') ?? '');
    return pagedAnswer(all.filter((a) => fold(`${a.actorEmail} ${a.actorId}`).includes(search)), request, 100);
  };
}

function open(all: AuditActor[], path = '/admin/audit') {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({
    'GET /api/admin/audit': (request) => pagedAnswer([], request, 25),
    'GET /api/admin/audit/actors': actorsAnswer(all),
  });
  return { network, ...renderApp(path) };
}

const adminSelect = () => screen.getByRole('combobox', { name: 'Admin' });
const optionLabels = () => within(adminSelect()).getAllByRole('option').map((o) => o.textContent);

describe('Audit log: the Admin filter', () => {
  it('with a few admins lists them all and offers no search', async () => {
    open(admins.slice(0, 3));
    await waitFor(() => expect(optionLabels()).toEqual(['All admins', 'admin0@example.com', 'admin1@example.com', 'admin2@example.com']));
    expect(screen.queryByRole('searchbox', { name: 'Find an admin' })).not.toBeInTheDocument();
  });

  it('with more admins than one answer holds says how many are listed, and a search finds the others', async () => {
    const user = userEvent.setup();
    const { network, router } = open(admins);
    const find = await screen.findByRole('searchbox', { name: 'Find an admin' });
    expect(optionLabels()).toHaveLength(101);
    expect(find).toHaveAccessibleDescription('100 of 130 admins are listed; search to find the others.');
    expect(adminSelect()).toHaveAccessibleDescription('100 of 130 admins are listed; search to find the others.');

    await user.type(find, 'ZIGA');
    await waitFor(() => expect(optionLabels()).toEqual(['All admins', 'žiga@example.com']));
    expect(find).toHaveAccessibleDescription('1 admin matches.');
    expect(network.calls.filter((c) => c.path === '/api/admin/audit/actors').at(-1)?.query.get('search')).toBe('ZIGA');

    await user.selectOptions(adminSelect(), 'žiga@example.com');
    await waitFor(() => expect(router.state.location.search).toContain(`actorId=${actorId(120)}`));
    await waitFor(() => expect(network.calls.filter((c) => c.path === '/api/admin/audit').at(-1)?.query.get('actorId')).toBe(actorId(120)));

    // Emptying the search lists the 100 most recent again; the chosen admin stays chosen, by email.
    await user.clear(find);
    await waitFor(() => expect(optionLabels()).toHaveLength(102));
    expect(adminSelect()).toHaveValue(actorId(120));
    expect(within(adminSelect()).getByRole('option', { selected: true })).toHaveTextContent('žiga@example.com');

    await user.type(find, 'nobody');
    await waitFor(() => expect(find).toHaveAccessibleDescription('No admin matches the search.'));
  });

  it('says so when the list of admins cannot be loaded', async () => {
    storeSession(makeAccessToken(adminClaims));
    mockFetch({
      'GET /api/admin/audit': (request) => pagedAnswer([], request, 25),
      'GET /api/admin/audit/actors': () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'The database is not reachable' }),
    });
    renderApp('/admin/audit');
    expect(await screen.findByText('The list of admins could not be loaded.')).toBeInTheDocument();
    expect(optionLabels()).toEqual(['All admins']);
  });
});
