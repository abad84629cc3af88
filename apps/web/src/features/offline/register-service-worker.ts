/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) in production builds, after the
 * page has loaded so its install (the app shell download) never competes with the first screen.
 * Not in development (Vite serves sources, nothing to precache) nor in tests, and not inside
 * another site's frame (the embedded map), which would keep a copy under that site.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (window.self !== window.top) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
