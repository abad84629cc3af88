import type { RegistryHealth } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../lib/format';
import { json } from '../../../test/fetch-mock';
import { renderAsAdmin } from '../../../test/admin-screen';
import { aedsResource } from '../aeds/aeds-resource';

const HEALTH: RegistryHealth = {
  asOf: '2025-06-01T06:00:00.000Z',
  aeds: 1210,
  checkedWithinYear: { count: 1021, share: 0.8438 },
  hoursUnknown: { count: 96, share: 0.0793 },
  outOfService: 7,
  overdue: 2,
  reportsLate: 1,
  medianHoursToReady: 18.25,
  byMunicipality: [
    { municipality: 'Ljubljana', aeds: 400, outOfService: 3, medianHoursToReady: 12 },
    { municipality: 'Kranj', aeds: 90, outOfService: 0, medianHoursToReady: null },
  ],
  history: [
    { day: '2025-05-30', checkedShare: 0.8, hoursUnknownShare: 0.1, outOfService: 4, reportsLate: 0 },
    { day: '2025-05-31', checkedShare: 0.82, hoursUnknownShare: 0.09, outOfService: 9, reportsLate: 2 },
    { day: '2025-06-01', checkedShare: 0.8438, hoursUnknownShare: 0.0793, outOfService: 7, reportsLate: 1 },
  ],
};

const open = (answer: (attempt: number) => Response, more: Parameters<typeof renderAsAdmin>[2] = {}) =>
  renderAsAdmin([aedsResource], '/admin/registry-health', { 'GET /api/admin/registry-health': (_r, attempt) => answer(attempt), ...more });

const figure = (title: string) => within(screen.getByRole('list', { name: 'Figures now' })).getByRole('heading', { name: title }).closest('li')!;

describe('Registry health (/admin/registry-health)', () => {
  it('shows the six figures, each linking to its list', async () => {
    open(() => json(200, HEALTH));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registry health' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administration' }).querySelector('a[href="/admin/registry-health"]')).not.toBeNull();
    expect(await screen.findByText(formatDateTime(HEALTH.asOf))).toBeInTheDocument();
    expect(screen.getByText(/1,210 AEDs in the registry/)).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Figures now' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(['Checked within 12 months', 'Opening hours unknown', 'Out of service', 'Out of service over 72 h', 'Reports waiting over 7 days', 'Median time to ready']);
    expect(figure('Checked within 12 months')).toHaveTextContent('84.4%1,021 of 1,210 AEDs');
    expect(within(figure('Checked within 12 months')).getByRole('link', { name: 'List the 189 AEDs not checked' })).toHaveAttribute('href', '/admin/aeds?health=notCheckedYear');
    expect(figure('Opening hours unknown')).toHaveTextContent('7.9%96 of 1,210 AEDs');
    expect(within(figure('Opening hours unknown')).getByRole('link')).toHaveAttribute('href', '/admin/aeds?health=hoursUnknown');
    expect(within(figure('Out of service')).getByRole('link', { name: 'List the 7 AEDs out of service' })).toHaveAttribute('href', '/admin/aeds?health=outOfService');
    expect(within(figure('Out of service over 72 h')).getByRole('link', { name: 'List the 2 AEDs out over 72 h' })).toHaveAttribute('href', '/admin/aeds?health=overdue');
    expect(within(figure('Reports waiting over 7 days')).getByRole('link', { name: 'Open the street report queue' })).toHaveAttribute('href', '/admin/street-reports');
    expect(figure('Median time to ready')).toHaveTextContent('18.3 h');
    expect(within(figure('Median time to ready')).queryByRole('link')).toBeNull();
  });

  it('draws a chart for each figure kept day by day, said in words and as a table too', async () => {
    open(() => json(200, HEALTH));
    const chart = await screen.findByRole('img', { name: `Out of service From 4 on ${formatDate('2025-05-30')} to 7 on ${formatDate('2025-06-01')}; lowest 4, highest 9.` });
    expect(screen.getAllByRole('figure').map((f) => f.querySelector('figcaption')?.textContent)).toEqual(['Checked within 12 months', 'Opening hours unknown', 'Out of service', 'Reports waiting over 7 days']);
    expect(screen.getByRole('img', { name: /^Checked within 12 months From 80% on .* to 84\.4% on/ })).toBeInTheDocument();
    // Axis labels and ticks: the values' name above, the days below.
    expect(within(chart).getByText('AEDs')).toBeInTheDocument();
    expect(within(chart).getByText('Day')).toBeInTheDocument();
    expect(within(chart).getByText('10')).toBeInTheDocument();
    expect(within(chart).getByText(formatDate('2025-05-31'))).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Out of service, by day' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['DayAEDs', `${formatDate('2025-05-30')}4`, `${formatDate('2025-05-31')}9`, `${formatDate('2025-06-01')}7`]);
  });

  it('lists the municipalities with their AEDs, AEDs out of service and median time to ready', async () => {
    const user = userEvent.setup();
    open(() => json(200, HEALTH));
    const table = await screen.findByRole('table', { name: 'AEDs by municipality' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↑↓↕]/g, '').trim())).toEqual(['Municipality', 'AEDs', 'Out of service', 'Median time to ready']);
    const rows = () => within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows()).toEqual([
      ['Ljubljana', '400', '3', '12 h'],
      ['Kranj', '90', '0', 'None came back'],
    ]);
    await user.click(within(table).getByRole('button', { name: /Municipality/ }));
    expect(rows()[0][0]).toBe('Kranj');
  });

  it('says when there is no history yet, and when no AED came back into service; an empty list gets no link', async () => {
    open(() => json(200, { ...HEALTH, history: [], medianHoursToReady: null, byMunicipality: [], overdue: 0 }));
    expect(await screen.findByText('No history yet: the figures are kept once a day, and the charts start with the first day kept.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(figure('Median time to ready')).toHaveTextContent('None yet');
    expect(figure('Median time to ready')).toHaveTextContent('No AED came back into service in the last year.');
    expect(await screen.findByText('No AED has a municipality yet.')).toBeInTheDocument();
    expect(figure('Out of service over 72 h')).toHaveTextContent(/^Out of service over 72 h0/);
    expect(within(figure('Out of service over 72 h')).queryByRole('link')).toBeNull();
    expect(within(figure('Out of service')).getByRole('link')).toHaveAttribute('href', '/admin/aeds?health=outOfService');
  });

  it('says when the figures could not be loaded, with Try Again', async () => {
    const user = userEvent.setup();
    open((attempt) => (attempt === 1 ? json(403, { statusCode: 403, error: 'Forbidden', message: 'x' }) : json(200, HEALTH)));
    expect(await screen.findByText('Failed to load the registry health. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Figures now' })).toBeInTheDocument();
  });

  it("opens a figure's list: the AED list with the filter on, which can be cleared", async () => {
    const user = userEvent.setup();
    const { net } = open(() => json(200, HEALTH), { 'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }) });
    await user.click(await screen.findByRole('link', { name: 'List the 2 AEDs out over 72 h' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'AEDs' })).toBeInTheDocument();
    const filters = screen.getByRole('list', { name: 'Filters on' });
    expect(filters).toHaveTextContent('Only: Out of service over 72 hours');
    await expect.poll(() => net.calls.filter((c) => c.path === '/api/admin/aed').at(-1)?.query.get('health')).toBe('overdue');
    await user.click(within(filters).getByRole('button', { name: 'Clear filter: Out of service over 72 hours' }));
    expect(screen.queryByRole('list', { name: 'Filters on' })).toBeNull();
    await expect.poll(() => net.calls.filter((c) => c.path === '/api/admin/aed').at(-1)?.query.has('health')).toBe(false);
  });
});
