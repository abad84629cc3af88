import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider, useRoutes, useSearchParams, type SetURLSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerFlushSync, useSearchParamsNow } from './search-params-now';

/** Two parts of a page that each keep one parameter, as a filter and a list's search do. */
function twoSetters(useParams: () => [URLSearchParams, SetURLSearchParams]) {
  const setters: SetURLSearchParams[] = [];
  function Part() {
    const [, set] = useParams();
    setters.push(set);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <><Part /><Part /></> }], { initialEntries: ['/list?q=old'] });
  render(<RouterProvider router={router} flushSync={routerFlushSync} />);
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

/**
 * What a search box bound to the address shows right after a key: the page renders `useParams`'s
 * `q` and, in the click handler, reads the page back as soon as the change was asked for. The box
 * sits in routes of its own (useRoutes), as the admin console's pages do.
 */
function shownRightAfterChange(useParams: () => [URLSearchParams, SetURLSearchParams]) {
  let shown: string | null = null;
  function Box() {
    const [params, set] = useParams();
    const output = useRef<HTMLOutputElement>(null);
    const change = () => {
      set({ q: 'burn' }, { replace: true });
      shown = output.current?.textContent ?? null;
    };
    return (
      <>
        <output ref={output}>{params.get('q') ?? ''}</output>
        <button type="button" onClick={change}>
          Change
        </button>
      </>
    );
  }
  function OwnRoutes() {
    return useRoutes([{ path: '*', element: <Box /> }]);
  }
  const router = createMemoryRouter([{ path: '/admin/*', element: <OwnRoutes /> }], { initialEntries: ['/admin/users?q=old'] });
  render(<RouterProvider router={router} flushSync={routerFlushSync} />);
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  return { shown, address: router.state.location };
}

describe('a change of the address made in an event handler', () => {
  it('is on the page before the handler returns, so a text box never shows an older value', () => {
    const { shown, address } = shownRightAfterChange(useSearchParamsNow);
    expect(shown).toBe('burn');
    expect(address.pathname).toBe('/admin/users');
    expect(address.search).toBe('?q=burn');
  });

  it("is needed: React Router's own setter renders the change later, in a transition", () => {
    const { shown, address } = shownRightAfterChange(useSearchParams);
    expect(shown).toBe('old');
    expect(address.search).toBe('?q=burn');
  });
});
