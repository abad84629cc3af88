import { useCallback, useContext } from 'react';
import { flushSync } from 'react-dom';
import { createSearchParams, UNSAFE_DataRouterContext, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * useSearchParams for what a page keeps in its address (a list's search and filters), with two
 * differences, both for a person typing fast on a slow computer:
 * - A functional update starts from the address as it is now. React Router hands it the parameters
 *   of the last render: a second change made before that render (a filter chosen, then a search
 *   typed at once) would start from the old address and undo the first.
 * - The change is rendered at once (flushSync), not in a transition. Text boxes take their value
 *   from the address, and until a transition commits React puts a box back to its rendered value
 *   after every key: the next key lands on the old text and letters are lost ('member@aedatlas'
 *   became 'mb' at a sixth of this computer's speed). The router is asked directly because the
 *   admin console's own routes (useRoutes) navigate through a navigator that drops flushSync.
 *   Every caller changes the address from an event handler, where flushSync belongs.
 */
export function useSearchParamsNow(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!dataRouter) return setParams(next, options);
      const { pathname, search, hash } = dataRouter.router.state.location;
      const changed = typeof next === 'function' ? next(new URLSearchParams(search)) : createSearchParams(next);
      const query = changed.toString();
      void dataRouter.router.navigate({ pathname, search: query ? `?${query}` : '', hash }, { ...options, flushSync: true });
    },
    [setParams, dataRouter],
  );
  return [params, set];
}

/**
 * React DOM's flushSync for <RouterProvider flushSync>, which the flushSync above needs.
 * (react-router/dom's RouterProvider passes the same; under the test runner Node loads that entry
 * as a second copy of the router, whose <Outlet> sees none of the app's routes.)
 */
export const routerFlushSync = (update: () => unknown): undefined => {
  flushSync(update);
  return undefined;
};
