import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAdmin } from '../test-admin';
import { helpServiceOptionsResource, helpServicesResource } from './helpservices-resource';
import { firstAid, hiddenService, paged, signInAdmin } from './test-helpservices';

function open(answer: () => Response = () => json(200, paged([hiddenService, firstAid]))) {
  signInAdmin();
  const network = mockFetch({ 'GET /api/admin/helpservice': answer });
  return { network, ...renderAdmin([helpServicesResource, helpServiceOptionsResource], '/admin/helpservice') };
}

describe('Help services list (001 §2)', () => {
  it('shows each service as a card: name, key, id, Visible or Hidden, options count and actions', async () => {
    const { network } = open();
    const card = (await screen.findByRole('heading', { name: 'First aid' })).closest('li')!;
    expect(Object.fromEntries(network.calls[0].query)).toEqual({ page: '0', size: '20', sortBy: 'key', sortOrder: 'asc' });
    const c = within(card);
    expect(c.getByText('first_aid')).toBeInTheDocument();
    expect(c.getByText(`ID: ${firstAid.id}`)).toBeInTheDocument();
    expect(c.getByText('Visible')).toBeInTheDocument();
    expect(c.getByText('2 options')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Edit First aid' })).toHaveAttribute('href', `/admin/helpservice/${firstAid.id}`);
    expect(c.getByRole('link', { name: 'Translations of First aid' })).toHaveAttribute('href', `/admin/helpservice/${firstAid.id}/localizations`);
    const hidden = within(screen.getByRole('heading', { name: 'Blood donation' }).closest('li')!);
    expect(hidden.getByText('Hidden')).toBeInTheDocument();
    expect(hidden.getByText('0 options')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ New Service' })).toHaveAttribute('href', '/admin/helpservice/new');
  });

  it('expands the options with a button that says whether it is open', async () => {
    const user = userEvent.setup();
    open();
    const card = within((await screen.findByRole('heading', { name: 'First aid' })).closest('li')!);
    const toggle = card.getByRole('button', { name: 'Show options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByText('CPR (resuscitation)')).not.toBeVisible();
    await user.click(toggle);
    expect(card.getByRole('button', { name: 'Hide options' })).toHaveAttribute('aria-expanded', 'true');
    const list = card.getByRole('list', { name: 'Options of First aid' });
    expect(within(list).getByText('CPR (resuscitation)')).toBeVisible();
    expect(within(list).getByText('cpr')).toBeVisible();
    expect(within(list).getByText(`ID: ${firstAid.options[1].id}`)).toBeVisible();
  });

  it('opens View Details with the service, its options and the raw data', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'View details of First aid' }));
    const dialog = screen.getByRole('dialog', { name: 'First aid Details' });
    expect(within(dialog).getByText('Service Information')).toBeInTheDocument();
    expect(within(dialog).getByText('Options (2)')).toBeInTheDocument();
    expect(within(dialog).getByText('Raw Data')).toBeInTheDocument();
    expect(within(dialog).getByText(/"key": "first_aid"/)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches by display name or key on the server and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { network } = open();
    await screen.findByRole('heading', { name: 'First aid' });
    mockFetch({ 'GET /api/admin/helpservice': (req) => (network.calls.push(req), json(200, paged([]))) });
    await user.type(screen.getByPlaceholderText('Search by display name or key...'), 'pomoč');
    expect(await screen.findByText('No help services found')).toBeInTheDocument();
    await waitFor(() => expect(network.calls.at(-1)!.query.get('search')).toBe('pomoč'));
  });

  it("shows the seeds' load failure with Try Again", async () => {
    // A 5xx is asked again twice (1 s, then 2 s) before the page gives up.
    open(() => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Server error' }));
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Failed to load help service data. Please try again.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  }, 10_000);
});
