import type { Changelog } from '@aedatlas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAsAdmin } from '../../../test/admin-screen';
import { json, mockFetch } from '../../../test/fetch-mock';
import { changelogResource } from './changelog-resources';

const entry = (type: Changelog['type'], version: string, date: string, text = `Notes of ${version}`): Changelog => ({
  type,
  version,
  date,
  text,
  createdAt: '2026-03-05T13:07:00.000Z',
  updatedAt: '2026-03-05T13:07:00.000Z',
});
const lists = { ios: [entry('ios', '2.10.0', '2025-05-12'), entry('ios', '2.9.0', '2025-03-03')], android: [entry('android', '2.10.1 (build 7)', '2025-05-20')] };

const asAdmin = (handlers: Parameters<typeof mockFetch>[0]) =>
  renderAsAdmin([changelogResource], '/dashboard/changelog', { 'GET /api/admin/Changelogs': () => json(200, lists), ...handlers });
const field = (panel: HTMLElement, label: string) => within(panel).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

describe('changelog screen', () => {
  it('shows the iOS and the Android list of one call in two tables, newest first, dates as D. MM. YYYY', async () => {
    const { net } = asAdmin({});
    const ios = await screen.findByRole('table', { name: 'iOS changelog' });
    const android = screen.getByRole('table', { name: 'Android changelog' });
    await within(ios).findByText('2.10.0');
    expect(within(ios).getAllByRole('row')[1]).toHaveTextContent(/2\.10\.0\s*12\. 05\. 2025\s*Notes of 2\.10\.0/);
    expect(within(ios).getAllByRole('row')[2]).toHaveTextContent('2.9.0');
    expect(within(android).getAllByRole('row')).toHaveLength(2);
    expect(net.calls.filter((c) => c.path === '/api/admin/Changelogs')).toHaveLength(1);
  });

  it('adds an Android entry: the date typed MM/DD/YYYY goes out as YYYY-MM-DD, impossible dates are refused first', async () => {
    const user = userEvent.setup();
    const { net } = asAdmin({ 'POST /api/admin/Changelogs': () => json(201, entry('android', '3.0.0', '2026-03-15')) });
    await screen.findByRole('table', { name: 'Android changelog' });
    await user.click(screen.getByRole('button', { name: '+ Add Android entry' }));
    const panel = screen.getByRole('dialog', { name: 'Add Android entry' });
    expect((field(panel, 'Date (MM/DD/YYYY)') as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await user.click(within(panel).getByRole('button', { name: 'Create Android changelog entry' }));
    expect(within(panel).getAllByText('This field is required!')).toHaveLength(2);
    await user.type(field(panel, 'Version'), '3.0.0');
    await user.type(field(panel, 'Description'), 'Temni način');
    for (const bad of ['02/30/2026', '15/03/2026', '2026-03-15']) {
      await user.clear(field(panel, 'Date (MM/DD/YYYY)'));
      await user.type(field(panel, 'Date (MM/DD/YYYY)'), bad);
      await user.click(within(panel).getByRole('button', { name: 'Create Android changelog entry' }));
      expect(await within(panel).findByText('Enter a real date as MM/DD/YYYY')).toBeInTheDocument();
    }
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(field(panel, 'Date (MM/DD/YYYY)'));
    await user.type(field(panel, 'Date (MM/DD/YYYY)'), '3/15/2026');
    await user.click(within(panel).getByRole('button', { name: 'Create Android changelog entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(net.calls.find((c) => c.method === 'POST')!.body)).toEqual({ version: '3.0.0', date: '2026-03-15', text: 'Temni način', type: 'android' });
  });

  it('shows the server\'s duplicate version beside the version field', async () => {
    const user = userEvent.setup();
    const message = 'iOS already has a changelog entry with this version';
    asAdmin({ 'POST /api/admin/Changelogs': () => json(409, { statusCode: 409, error: 'Conflict', message, errors: { version: message } }) });
    await screen.findByRole('table', { name: 'iOS changelog' });
    await user.click(screen.getByRole('button', { name: '+ Add iOS entry' }));
    const panel = screen.getByRole('dialog', { name: 'Add iOS entry' });
    await user.type(field(panel, 'Version'), '2.10.0');
    await user.type(field(panel, 'Description'), 'Again');
    await user.click(within(panel).getByRole('button', { name: 'Create iOS changelog entry' }));
    await waitFor(() => expect(field(panel, 'Version')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(panel).getAllByText(message).length).toBeGreaterThan(0);
  });

  it('edits at {type}/{version} with If-Match and deletes after asking, the version encoded in the address', async () => {
    const user = userEvent.setup();
    const path = '/api/admin/Changelogs/android/2.10.1%20(build%207)';
    const { net } = asAdmin({
      [`PUT ${path}`]: () => json(200, entry('android', '2.10.2', '2025-05-21')),
      [`DELETE ${path}`]: () => new Response(null, { status: 204 }),
    });
    const android = await screen.findByRole('table', { name: 'Android changelog' });
    await user.click(await within(android).findByRole('button', { name: 'Edit Android 2.10.1 (build 7)' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Android changelog entry' });
    expect(field(panel, 'Date (MM/DD/YYYY)')).toHaveValue('05/20/2025');
    await user.clear(field(panel, 'Version'));
    await user.type(field(panel, 'Version'), '2.10.2');
    await user.clear(field(panel, 'Date (MM/DD/YYYY)'));
    await user.type(field(panel, 'Date (MM/DD/YYYY)'), '05/21/2025');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/Changelogs/android/2.10.1 (build 7)'.replace(/ /g, '%20'));
    expect(put.headers.get('If-Match')).toBe('"2026-03-05T13:07:00.000Z"');
    expect(JSON.parse(put.body)).toEqual({ version: '2.10.2', date: '2025-05-21', text: 'Notes of 2.10.1 (build 7)', type: 'android' });

    await user.click(within(android).getByRole('button', { name: 'Delete Android 2.10.1 (build 7)' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Android 2.10.1 (build 7)' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'DELETE' && c.path === path)).toBe(true));
  });
});
