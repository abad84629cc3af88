import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerFlushSync } from '../../../lib/search-params-now';
import { useDateRangeInAddress } from './date-range';

describe('the date range in the address', () => {
  it('keeps both fields when From and Until change before the page renders again', () => {
    // A data router, as the app has: the page's own routes render the hook's component.
    let page: ReactNode = null;
    const router = createMemoryRouter([{ path: '*', Component: () => page }], { initialEntries: ['/dashboard/requestAudit?page=3'] });
    const wrapper = ({ children }: { children: ReactNode }) => {
      page = children;
      return <RouterProvider router={router} flushSync={routerFlushSync} />;
    };
    const { result } = renderHook(() => useDateRangeInAddress(), { wrapper });
    act(() => {
      const [, change] = result.current;
      change({ from: '2001-01-01T00:00' });
      change({ until: '2001-01-02T00:00' });
    });
    expect(result.current[0]).toEqual({ from: '2001-01-01T00:00', until: '2001-01-02T00:00' });
    // Afterwards each change still starts from what the address holds.
    act(() => result.current[1]({ until: '2001-01-03T00:00' }));
    expect(result.current[0]).toEqual({ from: '2001-01-01T00:00', until: '2001-01-03T00:00' });
  });
});
