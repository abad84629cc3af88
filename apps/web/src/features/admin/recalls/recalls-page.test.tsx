import type { LotAed } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type SeenRequest } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderAsAdmin } from '../../../test/admin-screen';

const aed = (i: number, extra: Partial<LotAed> = {}): LotAed => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `School ${i}`,
  place: `Street ${i}, Kranj`,
  parts: ['electrode'],
  guardians: 1,
  ...extra,
});

const LOT_AEDS = [aed(1, { parts: ['electrode', 'battery'], guardians: 2 }), aed(2, { guardians: 0, title: null }), aed(3)];
const noRecalls = () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 });

function open(path: string, more: Parameters<typeof renderAsAdmin>[2] = {}) {
  const lots = (r: SeenRequest) => pagedAnswer(r.query.get('lot') === 'LOT-7' ? LOT_AEDS : [], r, 50);
  return renderAsAdmin([], path, { 'GET /api/admin/aed/lots': lots, 'GET /api/admin/recalls': noRecalls, ...more }).net;
}

const table = () => screen.getByRole('table', { name: 'AEDs with lot LOT-7' });

describe('Recalls (/admin/recalls): all AEDs with a lot', () => {
  it('finds the AEDs with a lot: each links to its record, with its parts, its guardians and a note when it has none', async () => {
    const user = userEvent.setup();
    const net = open('/admin/recalls');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recalls' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administration' }).querySelector('a[href="/admin/recalls"]')).not.toBeNull();
    expect(await screen.findByText('No recall was sent yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Find AEDs' }));
    expect(screen.getByLabelText('Lot number')).toHaveAccessibleDescription(/Lot is required/);
    expect(net.calls.some((c) => c.path === '/api/admin/aed/lots')).toBe(false);

    await user.type(screen.getByLabelText('Lot number'), ' LOT-7 {Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'All AEDs with lot LOT-7' })).toBeInTheDocument();
    await within(table()).findByText('School 1');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['AED', 'Parts with the lot', 'Guardians']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'School 1' })).toHaveAttribute('href', `/admin/aed/${aed(1).id}`);
    expect(rows[0]).toHaveTextContent('Street 1, Kranj');
    expect(rows[0]).toHaveTextContent('Electrodes, Battery');
    expect(rows[0]).toHaveTextContent(/2$/);
    expect(within(rows[1]).getByRole('link', { name: 'AED' })).toHaveAttribute('href', `/admin/aed/${aed(2).id}`);
    expect(rows[1]).toHaveTextContent('No guardian');
    expect(rows[1]).toHaveTextContent('Nobody is told: see to it yourself.');
    expect(
      await screen.findByText('Lot LOT-7 is on 3 AEDs. 3 guardians get the notice by email and push. 1 AED has no guardian: nobody is told of it.'),
    ).toBeInTheDocument();
    const asked = net.calls.filter((c) => c.path === '/api/admin/aed/lots').map((c) => Object.fromEntries(c.query));
    expect(asked).toContainEqual({ lot: 'LOT-7', page: '0', size: '50' });
    expect(asked).toContainEqual({ lot: 'LOT-7', page: '0', size: '500' });
  });

  it('says when no AED has the lot, and offers no notice to send', async () => {
    open('/admin/recalls?lot=NOPE');
    expect(await screen.findByText('No AED has lot NOPE.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send recall notice' })).toBeNull();
  });
});

describe('Recalls (/admin/recalls): sending a notice', () => {
  it('asks first, saying whom it reaches, then sends it and lists it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let recalls: unknown[] = [];
    const recall = { id: '00000000-0000-4000-8000-00000000f001', lot: 'LOT-7', message: 'Replace the pads.', createdAt: '2025-05-03T10:00:00.000Z', createdBy: 'admin@aedatlas.test', aeds: 3, acknowledged: 0, replaced: 0 };
    const net = open('/admin/recalls?lot=LOT-7', {
      'GET /api/admin/recalls': (r) => pagedAnswer(recalls, r, 20),
      'POST /api/admin/recalls': (r) => {
        sent.push(JSON.parse(r.body));
        recalls = [recall];
        return json(201, recall);
      },
    });
    const send = await screen.findByRole('button', { name: 'Send recall notice' });
    await user.click(send);
    expect(screen.getByLabelText('Message to the guardians')).toHaveAccessibleDescription(/Message is required$/);
    expect(screen.getByLabelText('Message to the guardians')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(screen.getByLabelText('Message to the guardians'), 'Replace the pads.');
    await user.click(send);
    let dialog = await screen.findByRole('alertdialog', { name: 'Send the recall notice?' });
    expect(dialog).toHaveTextContent('Lot LOT-7 is on 3 AEDs. 3 guardians get the notice by email and push. 1 AED has no guardian: nobody is told of it. Send the notice now?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(send);
    dialog = await screen.findByRole('alertdialog', { name: 'Send the recall notice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send recall notice' }));
    expect(await screen.findByText('The recall notice for lot LOT-7 was sent: 3 AEDs. It is listed under Recalls sent.')).toBeInTheDocument();
    expect(sent).toEqual([{ lot: 'LOT-7', message: 'Replace the pads.' }]);
    expect(screen.getByLabelText('Message to the guardians')).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Lot LOT-7' })).toBeInTheDocument();
    expect(net.calls.filter((c) => c.path === '/api/admin/recalls' && c.method === 'GET').length).toBeGreaterThan(1);
  });

  it("shows the server's field messages: the lot above the button, the message beside its field", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    open('/admin/recalls?lot=LOT-7', {
      'POST /api/admin/recalls': () =>
        ++attempt === 1
          ? json(409, { statusCode: 409, error: 'Conflict', message: 'No AED has lot LOT-7.', errors: { lot: 'No AED has this lot' } })
          : json(400, { statusCode: 400, error: 'Bad Request', message: 'Bad input', errors: { message: 'Must not contain control characters' } }),
    });
    await user.type(await screen.findByLabelText('Message to the guardians'), 'Replace the pads.');
    for (const _ of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Send recall notice' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send recall notice' }));
      await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
      if (attempt === 1) expect(await screen.findByRole('alert')).toHaveTextContent('No AED has this lot');
    }
    await expect.poll(() => screen.getByLabelText('Message to the guardians')).toHaveAccessibleDescription(/Must not contain control characters$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Message to the guardians')).toHaveValue('Replace the pads.');
  });
});
