import type { MyAed } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { json, mockFetch, type SeenRequest } from '../../test/fetch-mock';
import { pagedAnswer } from '../../test/paged-answer';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';
import { memberProfile } from '../account/test-fixtures';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const myAed = (i: number, extra: Partial<MyAed> = {}): MyAed => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Pharmacy ${i}`,
  place: `Main street ${i}, Ljubljana`,
  state: 'inService',
  readiness: 'inService',
  electrodeExpiry: day(400),
  childElectrodeExpiry: null,
  batteryExpiry: day(800),
  openingHours: 'Mo-Fr 07:00-19:00',
  lastConfirmedAt: null,
  lastConfirmedBy: null,
  openReports: 0,
  checkCode: '0123456789abcdef',
  ...extra,
});

function open(list: (request: SeenRequest, attempt: number) => Response, more: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(makeAccessToken());
  const net = mockFetch({ 'GET /api/user/me': () => json(200, memberProfile()), 'GET /api/me/aeds': list, ...more });
  renderApp('/my-aeds');
  return net;
}

const card = (name: string) => screen.getByRole('article', { name });
const fact = (name: string, label: string) => within(card(name)).getByText(label).nextElementSibling as HTMLElement;

describe('My AEDs (/my-aeds)', () => {
  it('lists each AED with its place, state, dates, last check, open reports, a check button and its label', async () => {
    const used = myAed(2, { title: 'Gym', state: 'outOfService', readiness: 'outOfService', openReports: 2, electrodeExpiry: day(-3), lastConfirmedAt: dayjs().subtract(3, 'day').toISOString(), lastConfirmedBy: 'guardian' });
    const net = open((request) => pagedAnswer([myAed(1), used], request, 20));
    expect(await screen.findByRole('heading', { level: 1, name: 'My AEDs' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Pharmacy 1' });
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/me/aeds')!.query)).toEqual({ page: '0', size: '20' });
    expect(within(card('Pharmacy 1')).getByRole('link', { name: 'Pharmacy 1' })).toHaveAttribute('href', `/aed/${myAed(1).id}`);
    expect(card('Pharmacy 1')).toHaveTextContent('Main street 1, Ljubljana');
    expect(fact('Pharmacy 1', 'State')).toHaveTextContent('In service');
    expect(fact('Pharmacy 1', 'Last check')).toHaveTextContent('Never checked');
    expect(fact('Pharmacy 1', 'Open reports')).toHaveTextContent('None');
    expect(fact('Pharmacy 1', 'Battery expiry')).toHaveTextContent(formatDate(day(800)));
    expect(fact('Pharmacy 1', 'Child electrode expiry')).toHaveTextContent('Not set');

    expect(fact('Gym', 'State')).toHaveTextContent('Out of service');
    expect(fact('Gym', 'Open reports')).toHaveTextContent('2 open reports');
    expect(fact('Gym', 'Electrode expiry')).toHaveTextContent('EXPIRED');
    expect(fact('Gym', 'Last check')).toHaveTextContent('Checked 3 days ago by its guardian');
    expect(within(card('Gym')).getByRole('button', { name: 'Check it now: Gym' })).toBeInTheDocument();
    expect(within(card('Gym')).getByRole('link', { name: 'Print QR label: Gym' })).toHaveAttribute('href', `/my-aeds/labels?id=${used.id}`);
    expect(screen.getByRole('link', { name: 'Print QR labels' })).toHaveAttribute('href', '/my-aeds/labels');
    expect(screen.getByText('2 AEDs')).toBeInTheDocument();
  });

  it('says what to do when the member looks after no AED yet, and offers the map', async () => {
    open((request) => pagedAnswer([], request, 20));
    expect(await screen.findByText('You do not look after any AED yet. Open an AED on the map and ask to look after it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', '/map');
    expect(screen.queryByRole('link', { name: 'Print QR labels' })).toBeNull();
  });

  it('shows the load failure with Try Again, which loads the list', async () => {
    open((request, attempt) => (attempt === 1 ? json(403, { statusCode: 403, error: 'Forbidden', message: 'x' }) : pagedAnswer([myAed(3)], request, 20)));
    expect(await screen.findByText('Failed to load your AEDs. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Pharmacy 3' })).toBeInTheDocument();
  });

  it('checks an AED out of service: says first what brings it back, shows the server field message and keeps what was typed, then its new state', async () => {
    const user = userEvent.setup();
    let state: MyAed['state'] = 'outOfService';
    const sent: unknown[] = [];
    const gym = myAed(4, { title: 'Gym', state: 'outOfService', readiness: 'outOfService' });
    const net = open((request) => pagedAnswer([{ ...gym, state, readiness: state }], request, 20), {
      [`POST /api/me/aeds/${gym.id}/check`]: (request) => {
        const body = JSON.parse(request.body) as { openingHours?: string };
        sent.push(body);
        if (body.openingHours === 'whenever') return json(400, { statusCode: 400, error: 'Bad Request', message: 'Opening hours must be in OpenStreetMap syntax', errors: { openingHours: 'Not OpenStreetMap opening hours' } });
        state = 'inService';
        return json(200, { id: '00000000-0000-4000-8000-00000000c001', aedId: gym.id, checkedAt: new Date().toISOString(), state: 'inService' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Check it now: Gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Gym' });
    expect(dialog).toHaveTextContent('This AED is out of service. New electrode and battery expiry dates (not in the past) bring it back into service.');
    const electrodes = within(dialog).getByLabelText('Electrode expiry');
    // The dialog starts in the first date, which is read with the notice and what is stored.
    await expect.poll(() => document.activeElement).toBe(electrodes);
    expect(electrodes).toHaveAccessibleDescription(`This AED is out of service. New electrode and battery expiry dates (not in the past) bring it back into service. Stored: ${formatDate(gym.electrodeExpiry)}`);
    expect(within(dialog).getByLabelText('Battery expiry')).toHaveAccessibleDescription(`Stored: ${formatDate(gym.batteryExpiry)}`);
    await user.type(electrodes, day(700));
    await user.type(within(dialog).getByLabelText('Battery expiry'), day(1400));
    const hours = within(dialog).getByLabelText('Opening hours');
    expect(hours).toHaveAccessibleDescription(/OpenStreetMap syntax.*Empty keeps: Mo-Fr 07:00-19:00/);
    await user.type(hours, 'whenever');
    await user.click(within(dialog).getByRole('button', { name: 'It is here and ready' }));

    expect(await within(dialog).findByText('These are not opening hours in OpenStreetMap syntax.')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => document.activeElement).toBe(hours);
    expect(hours).toHaveValue('whenever');
    expect(electrodes).toHaveValue(day(700));
    // Only what was typed goes: an empty child electrode date and note keep what is stored.
    expect(sent[0]).toEqual({ electrodeExpiry: day(700), batteryExpiry: day(1400), openingHours: 'whenever' });

    await user.clear(hours);
    await user.type(hours, 'Mo-Su 06:00-22:00');
    await user.click(within(dialog).getByRole('button', { name: 'It is here and ready' }));
    const outcome = await within(dialog).findByRole('status');
    expect(outcome).toHaveTextContent('Thank you: the check is recorded.');
    expect(outcome).toHaveTextContent('Its state now: In service');
    expect(outcome).toHaveTextContent('It is back in service.');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list reloads with the state the check left.
    await expect.poll(() => fact('Gym', 'State').textContent).toBe('In service');
    expect(net.calls.filter((c) => c.path === '/api/me/aeds').length).toBeGreaterThan(1);
  });

  it('says in the dialog when the member is no longer its guardian (403), keeping the form', async () => {
    const user = userEvent.setup();
    const aed = myAed(5);
    open((request) => pagedAnswer([aed], request, 20), {
      [`POST /api/me/aeds/${aed.id}/check`]: () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Only a guardian of this AED can check it here.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Check it now: Pharmacy 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Pharmacy 5' });
    expect(dialog).not.toHaveTextContent('bring it back into service');
    await user.type(within(dialog).getByLabelText('Note'), 'Cabinet glass cracked');
    await user.click(within(dialog).getByRole('button', { name: 'It is here and ready' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a guardian of this AED can check it here.');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Cabinet glass cracked');
    // Typed and not sent: closing asks first.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });
});

describe('My AEDs in Slovenian', () => {
  it('says the list, the counts with their dual and few forms, and the check form in Slovenian', async () => {
    await changeLanguage('sl');
    const user = userEvent.setup();
    const rows = [myAed(6, { openReports: 2 }), myAed(7, { openReports: 3, state: 'temporarilyAbsent', readiness: 'temporarilyAbsent' })];
    open((request) => pagedAnswer(rows, request, 20));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moji AED-ji' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Pharmacy 6' });
    expect(screen.getByText('2 AED-ja')).toBeInTheDocument();
    expect(fact('Pharmacy 6', 'Odprte prijave')).toHaveTextContent('2 odprti prijavi');
    expect(fact('Pharmacy 7', 'Odprte prijave')).toHaveTextContent('3 odprte prijave');
    expect(fact('Pharmacy 7', 'Stanje')).toHaveTextContent('Začasno odsoten');
    expect(screen.getByRole('link', { name: 'Natisni nalepke QR' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preveri zdaj: Pharmacy 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pregled: Pharmacy 7' });
    expect(dialog).toHaveTextContent('Ta AED je označen kot začasno odsoten.');
    expect(within(dialog).getByLabelText('Rok uporabe baterije')).toBeInTheDocument();
    // A date past the form's calendar (a five-digit year) is refused in Slovenian, without a send.
    const battery = within(dialog).getByLabelText('Rok uporabe baterije');
    await user.type(battery, '12345-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Je tukaj in pripravljen' }));
    expect(await within(dialog).findByText('Vpišite veljaven datum')).toBeInTheDocument();
    expect(within(dialog).queryByText(/must be a date/)).toBeNull();
  });
});
