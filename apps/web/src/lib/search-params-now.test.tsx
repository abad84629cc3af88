import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams, type SetURLSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsNow } from './search-params-now';

/** Two parts of a page that each keep one parameter, as a filter and a list's search do. */
function twoSetters(useParams: () => [URLSearchParams, SetURLSearchParams]) {
  const setters: SetURLSearchParams[] = [];
  function Part() {
    const [, set] = useParams();
    setters.push(set);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <><Part /><Part /></> }], { initialEntries: ['/list?q=old'] });
  render(<RouterProvider router={router} />);
  // Both setters as the same render handed them out, before either change is rendered.
  const [first, second] = setters.slice(-2);
  act(() => {
    first((current) => { const next = new URLSearchParams(current); next.set('serviceId', 's1'); return next; }, { replace: true });
    second((current) => { const next = new URLSearchParams(current); next.set('q', 'burn'); return next; }, { replace: true });
  });
  return new URLSearchParams(router.state.location.search);
}

describe('search parameters changed twice before a render', () => {
  it('keeps both changes', () => {
    const params = twoSetters(useSearchParamsNow);
    expect(params.get('serviceId')).toBe('s1');
    expect(params.get('q')).toBe('burn');
  });

  it("is needed: React Router's own setter starts the second change from the rendered address", () => {
    const params = twoSetters(useSearchParams);
    expect(params.get('q')).toBe('burn');
    expect(params.get('serviceId')).toBeNull();
  });
});
