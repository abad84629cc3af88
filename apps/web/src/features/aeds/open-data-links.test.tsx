import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamedAnswer, watchDownloads } from '../../test/downloads';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';

const emptyList = () => json(200, { data: [], page: 0, pageSize: 25, totalCount: 0, totalPages: 0 });
const BUSY = { statusCode: 503, error: 'Service Unavailable', message: 'Too many downloads of the AED registry are being made right now. Please try again in a minute.' };

const sizeOf = (blob: Blob) => blob.size;
const feature = '{"type":"Feature","geometry":{"type":"Point","coordinates":[14.5058,46.0569]},"properties":{"emergency":"defibrillator"}},\n';

describe('Open data downloads on the AED table', () => {
  let files: ReturnType<typeof watchDownloads>;
  beforeEach(() => {
    files = watchDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the file on a click, says how much has come, and hands the whole file over', async () => {
    const file = streamedAnswer('application/geo+json; charset=utf-8');
    const network = mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/aed': emptyList, 'GET /api/aed/export.geojson': () => file.response });
    renderApp('/aeds');
    const link = await screen.findByRole('link', { name: 'GeoJSON' });
    // A real address still: to copy, or to open with a modified click.
    expect(link).toHaveAttribute('href', '/api/aed/export.geojson');
    await userEvent.setup().click(link);
    expect(await screen.findByText('Downloading GeoJSON...')).toBeInTheDocument();
    file.send('{"type":"FeatureCollection","features":[\n' + feature.repeat(10_000));
    expect(await screen.findByText(/^Downloading GeoJSON\.\.\. 1\.\d MB$/)).toBeInTheDocument();
    expect(files).toEqual([]);
    file.send(']}\n');
    file.end();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('aed-atlas-aeds.geojson');
    expect(sizeOf(files[0].blob)).toBe(41 + feature.length * 10_000 + 3);
    await waitFor(() => expect(screen.queryByText(/^Downloading/)).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.calls.filter((c) => c.path === '/api/aed/export.geojson')).toHaveLength(1);
  });

  it('says the server is busy with other downloads when it is, without calling it an outage, and the next try works', async () => {
    let busy = true;
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'GET /api/aed': emptyList,
      'GET /api/aed/export.csv': () => (busy ? json(503, BUSY) : new Response('@id,@type,@lat,@lon\r\n', { status: 200, headers: { 'content-type': 'text/csv' } })),
    });
    renderApp('/aeds');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Many people are downloading the registry right now. Please try again in a minute.');
    // The map and the lists still answer: no 'service unavailable' banner for a busy download.
    expect(screen.queryByText(/temporarily unavailable/i)).toBeNull();
    expect(files).toEqual([]);

    busy = false;
    await user.click(screen.getByRole('link', { name: 'CSV' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['aed-atlas-aeds.csv']));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when no connection brought the file', async () => {
    mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/aed': emptyList, 'GET /api/aed/export.csv': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/aeds');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'CSV' }));
    // Said where it was asked (the connection banner says it too).
    expect(await screen.findByText('The download did not come: no connection. Please check it and try again.')).toHaveAttribute('role', 'alert');
    expect(files).toEqual([]);
  });

  it('when the map needs a login, offers the files to a signed-in user and fetches them with the token', async () => {
    const token = makeAccessToken();
    storeSession(token);
    const network = mockFetch({
      [CONFIG_PATH]: publicConfig(true),
      'GET /api/aed': emptyList,
      'GET /api/aed/export.csv': (request) => (request.headers.get('authorization') === `Bearer ${token}` ? new Response('@id\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }) : json(401, { message: 'Unauthorized' })),
    });
    renderApp('/aeds');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'CSV' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['aed-atlas-aeds.csv']));
    expect(network.calls.find((c) => c.path === '/api/aed/export.csv')?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });
});
