import { staleVersionMessage, type HelpService } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAdmin } from '../test-admin';
import { helpServiceOptionsResource, helpServicesResource } from './helpservices-resource';
import { firstAid, paged, SERVICE_ID, signInAdmin } from './test-helpservices';

const STALE = staleVersionMessage('This help service');
const resources = [helpServicesResource, helpServiceOptionsResource];

describe('Create help service (001 §2, §5)', () => {
  function openCreate(answer = (body: Record<string, unknown>) => json(201, { ...firstAid, id: 'a11ce000-0000-4000-8000-000000000009', ...body })) {
    signInAdmin();
    const network = mockFetch({
      'POST /api/admin/helpservice': (req) => answer(JSON.parse(req.body)),
      'GET /api/admin/helpservice/a11ce000-0000-4000-8000-000000000009': () => json(200, firstAid),
      'GET /api/admin/audit/helpservice/a11ce000-0000-4000-8000-000000000009': () => json(200, []),
    });
    return { network, ...renderAdmin(resources, '/admin/helpservice/new') };
  }

  it("refuses an empty form with 'Please fill in all required fields' and sends nothing", async () => {
    const user = userEvent.setup();
    const { network } = openCreate();
    await user.click(await screen.findByRole('button', { name: 'Create Service' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByText('Key is required')).toBeInTheDocument();
    expect(screen.getByText('Icon URL is required')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('explains the key rule beside the field', async () => {
    const user = userEvent.setup();
    const { network } = openCreate();
    await user.type(await screen.findByLabelText(/Service Key/), 'First Aid');
    await user.type(screen.getByLabelText(/Icon URL/), 'https://cdn.example.com/a.svg');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Use lowercase letters, digits and underscores, starting with a letter')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('previews the icon live, sends the English name only when given, then opens the new service', async () => {
    const user = userEvent.setup();
    const { network, router } = openCreate();
    await user.type(await screen.findByLabelText(/Service Key/), 'first_aid');
    await user.type(screen.getByLabelText(/Icon URL/), '/icons/helpservices/first-aid.svg');
    expect(screen.getByRole('img', { name: 'Preview icon' })).toHaveAttribute('src', '/icons/helpservices/first-aid.svg');
    await user.type(screen.getByLabelText('English Display Value'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/helpservice/a11ce000-0000-4000-8000-000000000009'));
    expect(JSON.parse(network.calls.find((c) => c.method === 'POST')!.body)).toEqual({ key: 'first_aid', icon: '/icons/helpservices/first-aid.svg', visible: true });
  });

  it("shows a taken key beside the field and as 'Failed to save help service: ...'", async () => {
    const user = userEvent.setup();
    const taken = 'A help service with this key already exists';
    openCreate(() => json(409, { statusCode: 409, error: 'Conflict', message: taken, errors: { key: taken } }));
    await user.type(await screen.findByLabelText(/Service Key/), 'first_aid');
    await user.type(screen.getByLabelText(/Icon URL/), 'https://cdn.example.com/a.svg');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to save help service: ${taken}`);
    expect(screen.getAllByText(taken, { exact: false })).toHaveLength(2);
  });
});

describe('Edit help service (001 §2, §5)', () => {
  function openEdit() {
    signInAdmin();
    let stored: HelpService = firstAid;
    const network = mockFetch({
      [`GET /api/admin/helpservice/${SERVICE_ID}`]: () => json(200, stored),
      [`PUT /api/admin/helpservice/${SERVICE_ID}`]: (req) => {
        if (req.headers.get('if-match') !== `"${stored.updatedAt}"`) return json(409, { statusCode: 409, error: 'Conflict', message: STALE });
        stored = { ...stored, ...JSON.parse(req.body), updatedAt: '2025-06-01T10:00:00.000Z' };
        return json(200, stored);
      },
      [`DELETE /api/admin/helpservice/${SERVICE_ID}`]: () => new Response(null, { status: 204 }),
      'GET /api/admin/helpservice': () => json(200, paged([])),
      [`GET /api/admin/audit/helpservice/${SERVICE_ID}`]: () => json(200, []),
    });
    const otherAdminSaves = (changes: Partial<HelpService>) => (stored = { ...stored, ...changes, updatedAt: '2025-05-20T09:00:00.000Z' });
    return { network, otherAdminSaves, ...renderAdmin(resources, `/admin/helpservice/${SERVICE_ID}`) };
  }

  it('keeps the key disabled, links to a new option and translations, and sends only icon and visible with If-Match', async () => {
    const user = userEvent.setup();
    const { network } = openEdit();
    const key = await screen.findByLabelText(/Service Key/);
    expect(key).toBeDisabled();
    expect(key).toHaveValue('first_aid');
    expect(screen.getByRole('link', { name: '+ Add Option' })).toHaveAttribute('href', `/admin/helpservice-option/new?serviceId=${SERVICE_ID}`);
    expect(screen.getByRole('navigation', { name: 'Service links' })).toContainElement(screen.getByRole('link', { name: 'Translations' }));
    await user.click(screen.getByLabelText('Visible'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Help service saved.')).toBeInTheDocument();
    const put = network.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ icon: firstAid.icon, visible: false });
    expect(put.headers.get('if-match')).toBe(`"${firstAid.updatedAt}"`);
  });

  it('keeps the typed icon on a stale save, compares, reapplies on the latest and saves with the new version', async () => {
    const user = userEvent.setup();
    const { network, otherAdminSaves } = openEdit();
    const icon = await screen.findByLabelText(/Icon URL/);
    otherAdminSaves({ visible: false });
    await user.clear(icon);
    await user.type(icon, 'https://cdn.example.com/new.svg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    expect(screen.getByLabelText(/Icon URL/)).toHaveValue('https://cdn.example.com/new.svg');
    await user.click(screen.getByRole('button', { name: 'Compare and reapply' }));
    await user.click(await screen.findByRole('button', { name: 'Reapply my edits' }));
    expect(screen.getByLabelText(/Icon URL/)).toHaveValue('https://cdn.example.com/new.svg');
    expect(screen.getByLabelText('Visible')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Help service saved.')).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'PUT').at(-1)!.headers.get('if-match')).toBe('"2025-05-20T09:00:00.000Z"');
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const { network, router } = openEdit();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete help service' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this help service? This will also delete all associated options.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/helpservice'));
    expect(network.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("shows 'Service not found' for an unknown id", async () => {
    signInAdmin();
    mockFetch({});
    renderAdmin(resources, '/admin/helpservice/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service not found');
  });
});
