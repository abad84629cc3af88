import { AED_LABELS_MAX, type AedLabel } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { storeSession } from '../../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../../test/tokens';

type Handlers = Parameters<typeof mockFetch>[0];
function asAdmin(path: string, handlers: Handlers) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/user/me': () => json(404, {}), ...handlers });
  return { net, ...renderApp(path) };
}

const label = (k: number): AedLabel => ({ id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`, title: `Museum ${k}`, place: `Hall ${k}`, checkCode: k.toString(16).padStart(16, '0') });
const labelPage = (data: AedLabel[], totalCount = data.length) => () => json(200, { data, page: 0, pageSize: AED_LABELS_MAX, totalCount, totalPages: Math.ceil(totalCount / AED_LABELS_MAX) });
const labelCalls = (net: ReturnType<typeof asAdmin>['net']) => net.calls.filter((c) => c.path === '/api/admin/aed/labels');

describe('QR labels in the console (/admin/aeds/labels)', () => {
  it("'Print QR Labels' on the AED list carries its search and order to the sheets, one label per AED", async () => {
    const aed = makeAed({ description: 'Museum lobby' });
    const { net } = asAdmin('/admin/aeds?q=museum&sort=address&order=desc', {
      'GET /api/admin/aed': () => json(200, { data: [{ ...aed, pictureCount: 0 }], page: 0, pageSize: 20, totalCount: 1, totalPages: 1 }),
      'GET /api/admin/aed/labels': labelPage([label(1), label(2), label(3)]),
    });
    const link = await screen.findByRole('link', { name: 'Print QR Labels' });
    expect(link).toHaveAttribute('href', '/admin/aeds/labels?search=museum&sortBy=address&sortOrder=desc');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'QR Labels' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('qr-label')).toHaveLength(3);
    expect(screen.getByText(/^AEDs matching “museum”, in the list's order\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the check page of Museum 2' })).toBeInTheDocument();
    expect(screen.getByTestId('label-count')).toHaveTextContent('3 labels on 1 A4 sheet');
    const [call] = labelCalls(net);
    expect(Object.fromEntries(call.query)).toEqual({ search: 'museum', sortBy: 'address', sortOrder: 'desc', page: '0', size: String(AED_LABELS_MAX) });
    expect(screen.getByRole('link', { name: 'Back to AEDs' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /first/ })).not.toBeInTheDocument();
  });

  it('says when the list has more than 500 AEDs, and passes the filters of the list on', async () => {
    const { net } = asAdmin('/admin/aeds/labels?confirmedBefore=2025-01-01&lastModifiedFrom=2024-06-01', {
      'GET /api/admin/aed/labels': labelPage(Array.from({ length: 30 }, (_, k) => label(k + 1)), 1234),
    });
    expect(await screen.findByText(`These are the first 500 of 1,234 AEDs: narrow the search to print the others.`)).toBeInTheDocument();
    expect(screen.getByText(/AEDs not confirmed since 2025-01-01, changed since 2024-06-01/)).toBeInTheDocument();
    expect(screen.getAllByTestId('label-sheet')).toHaveLength(2);
    expect(Object.fromEntries(labelCalls(net)[0].query)).toMatchObject({ confirmedBefore: '2025-01-01', lastModifiedFrom: '2024-06-01' });
  });

  it("a list of the registry health dashboard keeps its filter on the way to the labels", async () => {
    const aed = makeAed({ description: 'Museum lobby' });
    const { net } = asAdmin('/admin/aeds?health=hoursUnknown', {
      'GET /api/admin/aed': () => json(200, { data: [{ ...aed, pictureCount: 0 }], page: 0, pageSize: 20, totalCount: 1, totalPages: 1 }),
      'GET /api/admin/aed/labels': labelPage([label(1)]),
    });
    const link = await screen.findByRole('link', { name: 'Print QR Labels' });
    expect(link).toHaveAttribute('href', '/admin/aeds/labels?health=hoursUnknown');
    await userEvent.click(link);
    expect(await screen.findByText(/^AEDs in the list “Opening hours unknown”, in the list's order\./)).toBeInTheDocument();
    expect(Object.fromEntries(labelCalls(net)[0].query)).toMatchObject({ health: 'hoursUnknown' });
  });

  it('the AED edit page links to its own label', async () => {
    const aed = makeAed({ description: 'Town hall lobby' });
    asAdmin(`/admin/aed/${aed.id}`, { [`GET /api/admin/aed/${aed.id}`]: () => json(200, aed) });
    expect(await screen.findByRole('link', { name: 'Print QR Label' })).toHaveAttribute('href', `/admin/aeds/labels?ids=${aed.id}`);
  });

  it('prints one AED alone, with a way back to it', async () => {
    const aed = makeAed({ description: 'Town hall lobby' });
    asAdmin(`/admin/aeds/labels?ids=${aed.id}`, { 'GET /api/admin/aed/labels': labelPage([label(7)]) });
    expect(await screen.findByText(/This AED alone\./)).toBeInTheDocument();
    const item = await screen.findByTestId('qr-label');
    expect(within(item).getByText('Museum 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the AED' })).toHaveAttribute('href', `/admin/aed/${aed.id}`);
  });

  it('says when nothing matches', async () => {
    asAdmin('/admin/aeds/labels?search=nothing', { 'GET /api/admin/aed/labels': labelPage([]) });
    expect(await screen.findByText('No AEDs match: there is no label to print.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('says when the labels could not be loaded, and loads them on Try Again', async () => {
    let fail = true;
    asAdmin('/admin/aeds/labels', { 'GET /api/admin/aed/labels': () => (fail ? json(500, { statusCode: 500, error: 'Server', message: 'Boom' }) : labelPage([label(1)])()) });
    expect(await screen.findByText('Failed to load the labels. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('qr-label')).toBeInTheDocument();
  });
});
