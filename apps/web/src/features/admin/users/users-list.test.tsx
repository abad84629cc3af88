import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type SeenRequest } from '../../../test/fetch-mock';
import { keystrokeBefore, recordKeystrokes } from '../../../test/keystrokes';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';
import { renderAdmin } from '../test-admin';
import { ana, marko, page } from './test-users';
import { usersResource } from './users-resource';

type Handler = (request: SeenRequest) => Response;

function open(list: Handler = (req) => json(200, req.query.get('search') === 'novak' ? page([ana]) : page([marko, ana]))) {
  storeSession(makeAccessToken(adminClaims));
  const sent: { search: string | null; at: number }[] = [];
  const network = mockFetch({
    'GET /api/admin/user': (req) => {
      sent.push({ search: req.query.get('search'), at: Date.now() });
      return list(req);
    },
  });
  renderAdmin([usersResource], '/admin/users');
  return { network, sent };
}

const rows = () => within(screen.getByRole('table', { name: 'Admin Users' })).getAllByRole('row').slice(1);
const names = () => rows().map((r) => within(r).getAllByRole('cell')[0].querySelector('p')?.textContent);

describe('Users list (001 §2)', () => {
  it("shows the title, 'N of total users', the columns, and no pager for one page", async () => {
    const { network } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Users' })).toBeInTheDocument();
    await screen.findByText('Ana Novak');
    expect(screen.getByText('2 of 2 users')).toBeInTheDocument();
    expect(Object.fromEntries(network.calls[0].query)).toEqual({ page: '0', size: '20' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Contact Info', 'Language', 'ICE Contacts', 'User Type', 'Actions']);
    const markoRow = screen.getByText('Marko Kranjc').closest('tr')!;
    expect(within(markoRow).getByText(marko.id)).toBeInTheDocument();
    expect(within(markoRow).getByText('+386 40 123 456')).toBeInTheDocument();
    expect(within(markoRow).getByText('2').closest('span')).toHaveClass('bg-green-100');
    expect(within(markoRow).getByText('ADMIN')).toBeInTheDocument();
    expect(within(markoRow).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/user/${marko.id}`);
    const anaRow = screen.getByText('Ana Novak').closest('tr')!;
    expect(within(anaRow).getByText('No phone')).toBeInTheDocument();
    expect(within(anaRow).getByText('0').closest('span')).not.toHaveClass('bg-green-100');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches 1 s after the last keystroke, and an emptied box searches at once', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByText('Ana Novak');
    const box = screen.getByPlaceholderText('Search users by name, email, or phone...');
    const keys = recordKeystrokes(box);
    await user.type(box, 'nov');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.type(box, 'ak');
    await waitFor(() => expect(names()).toEqual(['Ana Novak']), { timeout: 3000 });
    const searches = sent.filter((s) => s.search);
    expect(searches.at(-1)!.search).toBe('novak');
    // Each search carries the box as the last key left it, a second or more after that key.
    for (const search of searches) {
      const key = keystrokeBefore(keys, search.at);
      expect(search.search).toBe(key.value);
      expect(search.at - key.at).toBeGreaterThanOrEqual(950);
    }
    // 'ak' followed 'nov' within the second (unless the machine paused that long): one search.
    if (keys[3].at - keys[2].at < 1000) expect(searches.map((s) => s.search)).toEqual(['novak']);

    await user.clear(box);
    await waitFor(() => expect(names()).toEqual(['Marko Kranjc', 'Ana Novak']), { timeout: 2000 });
    // At once (the first page is still known, so from memory): well inside the second a typed search waits.
    expect(keys.at(-1)!.value).toBe('');
    expect(Date.now() - keys.at(-1)!.at).toBeLessThan(800);
  });

  it("opens '{display name} Details' on a row click with user info, ICE contacts and raw JSON", async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByText('Marko Kranjc'));
    const dialog = screen.getByRole('dialog', { name: 'Marko Kranjc Details' });
    const info = within(dialog).getByRole('heading', { name: 'User Information' }).parentElement!;
    expect(within(info).getAllByRole('term').map((t) => t.textContent)).toEqual(['ID', 'User Type', 'Email', 'Phone', 'Display Name', 'First Name', 'Last Name', 'Language Code']);
    expect(within(info).getByText('sl-SI')).toBeInTheDocument();
    const contacts = within(dialog).getByRole('list', { name: 'ICE contacts' });
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(contacts).getByText('contact1@example.si')).toBeInTheDocument();
    expect(within(contacts).getAllByText(marko.id)).toHaveLength(2);
    expect(JSON.parse(within(dialog).getByLabelText('Raw JSON').textContent!)).toEqual(marko);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(screen.getByText('Ana Novak'));
    expect(within(screen.getByRole('dialog', { name: 'Ana Novak Details' })).getByText('No ICE contacts configured')).toBeInTheDocument();
  });

  it("says 'No users found' with the search, or that there are none", async () => {
    const user = userEvent.setup();
    open((req) => json(200, page(req.query.get('search') ? [] : [ana])));
    await screen.findByText('Ana Novak');
    await user.type(screen.getByPlaceholderText('Search users by name, email, or phone...'), 'zzz');
    const empty = await screen.findByText('No users match "zzz"', {}, { timeout: 2500 });
    expect(empty.closest('[role="status"]')).toHaveTextContent('No users found');
  });

  it("says 'No users available.' when there are no users at all", async () => {
    open(() => json(200, page([])));
    expect(await screen.findByText('No users available.')).toBeInTheDocument();
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('pages only when there is more than one page, with sizes 20, 25, 50 and 100', async () => {
    const user = userEvent.setup();
    const { network } = open(() => json(200, page([marko, ana], 45)));
    await screen.findByText('Ana Novak');
    expect(screen.getByText('2 of 45 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect([...screen.getByLabelText('Rows per page').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['20', '25', '50', '100']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(network.calls.at(-1)!.query.get('page')).toBe('1'));
  });

  it("shows 'Error loading users' with the error message below it", async () => {
    open(() => json(403, { statusCode: 403, error: 'Forbidden', message: 'Administrator role required' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading users');
    expect(within(alert).getByText('Administrator role required')).toBeInTheDocument();
  });
});
