import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServiceStatus, reportAvailable } from '../lib/service-status';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { pageOnDemand } from './page-on-demand';

afterEach(() => {
  queryClient.clear();
  reportAvailable();
  vi.restoreAllMocks();
});

function TablePage() {
  return <h1>The AED table</h1>;
}

describe('a page whose code loads on demand', () => {
  it('shows the page once its code has loaded', async () => {
    const Page = pageOnDemand(() => Promise.resolve({ TablePage }), 'TablePage', 'aeds:loadFailed');
    render(<Providers><Page /></Providers>);
    expect(await screen.findByRole('heading', { name: 'The AED table' })).toBeInTheDocument();
  });

  it("shows the page's own failure text offline, reports the outage, and Try Again loads it", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ TablePage });
    const Page = pageOnDemand(load, 'TablePage', 'aeds:loadFailed');
    render(<Providers><Page /></Providers>);

    expect(await screen.findByText('Failed to load AEDs. Please try again later.')).toHaveAttribute('role', 'alert');
    expect(load).toHaveBeenCalledTimes(1); // offline: no silent retries
    expect(getServiceStatus()).toBe('unavailable');

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'The AED table' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
