import type { MyAed } from '@aedatlas/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../../test/fetch-mock';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderApp } from '../../../test/render-app';
import { storeSession } from '../../../test/session-fixtures';
import { makeAccessToken } from '../../../test/tokens';

const myAed = (k: number): MyAed => ({
  id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
  title: `School ${k}`,
  place: `Gym ${k}`,
  state: 'inService',
  readiness: 'inService',
  electrodeExpiry: null,
  childElectrodeExpiry: null,
  batteryExpiry: null,
  openingHours: null,
  lastConfirmedAt: null,
  lastConfirmedBy: null,
  openReports: 0,
  checkCode: k.toString(16).padStart(16, '0'),
});

function asMember(path: string, rows: MyAed[] | (() => Response)) {
  storeSession(makeAccessToken());
  const net = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/me/aeds': typeof rows === 'function' ? rows : (request) => pagedAnswer(rows, request, 20) });
  renderApp(path);
  return net;
}

afterEach(() => changeLanguage('en'));

describe("the QR labels of a guardian's AEDs (/my-aeds/labels)", () => {
  it('pages through all of My AEDs, 100 at a time, and puts every one on the sheets', async () => {
    const rows = Array.from({ length: 130 }, (_, k) => myAed(k + 1));
    const { calls } = asMember('/my-aeds/labels', rows);
    expect(await screen.findByRole('heading', { level: 1, name: 'QR labels of my AEDs' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('qr-label')).toHaveLength(130);
    expect(screen.getByTestId('label-count')).toHaveTextContent('130 labels on 6 A4 sheets');
    expect(calls.filter((c) => c.path === '/api/me/aeds').map((c) => [c.query.get('page'), c.query.get('size')])).toEqual([
      ['0', '100'],
      ['1', '100'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to My AEDs' })).toHaveAttribute('href', '/my-aeds');
  });

  it('prints one AED with ?id=, and says when that AED is not one of theirs', async () => {
    asMember(`/my-aeds/labels?id=${myAed(2).id}`, [myAed(1), myAed(2)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'QR label of School 2' })).toBeInTheDocument();
    const labels = await screen.findAllByTestId('qr-label');
    expect(labels).toHaveLength(1);
    expect(labels[0]).toHaveTextContent('Gym 2');
  });

  it('says when an AED is not theirs, or they look after none', async () => {
    asMember(`/my-aeds/labels?id=${myAed(9).id}`, [myAed(1)]);
    expect(await screen.findByText('This AED is not among the AEDs you look after.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to print, in Slovenian', async () => {
    await changeLanguage('sl');
    asMember('/my-aeds/labels', []);
    expect(await screen.findByText('Še ne skrbite za noben AED, zato ni nalepke za tiskanje.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nalepke QR mojih AED-jev' })).toBeInTheDocument();
  });

  it('counts labels and sheets in Slovenian, with the dual', async () => {
    await changeLanguage('sl');
    asMember('/my-aeds/labels', [myAed(1), myAed(2)]);
    expect(await screen.findByTestId('label-count')).toHaveTextContent('2 nalepki na 1 listu A4');
  });

  it('says when the AEDs could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    asMember('/my-aeds/labels', () => (fail ? json(503, { statusCode: 503, error: 'Unavailable', message: 'Down' }) : json(200, { data: [myAed(1)], page: 0, pageSize: 100, totalCount: 1, totalPages: 1 })));
    expect(await screen.findByText('Your AEDs could not be loaded.', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('qr-label')).toBeInTheDocument();
  });
});
