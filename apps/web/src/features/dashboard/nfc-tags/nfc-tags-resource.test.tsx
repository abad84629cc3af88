import type { NfcTag } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { json, mockFetch } from '../../../test/fetch-mock';
import { nfcTagsResource } from './nfc-tags-resource';

const tag = (i: number, extra: Partial<NfcTag> = {}): NfcTag => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Tag ${i}`,
  description: `Description ${i}`,
  latitude: 46.1 + i / 1000,
  longitude: 14.5,
  valuePoints: 10,
  createdAt: '2026-03-05T13:07:00.000Z',
  updatedAt: '2026-03-05T13:07:00.000Z',
  ...extra,
});
const page = (data: NfcTag[]) => json(200, { data, page: 0, pageSize: 12, totalCount: data.length, totalPages: 1 });

const asAdmin = (handlers: Parameters<typeof mockFetch>[0]) => renderAsAdmin([nfcTagsResource], '/dashboard/nfcTags', handlers);
const field = (panel: HTMLElement, label: string) => within(panel).getByLabelText(new RegExp(`^${label}`));

describe('NFC tags screen', () => {
  it('asks for 12 by name and shows the coordinates with five decimals, or that there is no position', async () => {
    const { net } = asAdmin({ 'GET /api/admin/NfcTags': () => page([tag(1, { latitude: 46.05, longitude: 14.5058 }), tag(2, { latitude: null, longitude: null })]) });
    const row = (await screen.findByText('Tag 1')).closest('tr')!;
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/admin/NfcTags')!.query)).toEqual({ page: '0', itemsPerPage: '12', sortBy: 'name', sortOrder: 'asc' });
    expect(row).toHaveTextContent(/46\.05000\s*14\.50580\s*10/);
    expect(within(screen.getByText('Tag 2').closest('tr')!).getAllByText('No position')).toHaveLength(2);
  });

  it("adds a tag in the 'Add new nfc tag' slide-over: typed coordinates move the marker, numbers go out as numbers", async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/NfcTags': () => page([]), 'POST /api/admin/NfcTags': () => json(201, tag(5)) });
    expect(await screen.findByText('No NFC tags yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add new nfc tag' }));
    const panel = screen.getByRole('dialog', { name: 'Add new nfc tag' });
    await user.click(within(panel).getByRole('button', { name: 'Create NFC tag' }));
    expect(await within(panel).findByText('This field is required!')).toBeInTheDocument();
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(field(panel, 'Name'), 'Šmarna gora');
    await user.type(field(panel, 'Latitude'), '46.1247');
    await user.type(field(panel, 'Longitude'), '91');
    const map = within(panel).getByRole('region', { name: "Map: click to set the NFC tag's latitude and longitude" });
    expect(map).toHaveAttribute('data-center', '46.1247,91');
    await user.clear(field(panel, 'Longitude'));
    await user.type(field(panel, 'Longitude'), '14.4626');
    expect(map).toHaveAttribute('data-center', '46.1247,14.4626');
    await user.click(within(panel).getByRole('button', { name: 'Create NFC tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({ name: 'Šmarna gora', description: null, latitude: 46.1247, longitude: 14.4626, valuePoints: 0 });
  });

  it('refuses a half position and out-of-range numbers before sending', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'GET /api/admin/NfcTags': () => page([]) });
    await user.click(await screen.findByRole('button', { name: '+ Add new nfc tag' }));
    const panel = screen.getByRole('dialog', { name: 'Add new nfc tag' });
    await user.type(field(panel, 'Name'), 'Half');
    await user.type(field(panel, 'Latitude'), '95');
    await user.clear(field(panel, 'Value points'));
    await user.type(field(panel, 'Value points'), '2.5');
    await user.click(within(panel).getByRole('button', { name: 'Create NFC tag' }));
    expect(await within(panel).findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(within(panel).getByText('Value points must be a whole number')).toBeInTheDocument();
    await user.clear(field(panel, 'Latitude'));
    await user.type(field(panel, 'Latitude'), '46');
    await user.clear(field(panel, 'Value points'));
    await user.click(within(panel).getByRole('button', { name: 'Create NFC tag' }));
    expect(await within(panel).findByText('Give both latitude and longitude, or neither')).toBeInTheDocument();
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits in the same panel with If-Match and deletes after asking', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({
      'GET /api/admin/NfcTags': () => page([tag(1)]),
      'PUT /api/admin/NfcTags/00000000-0000-4000-8000-000000000001': () => json(200, tag(1, { valuePoints: 25 })),
      'DELETE /api/admin/NfcTags/00000000-0000-4000-8000-000000000001': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Tag 1' }));
    const panel = screen.getByRole('dialog', { name: 'Edit NFC tag' });
    expect(field(panel, 'Latitude')).toHaveValue(46.101);
    await user.clear(field(panel, 'Value points'));
    await user.type(field(panel, 'Value points'), '25');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('If-Match')).toBe('"2026-03-05T13:07:00.000Z"');
    expect(JSON.parse(put.body)).toMatchObject({ name: 'Tag 1', latitude: 46.101, longitude: 14.5, valuePoints: 25 });

    await user.click(screen.getByRole('button', { name: 'Delete Tag 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete NFC tag' });
    expect(confirm).toHaveTextContent('App users can no longer collect its points');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
