import type { StoreItem } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { json, mockFetch } from '../../../test/fetch-mock';
import { storeItemsResource } from './store-items-resource';

const ID = '00000000-0000-4000-8000-000000000001';
const item = (extra: Partial<StoreItem> = {}): StoreItem => ({
  storeItemId: ID,
  name: 'Majica',
  description: 'Bombažna majica',
  shortDescription: 'Majica s srcem',
  basePrice: 19.9,
  discountedPrice: 0.1,
  currency: 'eur',
  image: '/images/store/t-shirt.svg',
  available: true,
  language: 'sl',
  discountPointsRequirement: 200,
  stock: 40,
  createdAt: '2026-03-05T13:07:00.000Z',
  updatedAt: '2026-03-05T13:07:00.000Z',
  ...extra,
});
const page = (data: StoreItem[]) => json(200, { data, page: 0, pageSize: 12, totalCount: data.length, totalPages: 1 });

const asAdmin = (handlers: Parameters<typeof mockFetch>[0]) => renderAsAdmin([storeItemsResource], '/dashboard/storeItems', handlers);
const field = (panel: HTMLElement, label: string) => within(panel).getByLabelText(new RegExp(`^${label}`));

describe('store items screen', () => {
  it('shows prices with two decimals and the currency, and the details in a slide-over', async () => {
    const user = userEvent.setup();
    asAdmin({ 'GET /api/admin/StoreItems': () => page([item(), item({ storeItemId: '00000000-0000-4000-8000-000000000002', name: 'Cap', basePrice: 5, discountedPrice: 5, currency: 'usd', available: false, image: null })]) });
    const row = (await screen.findByText('Majica')).closest('tr')!;
    expect(row).toHaveTextContent(/19\.90 EUR\s*0\.10 EUR\s*Available\s*40\s*sl/);
    expect(screen.getByText('Cap').closest('tr')).toHaveTextContent(/5\.00 USD\s*5\.00 USD\s*Not available/);

    await user.click(within(row).getByRole('button', { name: 'Details of Majica' }));
    const details = screen.getByRole('dialog', { name: 'Majica' });
    expect(details).toHaveTextContent(/Base price\s*19\.90 EUR/);
    expect(details).toHaveTextContent(/Discount points requirement\s*200/);
    expect(details).toHaveTextContent('Slovenian (sl)');
    expect(within(details).getByRole('img', { name: 'Picture of Majica' })).toHaveAttribute('src', '/images/store/t-shirt.svg');
  });

  it('starts a new item with the seeds\' defaults and sends prices as exact decimal text', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/StoreItems': () => page([]), 'POST /api/admin/StoreItems': () => json(201, item()) });
    await user.click(await screen.findByRole('button', { name: '+ Add new store item' }));
    const panel = screen.getByRole('dialog', { name: 'Add new store item' });
    expect(field(panel, 'Currency')).toHaveValue('eur');
    expect(field(panel, 'Language')).toHaveValue('sl');
    expect(field(panel, 'Discount points requirement')).toHaveValue(0);
    expect(field(panel, 'Stock')).toHaveValue(0);
    expect(within(panel).getByLabelText('Available')).not.toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Create Store item' }));
    expect(within(panel).getAllByText('This field is required!')).toHaveLength(5);
    await user.type(field(panel, 'Name'), 'Majica');
    await user.type(field(panel, 'Short description'), 'Majica s srcem');
    await user.type(field(panel, 'Description'), 'Bombažna majica');
    await user.type(field(panel, 'Base price'), '19.9');
    await user.type(field(panel, 'Discounted price'), '1.005');
    await user.click(within(panel).getByRole('button', { name: 'Create Store item' }));
    expect(await within(panel).findByText('At most 2 decimals')).toBeInTheDocument();
    await user.clear(field(panel, 'Discounted price'));
    await user.type(field(panel, 'Discounted price'), '20');
    await user.click(within(panel).getByRole('button', { name: 'Create Store item' }));
    expect(await within(panel).findByText('The discounted price must not be above the base price')).toBeInTheDocument();
    await user.clear(field(panel, 'Discounted price'));
    await user.type(field(panel, 'Discounted price'), '0.1');
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'Create Store item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({
      name: 'Majica',
      shortDescription: 'Majica s srcem',
      description: 'Bombažna majica',
      basePrice: '19.90',
      discountedPrice: '0.10',
      currency: 'eur',
      language: 'sl',
      discountPointsRequirement: 0,
      stock: 0,
      available: false,
      image: null,
    });
  });

  it('edits with storeItemId in the body and If-Match, prices shown with their two decimals', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/StoreItems': () => page([item()]), [`PUT /api/admin/StoreItems/${ID}`]: () => json(200, item({ stock: 39 })) });
    await user.click(await screen.findByRole('button', { name: 'Edit Majica' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Store item' });
    expect(field(panel, 'Base price')).toHaveValue(19.9);
    expect((field(panel, 'Base price') as HTMLInputElement).value).toBe('19.90');
    await user.clear(field(panel, 'Stock'));
    await user.type(field(panel, 'Stock'), '39');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('If-Match')).toBe('"2026-03-05T13:07:00.000Z"');
    expect(JSON.parse(put.body)).toMatchObject({ storeItemId: ID, stock: 39, basePrice: '19.90', discountedPrice: '0.10', image: '/images/store/t-shirt.svg' });
  });
});
