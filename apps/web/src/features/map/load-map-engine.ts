import type { QueryClient } from '@tanstack/react-query';

/**
 * Leaflet and the clustering code are a chunk of their own, requested when the page mounts: the
 * page (search, Near me, navigation) is usable while it loads, and other pages never load it.
 */
let engineModule: Promise<typeof import('./map-engine')> | null = null;
export function loadMapEngine() {
  engineModule ??= import('./map-engine');
  engineModule.catch(() => {
    engineModule = null;
  });
  return engineModule;
}
/**
 * Resolves once no Near me request is in flight and its list has been painted (at most `limitMs`).
 * Creating the map (tiles, markers, first drawing) is long work on a slow phone; someone who
 * pressed Near me while the map's code was loading sees the nearest AEDs first.
 */
export function afterNearMe(client: QueryClient, limitMs = 2000): Promise<void> {
  const busy = () => client.isFetching({ queryKey: ['aed', 'nearest'] }) > 0;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      // After the answer's render and paint.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (!busy()) done();
    });
    const timer = setTimeout(done, limitMs);
  });
}
