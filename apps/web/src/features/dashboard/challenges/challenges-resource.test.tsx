import type { Challenge } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { json } from '../../../test/fetch-mock';
import { challengesResource } from './challenges-resource';

const STATUS = ['', 'Pending', 'Accepted', 'Declined', 'Completed', 'Cancelled'];
const challenge = (i: number): Challenge => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  challenger: { id: '00000000-0000-4000-8000-0000000000a1', name: `Nina Kovačič ${i}` },
  contender: { id: '00000000-0000-4000-8000-0000000000a2', name: 'Žiga Krajnc' },
  comment: `Demo: Poraženec plača kavo ${i}.`,
  createdTime: '2026-03-01T10:07:00.000Z',
  startTime: '2026-03-02T10:07:00.000Z',
  endTime: '2026-03-09T10:07:00.000Z',
  pointsAvailable: 120,
  pointsDistributed: i % 5 === 3 ? 80 : 0,
  challengeStatusId: (i % 5) + 1,
  challengeStatusName: STATUS[(i % 5) + 1],
  challengeTypeId: '7a1f3c20-5d6e-4b8a-9c02-000000000001',
  challengeTypeName: 'Najdaljša razdalja',
});
const all = Array.from({ length: 40 }, (_, i) => challenge(i + 1));
const pageOf = (page: number) => json(200, { data: all.slice(page * 12, page * 12 + 12), page, pageSize: 12, totalCount: 40, totalPages: 4 });

const asAdmin = () => renderAsAdmin([challengesResource], '/dashboard/challenges', { 'GET /api/admin/Challenges': (r) => pageOf(Number(r.query.get('page'))) });

describe('challenges (002 §2)', () => {
  it('shows Challenger, Contender, Start Time, End time and Status, read-only, and pages to a short last page without Next', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin();
    const table = await screen.findByRole('table', { name: 'Challenges' });
    await within(table).findByText('Nina Kovačič 1');
    expect(Object.fromEntries(net.calls[net.calls.length - 1].query)).toEqual({ page: '0', itemsPerPage: '12' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(expect.arrayContaining(['Challenger', 'Contender', 'Start Time', 'End time', 'Status']));
    const row = within(table).getByText('Nina Kovačič 1').closest('tr')!;
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add new/ })).not.toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    for (let page = 2; page <= 4; page++) {
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      await within(pager).findByText(`Page ${page} of 4`);
    }
    expect(await within(table).findByText('Nina Kovačič 40')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(pager).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(net.calls.map((c) => c.query.get('page'))).toEqual(expect.arrayContaining(['1', '2', '3']));
  });

  it('opens the details slide-over with comment, created time, points and status', async () => {
    const user = userEvent.setup();
    asAdmin();
    await user.click(await screen.findByRole('button', { name: /^Details of Nina Kovačič 3 and Žiga Krajnc/ }));
    const panel = screen.getByRole('dialog', { name: 'Nina Kovačič 3 vs Žiga Krajnc' });
    const value = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Comment')).toBe('Demo: Poraženec plača kavo 3.');
    expect(value('Created time')).toMatch(/^1\. 03\. 2026, \d{2}:07$/);
    expect(value('Points available')).toBe('120');
    expect(value('Points distributed')).toBe('80');
    expect(value('Status')).toBe('Completed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
