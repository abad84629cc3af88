import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../../test/aed-fixtures';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderAsAdmin } from '../../../test/admin-screen';
import { aedsResource } from './aeds-resource';

const aeds = Array.from({ length: 30 }, (_, i) => ({ ...makeAed({ id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, description: `Hall ${i + 1}` }), pictureCount: 0 }));

function open(path: string) {
  return renderAsAdmin([aedsResource], path, { 'GET /api/admin/aed': (r) => pagedAnswer(aeds, r, 20) });
}

const lastList = (net: ReturnType<typeof open>['net']) => net.calls.filter((c) => c.path === '/api/admin/aed').at(-1)!.query;

describe('AED list: the registry health filter (?health=)', () => {
  it('asks the server for the list the address names, says so, and keeps it while paging', async () => {
    const user = userEvent.setup();
    const { net, router } = open('/admin/aeds?health=hoursUnknown');
    await screen.findByText('Hall 1');
    expect(lastList(net).get('health')).toBe('hoursUnknown');
    expect(screen.getByRole('list', { name: 'Filters on' })).toHaveTextContent('Only: Opening hours unknown');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Hall 21');
    expect(Object.fromEntries(lastList(net))).toMatchObject({ page: '1', health: 'hoursUnknown' });
    expect(router.state.location.search).toContain('health=hoursUnknown');

    await user.click(within(screen.getByRole('list', { name: 'Filters on' })).getByRole('button', { name: 'Clear filter: Opening hours unknown' }));
    await expect.poll(() => lastList(net).has('health')).toBe(false);
    // A cleared filter starts the list again from its first page.
    expect(lastList(net).get('page')).toBe('0');
    expect(router.state.location.search).not.toContain('health');
  });

  it('ignores a value the list does not offer', async () => {
    const { net } = open('/admin/aeds?health=everything');
    await screen.findByText('Hall 1');
    expect(lastList(net).has('health')).toBe(false);
    expect(screen.queryByRole('list', { name: 'Filters on' })).toBeNull();
  });
});
