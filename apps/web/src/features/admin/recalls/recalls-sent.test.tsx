import type { Recall, RecallNotice } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { json } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderAsAdmin } from '../../../test/admin-screen';

const RECALL: Recall = {
  id: '00000000-0000-4000-8000-00000000f001',
  lot: 'R-1',
  message: 'Replace the pads:\nthe gel may have dried.',
  createdAt: '2025-05-03T10:00:00.000Z',
  createdBy: 'admin@aedatlas.test',
  aeds: 2,
  acknowledged: 1,
  replaced: 1,
};

const notice = (i: number, extra: Partial<RecallNotice>): RecallNotice => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  recallId: RECALL.id,
  aedId: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
  aed: { title: `School ${i}`, place: `Street ${i}` },
  parts: ['electrode'],
  email: null,
  acknowledgedAt: null,
  replacedAt: null,
  ...extra,
});

const NOTICES = [
  notice(1, { aed: { title: 'Unguarded hall', place: null }, parts: ['battery'] }),
  notice(2, { email: 'keeper@example.com', acknowledgedAt: '2025-05-04T08:00:00.000Z', replacedAt: '2025-05-05T09:30:00.000Z' }),
];

describe('Recalls sent (/admin/recalls)', () => {
  it('lists each recall with its lot, sender, message and progress, and opens who was told of it', async () => {
    const user = userEvent.setup();
    const { net } = renderAsAdmin([], '/admin/recalls', {
      'GET /api/admin/recalls': (r) => pagedAnswer([RECALL], r, 20),
      [`GET /api/admin/recalls/${RECALL.id}/notices`]: (r) => pagedAnswer(NOTICES, r, 50),
    });
    const card = await screen.findByRole('article', { name: 'Lot R-1' });
    expect(within(screen.getByRole('list', { name: 'Recalls sent, newest first' })).getAllByRole('article')).toHaveLength(1);
    expect(card).toHaveTextContent(`Sent${formatDateTime(RECALL.createdAt)}by admin@aedatlas.test`);
    expect(card).toHaveTextContent('AEDs2');
    expect(card).toHaveTextContent('Read by guardians1 notice');
    expect(card).toHaveTextContent('Part replaced1 of 2 AEDs');
    expect(within(card).getByText(/Replace the pads:/)).toHaveTextContent('Replace the pads: the gel may have dried.');
    expect(net.calls.some((c) => c.path.endsWith('/notices'))).toBe(false);

    const toggle = within(card).getByRole('button', { name: 'Show who was told: lot R-1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await within(card).findByRole('table', { name: 'Notices of the recall of lot R-1' });
    await within(table).findByText('Unguarded hall');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['AED', 'Parts', 'Told', 'Read at', 'Replaced at']);
    const [alone, told] = within(table).getAllByRole('row').slice(1);
    expect(within(alone).getByRole('link', { name: 'Unguarded hall' })).toHaveAttribute('href', `/admin/aed/${NOTICES[0].aedId}`);
    expect(alone).toHaveTextContent('Battery');
    expect(alone).toHaveTextContent('No guardian');
    expect(alone).toHaveTextContent('Nobody to read it');
    expect(alone).toHaveTextContent('Not yet');
    expect(told).toHaveTextContent('keeper@example.com');
    expect(told).toHaveTextContent(formatDateTime('2025-05-04T08:00:00.000Z'));
    expect(told).toHaveTextContent(formatDateTime('2025-05-05T09:30:00.000Z'));
    expect(Object.fromEntries(net.calls.find((c) => c.path.endsWith('/notices'))!.query)).toEqual({ page: '0', size: '50' });

    await user.click(within(card).getByRole('button', { name: 'Hide who was told: lot R-1' }));
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('says when the recalls could not be loaded, with Try Again', async () => {
    const user = userEvent.setup();
    renderAsAdmin([], '/admin/recalls', {
      'GET /api/admin/recalls': (r, attempt) => (attempt === 1 ? json(403, { statusCode: 403, error: 'Forbidden', message: 'x' }) : pagedAnswer([RECALL], r, 20)),
    });
    expect(await screen.findByText('Failed to load the recalls sent. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Lot R-1' })).toBeInTheDocument();
  });
});
