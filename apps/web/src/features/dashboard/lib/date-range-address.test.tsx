import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDateRangeInAddress } from './date-range';

describe('the date range in the address', () => {
  it('keeps both fields when From and Until change before the page renders again', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/dashboard/requestAudit?page=3']}>{children}</MemoryRouter>;
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
