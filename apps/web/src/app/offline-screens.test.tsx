import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../components/service-status-banner';
import { reportAvailable } from '../lib/service-status';
import { makeAed } from '../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { storeSession } from '../test/session-fixtures';
import { makeAccessToken } from '../test/tokens';

/**
 * Offline, each screen says what failed in the seeds' words (000 §2.10-2.12, §8) and offers to try
 * again, instead of a spinner that never ends; back online, 'Try Again' loads the data.
 */
let online = false;
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const whenOnline = (answer: () => Response) => () => (online ? answer() : noAnswer());

beforeEach(() => {
  online = false;
  reportAvailable();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

const aed = makeAed({ title: 'AED Gasilski dom Šentjur' });

describe('offline screens', () => {
  it('the AED table', async () => {
    mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/aed': whenOnline(() => json(200, { data: [aed], page: 0, pageSize: 25, totalCount: 1, totalPages: 1 })) });
    renderApp('/aeds');
    expect(await screen.findByText('Failed to load AEDs. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(aed.description!)).toBeInTheDocument();
  });

  it('the AED page', async () => {
    mockFetch({ [CONFIG_PATH]: publicConfig(), [`GET /api/aed/${aed.id}`]: whenOnline(() => json(200, aed)) });
    renderApp(`/aed/${aed.id}`);
    expect(await screen.findByText('Failed to load AED details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to AED Map' })).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'AED Gasilski dom Šentjur' })).toBeInTheDocument();
  });

  it('the help centers, and the session is kept', async () => {
    storeSession(makeAccessToken());
    const center = { id: 'h1', name: 'Rdeči križ Celje', validated: true };
    mockFetch({ [CONFIG_PATH]: whenOnline(publicConfig()), 'GET /api/helpcenter/public': whenOnline(() => json(200, [center])) });
    const { router } = renderApp('/helpcenter');
    expect(await screen.findByText('Failed to load helpcenter data. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/helpcenter');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Rdeči križ Celje')).toBeInTheDocument();
  });
});
