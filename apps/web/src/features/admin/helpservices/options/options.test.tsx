import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../../test/fetch-mock';
import { renderAdmin } from '../../test-admin';
import { helpServiceOptionsResource, helpServicesResource } from '../helpservices-resource';
import { burns, cpr, firstAid, hiddenService, option, OPTION_ID, paged, SERVICE_ID, signInAdmin } from '../test-helpservices';

const resources = [helpServicesResource, helpServiceOptionsResource];
const NEW_ID = 'b0000000-0000-4000-8000-000000000099';

function open(path: string, handlers: Record<string, (req: SeenRequest) => Response> = {}) {
  signInAdmin();
  const network = mockFetch({
    'GET /api/admin/helpservice': () => json(200, paged([hiddenService, firstAid])),
    [`GET /api/admin/helpservice/${SERVICE_ID}`]: () => json(200, firstAid),
    'GET /api/admin/helpservice-option': (req) => json(200, { ...paged([burns, cpr]), pageSize: Number(req.query.get('size')) }),
    [`GET /api/admin/helpservice-option/service/${SERVICE_ID}`]: () => json(200, [burns, cpr]),
    [`GET /api/admin/helpservice-option/${OPTION_ID}`]: () => json(200, cpr),
    [`POST /api/admin/helpservice-option/service/${SERVICE_ID}`]: (req) => json(201, { ...cpr, id: NEW_ID, ...JSON.parse(req.body) }),
    [`GET /api/admin/helpservice-option/${NEW_ID}`]: () => json(200, { ...cpr, id: NEW_ID }),
    [`PUT /api/admin/helpservice-option/${burns.id}`]: (req) => json(200, { ...burns, ...JSON.parse(req.body) }),
    ...handlers,
  });
  return { network, ...renderAdmin(resources, path) };
}

describe('Help service options list (001 §2)', () => {
  it('filters by the serviceId parameter and the dropdown, with the seeds\' columns', async () => {
    const user = userEvent.setup();
    const { network, router } = open(`/admin/helpservice-option?serviceId=${SERVICE_ID}`);
    expect(await screen.findByText('burns')).toBeInTheDocument();
    expect(network.calls.find((c) => c.path === '/api/admin/helpservice-option')!.query.get('serviceId')).toBe(SERVICE_ID);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Key', 'Display Name', 'Category', 'Service', 'Icon', 'Visible', 'Actions']);
    expect(screen.getByRole('link', { name: 'Translations of cpr' })).toHaveAttribute('href', `/admin/helpservice-option/${OPTION_ID}/localizations`);
    expect(screen.getByRole('link', { name: '+ New Option' })).toHaveAttribute('href', `/admin/helpservice-option/new?serviceId=${SERVICE_ID}`);
    await waitFor(() => expect(screen.getByLabelText('Service')).toHaveValue(SERVICE_ID));
    await user.selectOptions(screen.getByLabelText('Service'), '');
    expect(router.state.location.search).toBe('');
  });

  it("says 'No options found' when nothing matches", async () => {
    open('/admin/helpservice-option', { 'GET /api/admin/helpservice-option': () => json(200, paged([])) });
    expect(await screen.findByText('No options found')).toBeInTheDocument();
  });
});

describe('Options of one service (001 §2)', () => {
  it('shows Key, English Value, Category, Icon, Visible and the service links', async () => {
    open(`/admin/helpservice-option/service/${SERVICE_ID}`);
    expect(await screen.findByText('CPR (resuscitation)')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Key', 'English Value', 'Category', 'Icon', 'Visible', 'Actions']);
    expect(screen.getByRole('link', { name: '+ New Option for This Service' })).toHaveAttribute('href', `/admin/helpservice-option/new?serviceId=${SERVICE_ID}`);
    expect(screen.getByRole('link', { name: 'View Service Details' })).toHaveAttribute('href', `/admin/helpservice/${SERVICE_ID}`);
  });

  it('draws all 33 options of a service, sorted by key', async () => {
    const many = Array.from({ length: 33 }, (_, n) => option(`7e1c0000-0000-4000-8000-${String(2000 + n).padStart(12, '0')}`, `option_${String(n + 1).padStart(2, '0')}`, `Option ${n + 1}`));
    open(`/admin/helpservice-option/service/${SERVICE_ID}`, { [`GET /api/admin/helpservice-option/service/${SERVICE_ID}`]: () => json(200, [...many].reverse()) });
    const table = await screen.findByRole('table', { name: 'Options of First aid' });
    await within(table).findByText('option_01');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(33);
    expect(rows.at(-1)).toHaveTextContent('option_33');
  });

  it("says 'No options found for this service'", async () => {
    open(`/admin/helpservice-option/service/${SERVICE_ID}`, { [`GET /api/admin/helpservice-option/service/${SERVICE_ID}`]: () => json(200, []) });
    expect(await screen.findByText('No options found for this service')).toBeInTheDocument();
  });
});

describe('Create option (001 §2, §5)', () => {
  it('preselects the parent from the address, labelled by key, and sends the English name only when given', async () => {
    const user = userEvent.setup();
    const { network, router } = open(`/admin/helpservice-option/new?serviceId=${SERVICE_ID}`);
    const parent = await screen.findByLabelText(/Parent Service/);
    await waitFor(() => expect(parent).toHaveValue(SERVICE_ID));
    expect(within(parent).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a service', 'blood_donation', 'first_aid']);
    expect(await screen.findByRole('heading', { name: 'Existing options of first_aid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cpr' })).toHaveAttribute('href', `/admin/helpservice-option/${OPTION_ID}`);

    await user.type(screen.getByLabelText(/Option Key/), 'recovery_position');
    await user.type(screen.getByLabelText(/Icon URL/), 'https://cdn.example.com/r.svg');
    await user.type(screen.getByLabelText('English Display Value'), ' Recovery position ');
    await user.click(screen.getByRole('button', { name: 'Create Option' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/helpservice-option/${NEW_ID}`));
    const post = network.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ key: 'recovery_position', icon: 'https://cdn.example.com/r.svg', visible: true, englishDisplayValue: 'Recovery position' });
  });

  it("without a service: the seeds' hint, then 'Please select a service' before anything else", async () => {
    const user = userEvent.setup();
    const { network } = open('/admin/helpservice-option/new');
    expect(await screen.findByText(/Please create options from the service page or provide a service ID/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Option' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a service');
    await user.selectOptions(screen.getByLabelText(/Parent Service/), SERVICE_ID);
    await user.click(screen.getByRole('button', { name: 'Create Option' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Edit option (001 §2)', () => {
  it('shows the siblings with quick edit and saves icon and visible with If-Match', async () => {
    const user = userEvent.setup();
    const { network } = open(`/admin/helpservice-option/${OPTION_ID}`);
    expect(await screen.findByLabelText(/Option Key/)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Translations' })).toHaveAttribute('href', `/admin/helpservice-option/${OPTION_ID}/localizations`);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/helpservice-option');
    const siblings = within(await screen.findByRole('region', { name: 'Options of first_aid' }));
    expect(siblings.getByText('(this option)')).toBeInTheDocument();
    expect(siblings.getByRole('link', { name: 'Edit burns' })).toHaveAttribute('href', `/admin/helpservice-option/${burns.id}`);

    await user.click(siblings.getByRole('button', { name: 'Quick edit burns' }));
    await user.click(siblings.getByLabelText('Visible'));
    await user.click(siblings.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = network.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ icon: burns.icon, visible: true });
    expect(put.headers.get('if-match')).toBe(`"${burns.updatedAt}"`);
  });

  it("says 'Option not found' for an unknown option", async () => {
    open('/admin/helpservice-option/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Option not found');
  });
});

describe('More services than the options screens list at once (size 100)', () => {
  // 130 services by key; first_aid (SERVICE_ID) is the 121st, past the first 100.
  const many = Array.from({ length: 130 }, (_, n) => ({ ...hiddenService, id: `7e1c0000-0000-4000-8000-${String(1000 + n).padStart(12, '0')}`, key: `service_${String(n).padStart(3, '0')}`, displayName: `Service ${n}` }));
  many.splice(120, 0, firstAid);
  const services = (req: SeenRequest) => {
    const search = (req.query.get('search') ?? '').toLowerCase();
    const found = many.filter((s) => `${s.key} ${s.displayName}`.toLowerCase().includes(search));
    const size = Number(req.query.get('size'));
    return json(200, { data: found.slice(0, size), page: 0, pageSize: size, totalCount: found.length, totalPages: Math.ceil(found.length / size) });
  };

  it('Create option from the address of a service past the first 100: it is chosen, and the option is created', async () => {
    const user = userEvent.setup();
    const { network, router } = open(`/admin/helpservice-option/new?serviceId=${SERVICE_ID}`, { 'GET /api/admin/helpservice': services });
    const parent = await screen.findByLabelText(/Parent Service/);
    await waitFor(() => expect(parent).toHaveValue(SERVICE_ID));
    expect(within(parent).getAllByRole('option')).toHaveLength(102);
    expect(network.calls.find((c) => c.path === '/api/admin/helpservice')!.query.get('size')).toBe('100');
    expect(parent).toHaveAccessibleDescription('100 of 131 services are listed; search to find the others.');
    expect(await screen.findByRole('heading', { name: 'Existing options of first_aid' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Option Key/), 'recovery_position');
    await user.type(screen.getByLabelText(/Icon URL/), 'https://cdn.example.com/r.svg');
    await user.click(screen.getByRole('button', { name: 'Create Option' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/helpservice-option/${NEW_ID}`));
    expect(network.calls.find((c) => c.method === 'POST')!.path).toBe(`/api/admin/helpservice-option/service/${SERVICE_ID}`);
  });

  it('the options list finds a service past the first 100 by searching, and filters by it', async () => {
    const user = userEvent.setup();
    const { network, router } = open('/admin/helpservice-option', { 'GET /api/admin/helpservice': services });
    const find = await screen.findByRole('searchbox', { name: 'Find a service' });
    expect(find).toHaveAccessibleDescription('100 of 131 services are listed; search to find the others.');
    expect(within(screen.getByLabelText('Service')).queryByRole('option', { name: /first_aid/ })).not.toBeInTheDocument();
    await user.type(find, 'first');
    await waitFor(() => expect(within(screen.getByLabelText('Service')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All services', 'First aid (first_aid)']));
    expect(find).toHaveAccessibleDescription('1 service matches.');
    await user.selectOptions(screen.getByLabelText('Service'), SERVICE_ID);
    await waitFor(() => expect(router.state.location.search).toContain(`serviceId=${SERVICE_ID}`));
    await waitFor(() => expect(network.calls.filter((c) => c.path === '/api/admin/helpservice-option').at(-1)!.query.get('serviceId')).toBe(SERVICE_ID));
    // The search emptied: the chosen service is still the one shown, read on its own.
    await user.clear(find);
    await waitFor(() => expect(screen.getByLabelText('Service')).toHaveValue(SERVICE_ID));
    expect(within(screen.getByLabelText('Service')).getByRole('option', { selected: true })).toHaveTextContent('First aid (first_aid)');
  });
});
