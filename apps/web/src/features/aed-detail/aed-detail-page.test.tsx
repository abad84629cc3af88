import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeAed, pictureOf } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const full = makeAed({
  title: 'AED Gasilski dom Šentjur',
  description: 'Na steni ob vhodu',
  locationDescription: 'Left of the main door',
  model: 'Philips HeartStart FRx',
  serialNumber: 'SN-12345',
  maintainer: 'PGD Šentjur',
  accessibility: 'FULL_24H',
  address: 'Mestni trg 1',
  postalCode: '3230',
  city: 'Šentjur',
  country: 'Slovenia',
  municipality: 'Šentjur',
  latitude: 46.2171,
  longitude: 15.3972,
  altitude: 240,
  contact: 'Janez Novak',
  contactPhoneNumber: '+386 41 123 456',
  contactEmail: 'aed@pgd-sentjur.si',
  electrodeExpiry: day(-3),
  childElectrodeExpiry: day(10),
  batteryExpiry: day(400),
  lastCheck: '2025-02-01',
  notes: 'Checked monthly',
  childElectrode: true,
  firstAidKit: true,
});

function open(id: string, handler: () => Response) {
  mockFetch({ [CONFIG_PATH]: publicConfig(), [`GET /api/aed/${id}`]: handler });
  return renderApp(`/aed/${id}`);
}

const card = (title: string) => screen.getByRole('region', { name: title });
const field = (title: string, label: string) => within(card(title)).getByText(label).nextElementSibling as HTMLElement;

describe('AED detail (000 §2.10)', () => {
  it('shows the top bar, every card and the way there', async () => {
    open(full.id, () => json(200, full));
    expect(await screen.findByRole('heading', { level: 1, name: 'AED Gasilski dom Šentjur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to map' })).toHaveAttribute('href', '/map');
    expect(screen.getByText('Active')).toBeInTheDocument();

    expect(field('Basic Information', 'Location description')).toHaveTextContent('Left of the main door');
    expect(field('Basic Information', 'Serial number')).toHaveTextContent('SN-12345');
    expect(within(card('Contact Information')).getByRole('link', { name: '+386 41 123 456' })).toHaveAttribute('href', 'tel:+38641123456');
    expect(within(card('Contact Information')).getByRole('link', { name: 'aed@pgd-sentjur.si' })).toHaveAttribute('href', 'mailto:aed@pgd-sentjur.si');
    expect(field('Contact Information', 'Maintainer')).toHaveTextContent('PGD Šentjur');
    expect(field('Location Details', 'Coordinates')).toHaveTextContent('46.217100, 15.397200');
    expect(field('Location Details', 'Altitude')).toHaveTextContent('240 m');
    expect(field('Location Details', 'Postal code')).toHaveTextContent('3230');

    expect(within(card('Maintenance & Expiry')).getByText('24/7 Access')).toBeInTheDocument();
    expect(field('Maintenance & Expiry', 'Electrode expiry')).toHaveTextContent('EXPIRED');
    expect(field('Maintenance & Expiry', 'Child electrode expiry')).toHaveTextContent('10 days left');
    expect(field('Maintenance & Expiry', 'Battery expiry')).not.toHaveTextContent(/EXPIRED|left/);
    expect(field('Maintenance & Expiry', 'Last check')).toHaveTextContent('1. 02. 2025');

    const equipment = within(card('Features & Equipment')).getAllByRole('listitem').map((li) => li.textContent);
    expect(equipment).toEqual([
      'Child ElectrodeYes', '3D Directional SignNo', 'Directional StickerNo', 'Outdoor CabinetNo', 'Indoor CabinetNo', 'First Aid KitYes',
    ]);
    expect(field('Additional Information', 'Notes')).toHaveTextContent('Checked monthly');
    expect(field('Additional Information', 'Created')).toHaveTextContent(dayjs(full.createdAt).format('D. MM. YYYY, HH:mm'));
    expect(within(card('Pictures')).getByText('No pictures yet.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Back to Map/ })).toHaveAttribute('href', '/map');
    const maps = screen.getByRole('link', { name: /Open in Google Maps/ });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=46.2171,15.3972');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Raw data (JSON)').closest('details')?.querySelector('pre')?.textContent).toContain('"serialNumber": "SN-12345"');
  });

  it('says the floor and how the cabinet opens right after the location description, and nothing when they are unknown', async () => {
    const aed = makeAed({ locationDescription: 'Behind reception', floor: '-1', cabinetNotes: 'Locked: the code is on the door of reception.\nOpening it sounds an alarm; that is fine.' });
    const shown = open(aed.id, () => json(200, aed));
    await screen.findByRole('heading', { level: 1, name: aed.title! });
    const labels = () => [...card('Basic Information').querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels()).toEqual(['Description', 'Location description', 'Floor', 'Cabinet', 'Model', 'Serial number']);
    expect(field('Basic Information', 'Floor')).toHaveTextContent(/^-1$/);
    expect(field('Basic Information', 'Cabinet')).toHaveTextContent('Locked: the code is on the door of reception. Opening it sounds an alarm; that is fine.');

    shown.unmount();
    open(full.id, () => json(200, full));
    await screen.findByRole('heading', { level: 1, name: 'AED Gasilski dom Šentjur' });
    expect(labels()).toEqual(['Description', 'Location description', 'Model', 'Serial number']);
  });

  it('marks an AED possibly in use until when a 112 dispatcher gave out its code, and says its cabinet is locked', async () => {
    const until = new Date(Date.now() + 40 * 60_000);
    const aed = makeAed({ lockedCabinet: true, possiblyInUseUntil: until.toISOString() });
    open(aed.id, () => json(200, aed));
    const mark = await screen.findByTestId('possibly-in-use');
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(until);
    expect(mark).toHaveTextContent(`Possibly in use until ${time}`);
    expect(mark).toHaveTextContent('A 112 dispatcher sent someone to fetch this AED.');
    expect(screen.getByText('The cabinet is locked. Call 112: the dispatcher gives you the code.')).toBeInTheDocument();
  });

  it('warns that an AED with expired electrodes may not be ready, and says it is open 24/7', async () => {
    open(full.id, () => json(200, full));
    expect(await screen.findByText('This AED may not be ready for use.')).toBeInTheDocument();
    expect(screen.getByText(/Its electrodes have expired/)).toBeInTheDocument();
    expect(await screen.findByText('24/7')).toBeInTheDocument();
  });

  it('shows the open status from the opening hours, and no warning when nothing expired', async () => {
    const aed = makeAed({ openingHours: 'Mo-Su 00:00-24:00', accessibility: 'WORKING_HOURS' });
    open(aed.id, () => json(200, aed));
    expect(await screen.findByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('Mo-Su 00:00-24:00')).toBeInTheDocument();
    expect(screen.queryByText('This AED may not be ready for use.')).not.toBeInTheDocument();
  });

  it("falls back to the description, then 'AED Details', for the heading", async () => {
    const untitled = makeAed({ title: null, description: 'On the wall' });
    open(untitled.id, () => json(200, untitled));
    expect(await screen.findByRole('heading', { level: 1, name: 'On the wall' })).toBeInTheDocument();
    const bare = makeAed({ title: null, description: null });
    open(bare.id, () => json(200, bare));
    expect(await screen.findByRole('heading', { level: 1, name: 'AED Details' })).toBeInTheDocument();
  });

  it('counts the pictures and opens them in the lightbox', async () => {
    const user = userEvent.setup();
    const id = '22222222-2222-4333-8444-555555555555';
    const aed = makeAed({ id, pictures: [1, 2, 3].map((i) => pictureOf(id, i)) });
    open(aed.id, () => json(200, aed));
    expect(await screen.findByText('3 pictures')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open picture 3 of 3' }));
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open picture 3 of 3' })).toHaveFocus();
  });

  it("shows 'AED Not Found' for a 404 and for an id that cannot exist", async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    open(id, () => json(404, { statusCode: 404, error: 'Not Found', message: 'AED not found' }));
    expect(await screen.findByRole('heading', { name: 'AED Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested AED could not be found.')).toBeInTheDocument();
    expect(screen.queryByText('Action not found')).not.toBeInTheDocument();
    open('not-a-uuid', () => json(200, full));
    expect(await screen.findByRole('heading', { name: 'AED Not Found' })).toBeInTheDocument();
  });

  it("shows 'Error' and 'Failed to load AED details' with 'Back to AED Map'", async () => {
    open(full.id, () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' }));
    expect(await screen.findByRole('heading', { name: 'Error' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to load AED details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to AED Map' })).toHaveAttribute('href', '/map');
  }, 10_000);
});
