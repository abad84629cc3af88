import { staleVersionMessage } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../../test/fetch-mock';
import { renderAdmin } from '../../test-admin';
import { helpServiceOptionsResource, helpServicesResource } from '../helpservices-resource';
import { cpr, firstAid, OPTION_ID, SERVICE_ID, signInAdmin } from '../test-helpservices';

const resources = [helpServicesResource, helpServiceOptionsResource];
const [en, si] = firstAid.localizations;
const conflict = (message: string) => json(409, { statusCode: 409, error: 'Conflict', message });

function openService(handlers: Record<string, (req: SeenRequest) => Response> = {}) {
  signInAdmin();
  const network = mockFetch({
    [`GET /api/admin/helpservice/${SERVICE_ID}`]: () => json(200, firstAid),
    'POST /api/admin/localization': (req) => json(201, { ...si, id: 'f0000000-0000-4000-8000-000000000001', ...JSON.parse(req.body) }),
    [`PUT /api/admin/localization/${si.id}`]: (req) => json(200, { ...si, ...JSON.parse(req.body) }),
    [`DELETE /api/admin/localization/${si.id}`]: () => new Response(null, { status: 204 }),
    ...handlers,
  });
  return { network, ...renderAdmin(resources, `/admin/helpservice/${SERVICE_ID}/localizations`) };
}
const rowOf = (text: string) => screen.getByText(text).closest('li')!;

describe('Service translations (001 §2, §5, §8)', () => {
  it('lists the translations with locale badge, field name and value, and links back', async () => {
    openService();
    expect(await screen.findByRole('heading', { name: 'Translations (2)' })).toBeInTheDocument();
    const row = within(rowOf('Prva pomoč'));
    expect(row.getByText('SI')).toBeInTheDocument();
    expect(row.getByText('Slovenian')).toBeInTheDocument();
    expect(row.getByText('display_value')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Service' })).toHaveAttribute('href', `/admin/helpservice/${SERVICE_ID}`);
  });

  it("adds a translation: 'Please fill in all required fields' first, then POST with display_value", async () => {
    const user = userEvent.setup();
    const { network } = openService();
    const form = within(await screen.findByRole('form', { name: 'Add New Translation' }));
    await user.click(form.getByRole('button', { name: 'Add Translation' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.selectOptions(form.getByLabelText(/Locale/), 'de');
    await user.type(form.getByLabelText(/Translation/), '  Erste Hilfe ');
    await user.click(form.getByRole('button', { name: 'Add Translation' }));
    expect(await form.findByText('German translation added.')).toBeInTheDocument();
    const post = network.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ entityId: SERVICE_ID, entityType: 'SERVICE', locale: 'de', fieldName: 'display_value', fieldValue: 'Erste Hilfe' });
  });

  it("shows a refused add as 'Failed to create localization: ...'", async () => {
    const user = userEvent.setup();
    openService({ 'POST /api/admin/localization': () => conflict('A translation of this field in this language already exists') });
    const form = within(await screen.findByRole('form', { name: 'Add New Translation' }));
    await user.selectOptions(form.getByLabelText(/Locale/), 'si');
    await user.type(form.getByLabelText(/Translation/), 'Še ena');
    await user.click(form.getByRole('button', { name: 'Add Translation' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to create localization: A translation of this field in this language already exists');
  });

  it('edits inline with Save and Cancel, sending the whole body with If-Match', async () => {
    const user = userEvent.setup();
    const { network } = openService();
    await user.click(await screen.findByRole('button', { name: 'Edit Slovenian translation' }));
    const input = screen.getByLabelText('Slovenian translation');
    await user.clear(input);
    await user.type(input, 'Prva pomoč!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Slovenian translation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Slovenian translation' }));
    await user.clear(screen.getByLabelText('Slovenian translation'));
    await user.type(screen.getByLabelText('Slovenian translation'), 'Prva pomoč!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Slovenian translation')).not.toBeInTheDocument());
    const put = network.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ entityId: SERVICE_ID, entityType: 'SERVICE', locale: 'si', fieldName: 'display_value', fieldValue: 'Prva pomoč!' });
    expect(put.headers.get('if-match')).toBe(`"${si.updatedAt}"`);
  });

  it('keeps the typed text on a stale save and saves again after Reload with the new version', async () => {
    const user = userEvent.setup();
    const newer = { ...si, fieldValue: 'Prva pomoc', updatedAt: '2025-07-01T00:00:00.000Z' };
    const { network } = openService({
      [`PUT /api/admin/localization/${si.id}`]: (req) => (req.headers.get('if-match') === `"${newer.updatedAt}"` ? json(200, newer) : conflict(staleVersionMessage('This translation'))),
      [`GET /api/admin/localization/${si.id}`]: () => json(200, newer),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Slovenian translation' }));
    await user.type(screen.getByLabelText('Slovenian translation'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This translation was changed by someone else.');
    expect(screen.getByLabelText('Slovenian translation')).toHaveValue('Prva pomoč!');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/The latest saved value is “Prva pomoc”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(network.calls.filter((c) => c.method === 'PUT')[1].headers.get('if-match')).toBe(`"${newer.updatedAt}"`);
  });

  it("deletes after 'Are you sure you want to delete this localization?' and shows a refusal", async () => {
    const user = userEvent.setup();
    const { network } = openService({ [`DELETE /api/admin/localization/${en.id}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'Localization not found' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Slovenian translation' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this localization?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'DELETE' && c.path.endsWith(si.id))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Delete English translation' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    // The first delete's success toast is an alert too.
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Failed to delete localization: Localization not found'));
    expect(screen.getByText('Translation deleted')).toBeInTheDocument();
  });

  it("says 'Service not found' for a service that does not exist", async () => {
    openService({ [`GET /api/admin/helpservice/${SERVICE_ID}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'Service not found' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service not found');
  });
});

describe('Option translations (001 §2)', () => {
  it("lists the option's translations and links back to the option", async () => {
    signInAdmin();
    mockFetch({ [`GET /api/admin/helpservice-option/${OPTION_ID}`]: () => json(200, cpr) });
    renderAdmin(resources, `/admin/helpservice-option/${OPTION_ID}/localizations`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Option Translations' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Translations (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Option' })).toHaveAttribute('href', `/admin/helpservice-option/${OPTION_ID}`);
  });
});
