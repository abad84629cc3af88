import type { Webhook } from '@aedatlas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type SeenRequest } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderAsAdmin } from '../../../test/admin-screen';

const hook = (i: number, extra: Partial<Webhook> = {}, delivery: Partial<Webhook['delivery']> = {}): Webhook => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  url: `https://registry${i}.example.org/hooks`,
  area: 'municipality:Žiri',
  digestEmail: null,
  active: true,
  owner: { kind: 'user', id: 'u1', name: 'admin@example.test' },
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: `2026-12-01T10:00:0${i}.000Z`,
  delivery: { state: 'ok', lastDeliveredSeq: 41, attempts: 0, nextAttemptAt: null, lastAttemptAt: null, lastStatus: 204, lastError: null, lastSuccessAt: null, ...delivery },
  ...extra,
});

type Handler = (request: SeenRequest) => Response;
const open = (rows: () => Webhook[], more: Record<string, Handler> = {}) =>
  renderAsAdmin([], '/admin/webhooks', { 'GET /api/webhooks': (request) => pagedAnswer(rows(), request, 20), ...more }).net;
const table = () => screen.getByRole('table', { name: 'Webhooks' });

describe('Webhooks', () => {
  it('lists the subscriptions with their state, offers Resume only to a failing one, and asks the server to search and sort', async () => {
    const user = userEvent.setup();
    const failing = hook(2, {}, { state: 'failing', attempts: 9, lastStatus: 500 });
    const net = open(() => [hook(1), failing, hook(3, { active: false })], {
      [`POST /api/webhooks/${failing.id}/resume`]: () => json(200, { ...failing, delivery: { ...failing.delivery, state: 'ok', attempts: 0 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    await within(table()).findByText(hook(1).url);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByText(/^(OK|Failing|Paused|Retrying)$/)[0].textContent)).toEqual(['OK', 'Failing', 'Paused']);
    expect(within(rows[0]).queryByRole('button', { name: /^Resume/ })).toBeNull();
    expect(Object.fromEntries(net.calls.find((c) => c.path === '/api/webhooks')!.query)).toEqual({ page: '0', size: '20', sortBy: 'createdAt', sortOrder: 'desc' });

    await user.click(within(rows[1]).getByRole('button', { name: `Resume the webhook to ${failing.url}` }));
    expect(await screen.findByText('Webhook resumed', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(net.calls.find((c) => c.path.endsWith('/resume'))!.headers.get('if-match')).toBe(`"${failing.updatedAt}"`);

    await user.type(screen.getByRole('searchbox'), 'žiri');
    await expect.poll(() => net.calls.filter((c) => c.path === '/api/webhooks').at(-1)!.query.get('search')).toBe('žiri');
  });

  it('creates a subscription, shows the server field messages, then the signing secret once', async () => {
    const user = userEvent.setup();
    let answer: Handler = () => json(400, { message: 'Validation failed', errors: { url: 'Must be a public address (not loopback, private or link-local)' } });
    const posted: unknown[] = [];
    open(() => [], { 'POST /api/webhooks': (request) => (posted.push(JSON.parse(request.body)), answer(request)) });
    await screen.findByText('No webhooks');
    await user.click(screen.getByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(within(dialog).getByText('URL is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^URL/ }), 'http://10.0.0.1/hook');
    await user.type(within(dialog).getByRole('textbox', { name: /^Area/ }), 'municipality:Žiri');
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(await within(dialog).findByText(/Must be a public address/)).toBeInTheDocument();
    expect(posted[0]).toEqual({ url: 'http://10.0.0.1/hook', area: 'municipality:Žiri', digestEmail: null });

    answer = () => json(201, { ...hook(4), secret: 'whsec_shown-once' });
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Webhook created' });
    expect(within(shown).getByText('whsec_shown-once')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy the secret' })).toHaveFocus();
    await user.click(within(shown).getByRole('button', { name: 'I have stored the secret' }));
    expect(screen.queryByText('whsec_shown-once')).toBeNull();
  });

  it("shows a subscription's state and latest deliveries, and deletes only after asking", async () => {
    const user = userEvent.setup();
    const w = hook(5, {}, { state: 'retrying', attempts: 2, lastError: 'HTTP 500 Internal Server Error' });
    const net = open(() => [w], {
      [`GET /api/webhooks/${w.id}`]: () => json(200, w),
      [`GET /api/webhooks/${w.id}/deliveries`]: (request) =>
        pagedAnswer([{ webhookId: 'msg_1', kind: 'changes', firstSeq: 40, lastSeq: 41, changes: 2, ok: false, status: 500, error: 'HTTP 500 Internal Server Error', durationMs: 12, at: '2026-12-03T08:00:00.000Z' }], request, 20),
      [`GET /api/admin/audit/webhook/${w.id}`]: () => json(200, []),
      [`DELETE /api/webhooks/${w.id}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: `Details of the webhook to ${w.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook' });
    expect(await within(dialog).findByText('Changes 40–41 (2)')).toBeInTheDocument();
    expect(within(dialog).getAllByText('HTTP 500 Internal Server Error').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: `Delete the webhook to ${w.url}` }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete the webhook' });
    expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webhook deleted', { selector: '.Toastify *' })).toBeInTheDocument();
  });
});
