import type { MyRecallNotice } from '@aedatlas/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { changeLanguage } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { json, mockFetch } from '../../test/fetch-mock';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';
import { MyRecallNotices } from './my-recall-notices';

const notice = (i: number, extra: Partial<MyRecallNotice> = {}): MyRecallNotice => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  recallId: '00000000-0000-4000-8000-00000000f001',
  aedId: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
  aed: { title: `School ${i}`, place: `Street ${i}, Kranj` },
  parts: ['electrode', 'battery'],
  email: 'member@example.com',
  acknowledgedAt: null,
  replacedAt: null,
  recall: { lot: `LOT-${i}`, message: 'Replace the pads:\nthe gel may have dried.', createdAt: '2025-05-03T10:00:00.000Z' },
  ...extra,
});

function open(handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken());
  const net = mockFetch(handlers);
  queryClient.clear();
  const router = createMemoryRouter([{ path: '/', element: <MyRecallNotices /> }, { path: '/aed/:id', element: <h1>AED page</h1> }]);
  const utils = render(
    <Providers>
      <p>Before</p>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { net, ...utils };
}

/** The server's notices: `mark` records what was sent and changes them as the server would. */
function server(initial: MyRecallNotice[]) {
  let list = initial;
  const sent: string[] = [];
  const handlers: Parameters<typeof mockFetch>[0] = { 'GET /api/me/recalls': () => json(200, { data: list }) };
  for (const n of initial) {
    handlers[`POST /api/me/recalls/${n.id}/acknowledge`] = () => {
      sent.push(`read ${n.aed.title}`);
      list = list.map((o) => (o.id === n.id ? { ...o, acknowledgedAt: '2025-05-04T08:00:00.000Z' } : o));
      return json(200, list.find((o) => o.id === n.id));
    };
    handlers[`POST /api/me/recalls/${n.id}/replaced`] = () => {
      sent.push(`replaced ${n.aed.title}`);
      list = list.filter((o) => o.id !== n.id);
      return json(200, { ...n, acknowledgedAt: '2025-05-04T08:00:00.000Z', replacedAt: '2025-05-04T09:00:00.000Z' });
    };
  }
  return { handlers, sent };
}

const card = (lot: string) => screen.getByRole('article', { name: `Recall of lot ${lot}` });

describe('Recall notices (My AEDs)', () => {
  it('renders nothing when the guardian has no open notice', async () => {
    const { net } = open({ 'GET /api/me/recalls': () => json(200, { data: [] }) });
    await expect.poll(() => net.calls.length).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Recall notices' })).toBeNull();
    expect(screen.queryByText('Recall notices')).toBeNull();
    expect(screen.getByText('Before')).toBeInTheDocument();
  });

  it('shows each open notice: the lot, the AED (a link), its parts, when it was sent and the message', async () => {
    const { handlers } = server([notice(1), notice(2, { parts: ['childElectrode'], aed: { title: null, place: null }, acknowledgedAt: '2025-05-04T08:00:00.000Z' })]);
    open(handlers);
    const section = await screen.findByRole('region', { name: 'Recall notices' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Recall notices' })).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Open recall notices' })).toBeInTheDocument();
    expect(within(card('LOT-1')).getByRole('link', { name: 'School 1' })).toHaveAttribute('href', `/aed/${notice(1).aedId}`);
    expect(card('LOT-1')).toHaveTextContent('Street 1, Kranj');
    expect(card('LOT-1')).toHaveTextContent('Parts with this lotElectrodes, Battery');
    expect(card('LOT-1')).toHaveTextContent(`Sent${formatDate('2025-05-03T10:00:00.000Z')}`);
    expect(within(card('LOT-1')).getByText(/Replace the pads:/)).toHaveTextContent('Replace the pads: the gel may have dried.');
    expect(within(card('LOT-1')).getByRole('button', { name: 'I have read it: School 1, lot LOT-1' })).toBeInTheDocument();
    // Read already: only the replacement is left to say.
    expect(card('LOT-2')).toHaveTextContent(`You read it on ${formatDate('2025-05-04T08:00:00.000Z')}.`);
    expect(card('LOT-2')).toHaveTextContent('Child electrodes');
    expect(within(card('LOT-2')).queryByRole('button', { name: /I have read it/ })).toBeNull();
    expect(within(card('LOT-2')).getByRole('button', { name: 'Part replaced: AED, lot LOT-2' })).toBeInTheDocument();
  });

  it('marks a notice read, then its part replaced after asking; the section thanks and keeps the focus', async () => {
    const user = userEvent.setup();
    const { handlers, sent } = server([notice(1), notice(2)]);
    open(handlers);
    await user.click(await screen.findByRole('button', { name: 'I have read it: School 1, lot LOT-1' }));
    expect(await within(card('LOT-1')).findByText(`You read it on ${formatDate('2025-05-04T08:00:00.000Z')}.`)).toBeInTheDocument();
    expect(within(card('LOT-1')).queryByRole('button', { name: /I have read it/ })).toBeNull();
    await expect.poll(() => document.activeElement).toBe(within(card('LOT-1')).getByRole('button', { name: 'Part replaced: School 1, lot LOT-1' }));

    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Is the part replaced?' });
    expect(dialog).toHaveTextContent('The notice about lot LOT-1 on School 1 closes, and the administrators see that the part is replaced.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(card('LOT-1')).toBeInTheDocument();
    await user.click(within(card('LOT-1')).getByRole('button', { name: 'Part replaced: School 1, lot LOT-1' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Is the part replaced?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it is replaced' }));
    await expect.poll(() => screen.queryByRole('article', { name: 'Recall of lot LOT-1' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: the part of School 1 is marked as replaced.');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: 'Recall notices' }));
    expect(card('LOT-2')).toBeInTheDocument();
    expect(sent).toEqual(['read School 1', 'replaced School 1']);
  });

  it('keeps the thanks after the last notice closes', async () => {
    const user = userEvent.setup();
    const { handlers } = server([notice(3, { acknowledgedAt: '2025-05-04T08:00:00.000Z' })]);
    open(handlers);
    await user.click(await screen.findByRole('button', { name: 'Part replaced: School 3, lot LOT-3' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, it is replaced' }));
    expect(await screen.findByText('Thank you: the part of School 3 is marked as replaced.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open recall notices' })).toBeNull();
  });

  it('says when a mark could not be saved, and keeps the notice', async () => {
    const user = userEvent.setup();
    const n = notice(4);
    open({ 'GET /api/me/recalls': () => json(200, { data: [n] }), [`POST /api/me/recalls/${n.id}/acknowledge`]: () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'x' }) });
    await user.click(await screen.findByRole('button', { name: 'I have read it: School 4, lot LOT-4' }));
    expect(await within(card('LOT-4')).findByRole('alert')).toHaveTextContent('That could not be saved. Please try again.');
    expect(within(card('LOT-4')).getByRole('button', { name: 'I have read it: School 4, lot LOT-4' })).toBeEnabled();
  });

  it('says when the notices could not be loaded, and loads them again', async () => {
    const user = userEvent.setup();
    open({ 'GET /api/me/recalls': (_r, attempt) => (attempt === 1 ? json(403, { statusCode: 403, error: 'Forbidden', message: 'x' }) : json(200, { data: [notice(5)] })) });
    expect(await screen.findByText('Your recall notices could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the recall notices again' }));
    expect(await screen.findByRole('article', { name: 'Recall of lot LOT-5' })).toBeInTheDocument();
  });

  it('speaks Slovenian', async () => {
    await changeLanguage('sl');
    open(server([notice(6)]).handlers);
    const section = await screen.findByRole('region', { name: 'Obvestila o odpoklicu' });
    const article = within(section).getByRole('article', { name: 'Odpoklic serije LOT-6' });
    expect(article).toHaveTextContent('Deli iz te serijeElektrode, Baterija');
    expect(within(article).getByRole('button', { name: 'Označi kot prebrano: School 6, serija LOT-6' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Del je zamenjan: School 6, serija LOT-6' })).toBeInTheDocument();
  });
});
