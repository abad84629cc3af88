import { roleClaim, type DispatchAed, type DispatchNearest } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { json, mockFetch, type SeenRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../test/tokens';
import { memberProfile } from '../account/test-fixtures';

const AT = '2026-12-07T09:00:00.000Z'; // Monday 10:00 in Ljubljana

const aed = (i: number, extra: Partial<DispatchAed> = {}): DispatchAed => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Pharmacy ${i}`,
  address: `Main street ${i}`,
  city: 'Ljubljana',
  latitude: 46.05,
  longitude: 14.5,
  floor: null,
  locationDescription: null,
  cabinetNotes: null,
  photoUrl: null,
  accessibility: 'FULL_24H',
  openingHours: null,
  hours: { kind: 'always', at: null, line: 'open 24/7' },
  usableNow: { state: 'open', opensAt: null, expired: [] },
  state: 'inService',
  outOfService: null,
  lastConfirmedAt: null,
  lockedCabinet: false,
  hasCabinetCode: false,
  possiblyInUseUntil: null,
  lastConfirmedBy: null,
  distanceMeters: 100 * i,
  walkingMeters: 130 * i,
  walkingSeconds: 93 * i,
  walkingBasis: 'route',
  route: null,
  ...extra,
});

const dispatcherToken = () => makeAccessToken({ realm_access: { roles: ['default-roles-aedatlas', roleClaim('dispatch')] } });

function open(nearest: (request: SeenRequest, attempt: number) => Response, token = dispatcherToken()) {
  storeSession(token);
  const net = mockFetch({ 'GET /api/user/me': () => json(200, memberProfile()), 'GET /api/dispatch/nearest': nearest });
  renderApp('/dispatch');
  return net;
}

async function find(lat = '46.0569', lon = '14.5058') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Latitude'), lat);
  if (lon) await user.type(screen.getByLabelText('Longitude'), lon);
  await user.click(screen.getByRole('button', { name: 'Find AEDs' }));
  return user;
}

afterEach(() => changeLanguage('en'));

describe('The dispatch view (/dispatch)', () => {
  it('lists the 5 AEDs numbered, the first marked, each with walking time, floor, place, hours line, state, last check and photo', async () => {
    const first = aed(1, {
      title: 'Office',
      floor: '2',
      locationDescription: 'Reception, left of the lifts',
      cabinetNotes: 'Key at reception',
      photoUrl: 'https://img.example.test/office.jpg',
      hours: { kind: 'closes', at: '2026-12-07T16:00', line: 'closes 16:00' },
      lastConfirmedAt: new Date().toISOString(),
      lastConfirmedBy: 'guardian',
    });
    const later = aed(4, { hours: { kind: 'opens', at: '2026-12-08T07:00', line: 'opens Tue 07:00' }, walkingMeters: null, walkingSeconds: null, walkingBasis: 'straight' });
    const net = open(() => json(200, { at: AT, aeds: [first, aed(2), aed(3, { hours: { kind: 'unknown', at: null, line: 'hours unknown' } }), later, aed(5)] } satisfies DispatchNearest));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispatch: nearest AEDs' })).toBeInTheDocument();
    expect(screen.getByText("Enter the caller's latitude and longitude to see the nearest AEDs.")).toBeInTheDocument();
    await find();

    const list = await screen.findByRole('list', { name: 'AEDs usable now, nearest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/dispatch/nearest')!.query)).toEqual({ lat: '46.0569', lon: '14.5058' });
    // The first is the one to send the caller to: numbered, marked, in the largest type.
    expect(items[0]).toHaveAccessibleName('1. Office');
    expect(items[0]!.className).toContain('border-red-700');
    expect(within(items[0]!).getByRole('link', { name: 'Office' })).toHaveAttribute('href', `/aed/${first.id}`);
    expect(items[0]).toHaveTextContent('2 min walk (130 m)');
    expect(items[0]).toHaveTextContent('Main street 1, Ljubljana');
    const fact = (item: HTMLElement, label: string) => within(item).getByText(label).nextElementSibling as HTMLElement;
    expect(fact(items[0]!, 'Floor')).toHaveTextContent('2');
    expect(fact(items[0]!, 'Where it is')).toHaveTextContent('Reception, left of the lifts');
    expect(fact(items[0]!, 'Hours')).toHaveTextContent('Closes 16:00');
    expect(fact(items[0]!, 'Cabinet')).toHaveTextContent('Key at reception');
    expect(fact(items[0]!, 'State')).toHaveTextContent('In service');
    expect(fact(items[0]!, 'Last check')).toHaveTextContent('Checked today by its guardian');
    expect(within(items[0]!).getByRole('img', { name: 'Photo of Office' })).toHaveAttribute('src', 'https://img.example.test/office.jpg');

    expect(items[1]).toHaveAccessibleName('2. Pharmacy 2');
    expect(items[1]!.className).not.toContain('border-red-700');
    expect(fact(items[1]!, 'Hours')).toHaveTextContent('Open 24/7');
    expect(fact(items[1]!, 'Floor')).toHaveTextContent('Not given');
    expect(fact(items[1]!, 'Last check')).toHaveTextContent('Never checked');
    expect(within(items[1]!).queryByRole('img')).toBeNull();
    expect(fact(items[2]!, 'Hours')).toHaveTextContent('Hours unknown: it may be locked');
    // Another day keeps its date; no walk measured: the straight line.
    expect(fact(items[3]!, 'Hours')).toHaveTextContent('Opens 2026-12-08 07:00');
    expect(items[3]).toHaveTextContent('400 m in a straight line');
  });

  it('reveals a cabinet code for a call: asks the call reference, shows the code large and the mark; a refusal says why', async () => {
    const locked = aed(1, { title: 'Pharmacy', lockedCabinet: true, hasCabinetCode: true });
    const other = aed(2, { lockedCabinet: true, hasCabinetCode: true, possiblyInUseUntil: new Date(Date.now() + 30 * 60_000).toISOString() });
    storeSession(dispatcherToken());
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const net = mockFetch({
      'GET /api/user/me': () => json(200, memberProfile()),
      'GET /api/dispatch/nearest': () => json(200, { at: AT, aeds: [locked, other, aed(3)] } satisfies DispatchNearest),
      [`POST /api/dispatch/aeds/${locked.id}/cabinet-code`]: () => json(200, { code: '7319#A', possiblyInUseUntil: until }),
      [`POST /api/dispatch/aeds/${other.id}/cabinet-code`]: () => json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }),
    });
    renderApp('/dispatch');
    const user = await find();
    const items = within(await screen.findByRole('list', { name: 'AEDs usable now, nearest first' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent(/Possibly in use until \d\d:\d\d/);
    expect(items[0]).not.toHaveTextContent('Possibly in use');
    expect(within(items[2]!).queryByRole('button', { name: 'Reveal code' })).toBeNull();

    await user.click(within(items[0]!).getByRole('button', { name: 'Reveal code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cabinet code: Pharmacy' });
    const field = within(dialog).getByLabelText('Call reference');
    expect(field).toHaveFocus();
    // Keyboard alone: Enter without a reference is refused at the field, and nothing is asked.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Enter the call reference')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(field, '112-2026-004711{Enter}');
    expect(await within(dialog).findByLabelText('Cabinet code')).toHaveTextContent('7319#A');
    expect(dialog).toHaveTextContent(/Marked as possibly in use until \d\d:\d\d\./);
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({ callReference: '112-2026-004711' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('7319#A')).toBeNull();

    await user.click(within(items[1]!).getByRole('button', { name: 'Reveal code' }));
    const second = await screen.findByRole('dialog');
    await user.type(within(second).getByLabelText('Call reference'), 'CE-1{Enter}');
    expect(await within(second).findByRole('alert')).toHaveTextContent('Too many codes revealed in a minute. Wait a moment and try again.');
  });

  it('says so when no AED usable now is near', async () => {
    open(() => json(200, { at: AT, aeds: [] }));
    await find();
    expect(await screen.findByText('No AED usable now is near this position.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'AEDs usable now, nearest first' })).toBeNull();
  });

  it('says the list could not be loaded, and Try Again asks again', async () => {
    const net = open((_request, attempt) => (attempt === 1 ? json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Busy' }) : json(200, { at: AT, aeds: [aed(1)] })));
    const user = await find();
    expect(await screen.findByText('The AEDs could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'AEDs usable now, nearest first' })).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path === '/api/dispatch/nearest')).toHaveLength(2);
  });

  it('refuses a position that is none, with a message at each field, and asks nothing', async () => {
    const net = open(() => json(200, { at: AT, aeds: [] }));
    await find('91', 'east');
    expect(await screen.findByText('Enter a latitude between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Enter a longitude between -180 and 180')).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls.filter((c) => c.path === '/api/dispatch/nearest')).toHaveLength(0);
  });

  it('takes "lat, lon" pasted into the first field', async () => {
    const net = open(() => json(200, { at: AT, aeds: [aed(1)] }));
    await find('46.0569, 14.5058', '');
    await screen.findByRole('list', { name: 'AEDs usable now, nearest first' });
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/dispatch/nearest')!.query)).toEqual({ lat: '46.0569', lon: '14.5058' });
    expect(screen.getByLabelText('Longitude')).toHaveValue('14.5058');
  });

  it('is in the sidebar for a dispatcher, who still cannot open the console', async () => {
    open(() => json(200, { at: AT, aeds: [] }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dispatch' })).toHaveAttribute('href', '/dispatch');
    expect(within(nav).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('is refused to a member without the role, and not in their sidebar; an admin has it', async () => {
    const net = open(() => json(200, { at: AT, aeds: [] }), makeAccessToken());
    expect(await screen.findByText('This page is for dispatchers and administrators.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Latitude')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Dispatch' })).toBeNull();
    expect(net.calls.filter((c) => c.path === '/api/dispatch/nearest')).toHaveLength(0);
  });

  it('opens for an admin, and speaks Slovenian', async () => {
    await changeLanguage('sl');
    open(() => json(200, { at: AT, aeds: [aed(1, { hours: { kind: 'closes', at: '2026-12-07T18:00', line: 'closes 18:00' } })] }), makeAccessToken(adminClaims));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Zemljepisna širina'), '46.0569');
    await user.type(screen.getByLabelText('Zemljepisna dolžina'), '14.5058');
    await user.click(screen.getByRole('button', { name: 'Poišči AED' }));
    expect(await screen.findByText('Zapre ob 18:00')).toBeInTheDocument();
  });
});
