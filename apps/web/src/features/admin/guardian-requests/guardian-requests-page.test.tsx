import type { GuardianRequest } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { json, type SeenRequest } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderAsAdmin } from '../../../test/admin-screen';

const request = (i: number, extra: Partial<GuardianRequest> = {}): GuardianRequest => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  aedId: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
  email: `member${i}@example.com`,
  name: `Member ${i}`,
  member: true,
  status: 'requested',
  createdAt: new Date(Date.UTC(2025, 4, 1, 8, i)).toISOString(),
  approvedAt: null,
  approvedBy: null,
  aed: { title: `Library ${i}`, place: `Square ${i}, Maribor` },
  ...extra,
});

const table = () => screen.getByRole('table', { name: 'Guardian requests' });
const rows = () => within(table()).getAllByRole('row').slice(1);

function open(list: (r: SeenRequest) => Response, more: Parameters<typeof renderAsAdmin>[2] = {}) {
  return renderAsAdmin([], '/admin/guardian-requests', { 'GET /api/admin/guardian-requests': list, ...more }).net;
}

describe('Guardian requests (/admin/guardian-requests)', () => {
  it('lists the open requests oldest first with the member, the AED (a link) and Approve / Decline', async () => {
    const net = open((r) => pagedAnswer([request(1), request(2, { name: null })], r, 20));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guardian Requests' })).toBeInTheDocument();
    await screen.findByText('member1@example.com');
    expect(screen.getByRole('navigation', { name: 'Administration' }).querySelector('a[href="/admin/guardian-requests"]')).not.toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Asked', 'Member', 'AED', 'Actions']);
    const first = rows()[0];
    expect(first).toHaveTextContent(formatDateTime(request(1).createdAt));
    expect(first).toHaveTextContent('Member 1');
    expect(within(first).getByRole('link', { name: 'Library 1' })).toHaveAttribute('href', `/admin/aed/${request(1).aedId}`);
    expect(first).toHaveTextContent('Square 1, Maribor');
    expect(rows()[1]).toHaveTextContent('Member (no name given)');
    expect(screen.getByText('2 open requests')).toBeInTheDocument();
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/admin/guardian-requests')!.query)).toEqual({ page: '0', size: '20' });
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const net = open((r) => pagedAnswer(r.query.get('search') === 'library 2' ? [request(2)] : [request(1), request(2)], r, 20));
    await screen.findByText('member1@example.com');
    await user.type(screen.getByRole('searchbox'), 'library 2');
    await expect.poll(() => screen.queryByText('member1@example.com')).toBeNull();
    expect(net.calls.filter((c) => c.path === '/api/admin/guardian-requests').at(-1)!.query.get('search')).toBe('library 2');
  });

  it('approves one request and declines another; the queue reloads', async () => {
    const user = userEvent.setup();
    let waiting = [request(1), request(2)];
    const answered: string[] = [];
    const one = (r: GuardianRequest) => `/api/admin/aed/${r.aedId}/guardians/${r.id}`;
    const done = (r: GuardianRequest, how: string) => () => {
      answered.push(`${how} ${r.email}`);
      waiting = waiting.filter((o) => o.id !== r.id);
      return json(200, { data: [] });
    };
    open((r) => pagedAnswer(waiting, r, 20), { [`POST ${one(request(1))}/approve`]: done(request(1), 'approved'), [`DELETE ${one(request(2))}`]: done(request(2), 'declined') });
    await screen.findByText('member1@example.com');
    await user.click(screen.getByRole('button', { name: 'Approve member1@example.com for Library 1' }));
    expect(await screen.findByText('Request approved', { selector: '.Toastify *' })).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('member1@example.com')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decline member2@example.com for Library 2' }));
    expect(await screen.findByText('No open requests')).toBeInTheDocument();
    expect(answered).toEqual(['approved member1@example.com', 'declined member2@example.com']);
  });

  it("says the server's reason when a request was answered already", async () => {
    const user = userEvent.setup();
    const r1 = request(1);
    open((r) => pagedAnswer([r1], r, 20), {
      [`POST /api/admin/aed/${r1.aedId}/guardians/${r1.id}/approve`]: () => json(409, { statusCode: 409, error: 'Conflict', message: 'This request was approved already.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve member1@example.com for Library 1' }));
    expect(await screen.findByText('This request was approved already.', { selector: '.Toastify *' })).toBeInTheDocument();
  });
});
