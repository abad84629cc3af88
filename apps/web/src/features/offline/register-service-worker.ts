import { keepCountryIfSmall, keepWhatThisVisitRead, rememberEveryRead } from './keep-first-visit';

/**
 * After the page's load, how long the install waits. The install downloads the whole app shell;
 * on a slow phone connection it would share the line with what the first seconds need most: the
 * map's code and the answer to Near me.
 */
const AFTER_LOAD_MS = 4000;

/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) in production builds, a little
 * after the page has loaded and when the main thread is idle, so its install never competes with
 * the first screen. Not in development (Vite serves sources, nothing to precache) nor in tests,
 * and not inside another site's frame (the embedded map), which would keep a copy under that site.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (window.self !== window.top) return;
  const keepCountry = () => void keepCountryIfSmall().catch((error: unknown) => console.warn('AEDs not kept for offline use', error));
  const firstVisit = !navigator.serviceWorker.controller;
  // No worker controls the page yet: once it takes over, it keeps what this visit read, and the country.
  if (firstVisit) {
    rememberEveryRead();
    navigator.serviceWorker.addEventListener('controllerchange', () => void keepWhatThisVisitRead().then(keepCountry), { once: true });
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
    // Later visits keep the country's copy no older than a day.
    if (!firstVisit) keepCountry();
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 2000 }) : register());
  const later = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
