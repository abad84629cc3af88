import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * useSearchParams whose functional updates start from the address as it is now. React Router
 * hands a functional update the parameters of the last render, and renders a navigation in a
 * transition: a second change made before that render (a filter chosen, then a search typed at
 * once, on a busy phone) would start from the old address and undo the first. The router's own
 * state already holds the new address.
 */
export function useSearchParamsNow(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const set = useCallback<SetURLSearchParams>(
    (next, options) =>
      setParams(
        typeof next === 'function' ? (rendered) => next(dataRouter ? new URLSearchParams(dataRouter.router.state.location.search) : rendered) : next,
        options,
      ),
    [setParams, dataRouter],
  );
  return [params, set];
}
