import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { renderAsAdmin } from '../../../test/admin-screen';
import { heldResponse, json, mockFetch } from '../../../test/fetch-mock';
import { defineAdminResource } from './define-admin-resource';
import type { ListParams, Paged } from './resource-types';

interface Gadget {
  id: string;
  name: string;
  colour: string | null;
  visible: boolean;
  tags: string[];
}

const gadgets: Gadget[] = [
  { id: 'g1', name: 'Alpha', colour: 'red', visible: true, tags: [] },
  { id: 'g2', name: 'Beta', colour: null, visible: false, tags: ['x', 'y'] },
];

const query = (p: ListParams) => new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)]));
const gadgetSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  colour: z.string().trim().min(1, 'Colour is required.'),
  visible: z.boolean(),
});

const gadgetResource = defineAdminResource<Gadget>({
  name: 'gadget',
  label: { one: 'Gadget', many: 'Gadgets' },
  title: 'Gadgets',
  path: 'gadgets',
  recordPaths: ['gadget/:id', 'gadgets/:id'],
  getId: (g) => g.id,
  api: {
    list: (p) => api.get<Paged<Gadget>>(`/api/admin/gadget?${query(p)}`),
    get: (id) => api.get<Gadget>(`/api/admin/gadget/${id}`),
    create: (body) => api.post('/api/admin/gadget', body),
    update: (id, body) => api.put(`/api/admin/gadget/${id}`, body),
    remove: (id) => api.delete(`/api/admin/gadget/${id}`),
  },
  list: {
    columns: [
      { id: 'name', header: 'Name', accessor: (g) => g.name },
      { id: 'colour', header: 'Colour', accessor: (g) => g.colour },
    ],
    searchPlaceholder: 'Search gadgets...',
    searchDelayMs: 800,
    defaultSort: { id: 'name', desc: false },
    sortFields: { name: 'name' },
    rowClick: 'detail',
    rowActions: { edit: true, delete: true },
  },
  detail: {
    title: (g) => `${g.name} Details`,
    groups: [
      { title: 'Gadget', fields: [{ label: 'Name', key: 'name' }, { label: 'Colour', key: 'colour' }] },
      { title: 'More', fields: [{ label: 'Visible', key: 'visible' }, { label: 'Tags', key: 'tags' }] },
    ],
  },
  form: {
    createSchema: gadgetSchema,
    sections: [
      { title: 'General', fields: [{ name: 'name', label: 'Name', required: true }, { name: 'colour', label: 'Colour', required: true }] },
      { title: 'Flags', fields: [{ name: 'visible', label: 'Visible', type: 'checkbox' }, { name: 'id', label: 'ID', readOnly: true, only: 'edit' }] },
    ],
    defaults: { name: '', colour: '', visible: true },
    errorSummary: true,
  },
});

const paged = (data: Gadget[], totalCount = data.length, totalPages = 1) => json(200, { data, page: 0, pageSize: 20, totalCount, totalPages });

const asAdmin = (handlers: Parameters<typeof mockFetch>[0], path: string) => renderAsAdmin([gadgetResource], path, handlers);

const listCalls = (net: ReturnType<typeof mockFetch>) => net.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/gadget');

describe('defineAdminResource: list page', () => {
  it('asks the server for the first page in the declared order and shows the counter, without paging for one page', async () => {
    const { net } = asAdmin({ 'GET /api/admin/gadget': () => paged(gadgets) }, '/admin/gadgets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gadgets' })).toBeInTheDocument();
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    const first = listCalls(net)[0];
    expect(Object.fromEntries(first.query)).toEqual({ page: '0', size: '20', sortBy: 'name', sortOrder: 'asc' });
    expect(first.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.getByText('Showing 2 of 2 Gadgets (Page 1 of 1)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add New Gadget' })).toHaveAttribute('href', '/admin/gadgets/new');
    expect(within(screen.getByText('Alpha').closest('tr')!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/gadget/g1');
    // Only declared sort fields sort on the server.
    expect(screen.queryByRole('button', { name: 'Colour' })).not.toBeInTheDocument();
  });

  it('pages when there is more than one page and asks for the next one', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/gadget': () => paged(gadgets, 45, 3) }, '/admin/gadgets');
    await screen.findByText('Showing 2 of 45 Gadgets (Page 1 of 3)');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(net).at(-1)!.query.get('page')).toBe('1'));
    expect(await screen.findByText('Showing 2 of 45 Gadgets (Page 2 of 3)')).toBeInTheDocument();
  });

  it("searches after the declared pause with 'Searching...', clears at once, and says when nothing matches", async () => {
    const user = userEvent.setup();
    const { net } = asAdmin(
      { 'GET /api/admin/gadget': (req) => (req.query.get('search') ? paged([]) : paged(gadgets)) },
      '/admin/gadgets',
    );
    await screen.findByText('Alpha');
    await user.type(screen.getByPlaceholderText('Search gadgets...'), 'zz');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(listCalls(net).some((c) => c.query.has('search'))).toBe(false);
    await waitFor(() => expect(listCalls(net).at(-1)!.query.get('search')).toBe('zz'));
    expect(listCalls(net).filter((c) => c.query.has('search'))).toHaveLength(1);
    expect(await screen.findByText('No Gadgets found matching your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    // An emptied box searches at once (here the first page comes straight from the cache).
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search gadgets...')).toHaveFocus();
  });

  it('shows the load failure', async () => {
    asAdmin({ 'GET /api/admin/gadget': () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' }) }, '/admin/gadgets');
    expect(await screen.findByText('Failed to load Gadgets. Please try again later.')).toBeInTheDocument();
  });

  it("opens the detail modal on a row click: 'Not available', Yes/No and 'None'", async () => {
    const user = userEvent.setup();
    asAdmin({ 'GET /api/admin/gadget': () => paged(gadgets) }, '/admin/gadgets');
    await user.click(await screen.findByText('Alpha'));
    const dialog = screen.getByRole('dialog', { name: 'Alpha Details' });
    expect(within(dialog).getByText('Yes')).toBeInTheDocument();
    expect(within(dialog).getByText('None')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByText('Beta'));
    const beta = screen.getByRole('dialog', { name: 'Beta Details' });
    expect(within(beta).getByText('Not available')).toBeInTheDocument();
    expect(within(beta).getByText('No')).toBeInTheDocument();
    expect(within(beta).getByText('x, y')).toBeInTheDocument();
  });

  it('asks before deleting, keeps the row on Cancel and deletes on confirm', async () => {
    const user = userEvent.setup();
    let rows = gadgets;
    const { net } = asAdmin(
      {
        'GET /api/admin/gadget': () => paged(rows),
        'DELETE /api/admin/gadget/g1': () => {
          rows = rows.filter((g) => g.id !== 'g1');
          return new Response(null, { status: 204 });
        },
      },
      '/admin/gadgets',
    );
    const alphaRow = (await screen.findByText('Alpha')).closest('tr')!;
    await user.click(within(alphaRow).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Gadget' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Gadget? You can restore it from the Trash.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(net.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(screen.getByText('Alpha').closest('tr')!).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Alpha')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('after deleting the only row on the last page, shows the page before with its rows, not an empty list', async () => {
    const user = userEvent.setup();
    // 21 gadgets, 20 a page: page 2 holds only the 21st until it is deleted.
    let rows = Array.from({ length: 21 }, (_, i) => ({ id: `g${i + 1}`, name: `Gadget ${String(i + 1).padStart(2, '0')}`, colour: 'red', visible: true, tags: [] }));
    asAdmin(
      {
        'GET /api/admin/gadget': (req) => {
          const page = Number(req.query.get('page'));
          return json(200, { data: rows.slice(page * 20, page * 20 + 20), page, pageSize: 20, totalCount: rows.length, totalPages: Math.ceil(rows.length / 20) });
        },
        'DELETE /api/admin/gadget/g21': () => {
          rows = rows.slice(0, 20);
          return new Response(null, { status: 204 });
        },
      },
      '/admin/gadgets?page=2',
    );
    await user.click(within((await screen.findByText('Gadget 21')).closest('tr')!).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Showing 20 of 20 Gadgets (Page 1 of 1)')).toBeInTheDocument();
    expect(screen.getByText('Gadget 01')).toBeInTheDocument();
    expect(screen.queryByText('No gadgets found')).not.toBeInTheDocument();
  });
});

describe('defineAdminResource: form pages', () => {
  it('lists every error together on submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({}, '/admin/gadgets/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Gadget' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Gadget' }));
    const summary = await screen.findByText('Please correct the following:');
    expect(within(summary.parentElement!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Name is required.', 'Colour is required.']);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("creates with 'Creating...' and returns to the list", async () => {
    const user = userEvent.setup();
    const created = heldResponse();
    const { net, router } = asAdmin(
      {
        'POST /api/admin/gadget': created.handler,
        'GET /api/admin/gadget': () => paged(gadgets),
      },
      '/admin/gadgets/new',
    );
    await user.type(await screen.findByLabelText(/^Name/), ' Gamma ');
    await user.type(screen.getByLabelText(/^Colour/), 'blue');
    await user.click(screen.getByRole('button', { name: 'Create Gadget' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await created.respond(json(201, { id: 'g3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/gadgets'));
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({ name: 'Gamma', colour: 'blue', visible: true });
  });

  it("edits at an alias path, shows read-only fields, and keeps the form with the server's message on failure", async () => {
    const user = userEvent.setup();
    const { net } = asAdmin(
      {
        'GET /api/admin/gadget/g1': () => json(200, gadgets[0]),
        'PUT /api/admin/gadget/g1': () => json(409, { statusCode: 409, error: 'Conflict', message: 'Name already taken', errors: { name: 'Name already taken' } }),
      },
      '/admin/gadgets/g1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Gadget' })).toBeInTheDocument();
    expect(screen.getByLabelText('ID')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Alpha');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    // In the banner and beside the field.
    await waitFor(() => expect(screen.getAllByText('Name already taken')).toHaveLength(2));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Alpha');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it("says 'Failed to load Gadget' when the record cannot be loaded", async () => {
    asAdmin({ 'GET /api/admin/gadget/nope': () => json(404, { statusCode: 404, error: 'Not Found', message: 'AED not found' }) }, '/admin/gadget/nope');
    expect(await screen.findByText('Failed to load Gadget')).toBeInTheDocument();
  });

  it('deletes from the edit page after confirmation', async () => {
    const user = userEvent.setup();
    const { router, net } = asAdmin(
      {
        'GET /api/admin/gadget/g1': () => json(200, gadgets[0]),
        'DELETE /api/admin/gadget/g1': () => new Response(null, { status: 204 }),
        'GET /api/admin/gadget': () => paged([]),
      },
      '/admin/gadget/g1',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Gadget' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/gadgets'));
    expect(net.calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/gadget/g1')).toBe(true);
  });
});
