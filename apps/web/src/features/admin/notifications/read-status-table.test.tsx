import type { NotificationRead } from '@aedatlas/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReadStatusTable } from './read-status-table';

const NOTIFICATION = '7a7a7a7a-0000-4000-8000-000000000001';

// 33 recipients, the first 20 on the page the server sent; the odd ones have read it.
const reads: NotificationRead[] = Array.from({ length: 33 }, (_, i) => ({
  id: i % 2 ? `9d9d9d9d-0000-4000-8000-${String(i + 1).padStart(12, '0')}` : null,
  notificationId: NOTIFICATION,
  notificationTitle: 'Vaja',
  userId: `1ef026b9-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  userDisplayName: `Member ${String(i + 1).padStart(2, '0')}`,
  readAt: i % 2 ? new Date(Date.UTC(2026, 0, 2, 9, i)).toISOString() : null,
  latitude: null,
  longitude: null,
}));

describe('Read Status of a notification (001 §2)', () => {
  it('draws every recipient of the page it is given: 20 of 33', () => {
    const page = { data: reads.slice(0, 20), page: 0, pageSize: 20, totalCount: 33, totalPages: 2 };
    render(<ReadStatusTable reads={{ data: page, isPending: false, isError: false, isFetching: false, refetch: vi.fn() }} page={0} size={20} onPage={vi.fn()} onSize={vi.fn()} />);
    const rows = within(screen.getByRole('table', { name: 'Read Status' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows.at(-1)).toHaveTextContent('Member 20');
    expect(screen.getByText('33 recipients')).toBeInTheDocument();
  });
});
