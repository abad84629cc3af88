import { staleVersionMessage } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, heldResponse, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { makeHelpCenter } from '../../../test/helpcenter-fixtures';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { helpCenterFormSchema, helpCenterToValues, toUpdatePayload } from './helpcenter-form-values';
import { helpCentersResource } from './helpcenters-resource';

type Handlers = Parameters<typeof mockFetch>[0];
const center = makeHelpCenter(7, { name: 'Urgentni center Celje', openTime: '00:00:00', closeTime: '24:00:00', altitude: 240 });
const URL_ONE = `/api/admin/helpcenter/${center.id}`;
const history = () => json(200, []);

function open(path: string, handlers: Handlers = {}) {
  storeSession(makeAccessToken(adminClaims));
  const network = mockFetch({
    [CONFIG_PATH]: publicConfig(),
    'GET /api/admin/helpcenter': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
    [`GET /api/admin/audit/helpcenter/${center.id}`]: history,
    ...handlers,
  });
  return { network, ...renderAdmin([helpCentersResource], path) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const bodyOf = (network: ReturnType<typeof open>['network'], method: string) => JSON.parse(network.calls.find((c) => c.method === method)!.body);

describe('helpCenterFormSchema (001 §5 Help center)', () => {
  it('parses numbers, sends empty ids as 0, empty coordinates and times as null and empty texts as empty strings', () => {
    const parsed = helpCenterFormSchema.parse({ name: ' Kranj ', helpCenterId: '', clientId: '12', latitude: '', longitude: '14.35', altitude: '', openTime: '07:30', closeTime: '', email: '', validated: true });
    expect(parsed).toMatchObject({ name: 'Kranj', helpCenterId: 0, clientId: 12, institutionId: 0, latitude: null, longitude: 14.35, altitude: null, openTime: '07:30:00', closeTime: null, email: '', description: '', validated: true });
  });

  it("refuses what the server refuses, with its messages; 'no+email' stays valid", () => {
    const refused = helpCenterFormSchema.safeParse({ email: 'not an email', latitude: '91', clientId: '-1', openTime: '25:00' });
    expect(refused.success).toBe(false);
    expect(Object.fromEntries(refused.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      email: 'Email must be a valid email address',
      latitude: 'Latitude must be between -90 and 90',
      clientId: 'Client ID must be 0 or more',
      openTime: 'Open Time must be a time of day (HH:MM)',
    });
    expect(helpCenterFormSchema.safeParse({ email: 'no+email' }).success).toBe(true);
  });

  it("shows a '24:00' close as 00:00 and sends back only what changed", () => {
    const values = helpCenterToValues(center);
    expect(values).toMatchObject({ openTime: '00:00', closeTime: '00:00', helpCenterId: '7', altitude: '240', latitude: '46.055123' });
    const untouched = helpCenterFormSchema.parse(values) as Record<string, unknown>;
    expect(toUpdatePayload(untouched, center)).toEqual({ id: center.id });
    const edited = helpCenterFormSchema.parse({ ...values, city: 'Celje', closeTime: '22:00' }) as Record<string, unknown>;
    expect(toUpdatePayload(edited, center)).toEqual({ id: center.id, city: 'Celje', closeTime: '22:00:00' });
  });
});

describe('Create help center (/admin/helpcenter/new)', () => {
  it('has the sections and input types of 001 §5, and creates with the parsed values, then goes to the list', async () => {
    const user = userEvent.setup();
    const created = heldResponse();
    const { network, router } = open('/admin/helpcenter/new', { 'POST /api/admin/helpcenter': created.handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Help Center' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add New Help Center' });
    expect(within(form).getAllByRole('group').map((g) => g.querySelector('legend')!.textContent)).toEqual([
      'General Information', 'Location', 'Contact Information', 'Operating Hours', 'Additional Information',
    ]);
    expect(field('Open Time')).toHaveAttribute('type', 'time');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Mobile Number')).toHaveAttribute('type', 'tel');
    for (const label of ['Latitude', 'Longitude', 'Altitude']) expect(field(label)).toHaveAttribute('type', 'number');
    expect(screen.getByRole('region', { name: "Map: click to set the help center's latitude and longitude" })).toHaveAttribute('data-center', '46.0569,14.5058');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.type(field('Name'), 'ZD Kranj');
    await user.type(field('City'), 'Kranj');
    await user.type(field('Latitude'), '46.2428');
    await user.type(field('Email'), 'no+email');
    await user.click(field('Validated'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await created.respond(json(201, { ...center, name: 'ZD Kranj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/helpcenters'));
    const body = bodyOf(network, 'POST');
    expect(body).toMatchObject({ name: 'ZD Kranj', city: 'Kranj', latitude: 46.2428, longitude: null, altitude: null, helpCenterId: 0, clientId: 0, openTime: null, email: 'no+email', address: '', validated: true });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });

  it("shows the server's field messages and 'Failed to save help center: ...', keeping what was typed", async () => {
    const user = userEvent.setup();
    const taken = 'Help Center ID 9 is already used by another help center';
    open('/admin/helpcenter/new', { 'POST /api/admin/helpcenter': () => json(409, { statusCode: 409, error: 'Conflict', message: taken, errors: { helpCenterId: taken } }) });
    await user.type(await screen.findByLabelText('Help Center ID'), '9');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(`Failed to save help center: ${taken}`)).toBeInTheDocument();
    expect(field('Help Center ID')).toHaveAccessibleDescription(taken);
    expect(field('Help Center ID')).toHaveValue(9);
  });
});

describe('Edit help center (/admin/helpcenter/{id})', () => {
  it('loads the record, sends only the changes with If-Match, and keeps typed values on a stale save, then reapplies them on the latest', async () => {
    const user = userEvent.setup();
    const newer = { ...center, phoneNumber: '+386 3 555 0000', modifiedAt: '2025-04-01T08:00:00.000Z' };
    let gets = 0;
    const { network } = open(`/admin/helpcenter/${center.id}`, {
      [`GET ${URL_ONE}`]: () => json(200, gets++ === 0 ? center : newer),
      [`PUT ${URL_ONE}`]: () => json(409, { statusCode: 409, error: 'Conflict', message: staleVersionMessage('This help center') }),
    });
    await waitFor(() => expect(field('Name')).toHaveValue('Urgentni center Celje'));
    expect(field('Close Time')).toHaveValue('00:00');
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    await user.clear(field('City'));
    await user.type(field('City'), 'Celje');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(staleVersionMessage('This help center'))).toBeInTheDocument();
    const put = network.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('If-Match')).toBe(`"${center.modifiedAt}"`);
    expect(JSON.parse(put.body)).toEqual({ id: center.id, city: 'Celje' });
    expect(field('City')).toHaveValue('Celje');

    await user.click(screen.getByRole('button', { name: 'Compare and reapply' }));
    const compared = await screen.findByRole('list', { name: 'Fields that differ' });
    expect(within(compared).getAllByRole('listitem').map((r) => r.textContent)).toEqual([
      'CitySaved nowLjubljanaYoursCelje (kept)',
      'Phone NumberSaved now+386 3 555 0000 (kept)Yours' + center.phoneNumber,
    ]);
    expect(field('City')).toHaveValue('Celje');
    await user.click(screen.getByRole('button', { name: 'Reapply my edits' }));
    expect(field('Phone Number')).toHaveValue('+386 3 555 0000');
    expect(field('City')).toHaveValue('Celje');
  });

  it("deletes after the confirmation and goes back to the list; a failure says 'Failed to delete help center. Please try again.'", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { router } = open(`/admin/helpcenter/${center.id}`, {
      [`GET ${URL_ONE}`]: () => json(200, center),
      [`DELETE ${URL_ONE}`]: () => (fail ? json(500, { message: 'Server error' }) : new Response(null, { status: 204 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Help Center' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete help center. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/helpcenters'));
  });

  it("says 'Failed to load help center data. Please try again.' when the record cannot load", async () => {
    open(`/admin/helpcenter/${center.id}`, { [`GET ${URL_ONE}`]: () => json(404, { statusCode: 404, error: 'Not Found', message: 'Help center not found' }) });
    expect(await screen.findByText('Failed to load help center data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Help Centers' })).toHaveAttribute('href', '/admin/helpcenters');
  });
});
