import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type RefObject } from 'react';
import { getNearestAeds, nearestAedsQueryOptions, readNearest } from './api/get-nearest-aeds';
import { earlyNearMe } from './early/early-near-me-state';

interface EarlyNearMeHandOver {
  /** Starts the page's Near me: the early one was pressed but had found no position yet. */
  locate: () => void;
  /** Takes the position the early one found as the page's own. */
  adopt: (at: { lat: number; lon: number; accuracy: number | null }) => void;
  queryClient: QueryClient;
  /** The page's Near me button: the focus goes there if it was in the early Near me, unpressed. */
  nearMeButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The early Near me, drawn before the app had loaded (early/early-near-me.ts), is replaced by
 * this page before it is painted: what it found (the position, the nearest AEDs' answer, or the
 * request still on its way) becomes this page's own, so the list stays on screen.
 */
export function useEarlyNearMeHandOver({ locate, adopt, queryClient, nearMeButton }: EarlyNearMeHandOver) {
  useLayoutEffect(() => {
    const early = earlyNearMe();
    if (!early) return;
    const focused = early.hasFocus();
    early.stop();
    if (!early.pressed) {
      if (focused) nearMeButton.current?.focus();
      return;
    }
    const at = early.located;
    if (!at) return locate();
    const options = nearestAedsQueryOptions(at);
    if (early.answered !== undefined) {
      try {
        queryClient.setQueryData(options.queryKey, readNearest(early.answered));
      } catch {
        // Not a list of AEDs: the page asks again.
      }
    } else if (early.answer) {
      const answer = early.answer;
      void queryClient.prefetchQuery({ ...options, queryFn: ({ signal }) => answer.then(readNearest).catch(() => getNearestAeds(at, signal)) });
    }
    adopt(at);
  }, [locate, adopt, queryClient, nearMeButton]);
}
