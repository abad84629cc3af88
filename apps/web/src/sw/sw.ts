/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cacheAedReads } from './api-caching';
import { cacheMapImages } from './map-images';
import { handlePush } from './push';

/*
 * The AED Atlas service worker (built by vite-plugin-pwa, injectManifest): the app shell
 * precached, the public AED reads and the map's images cached as they are used, tiles worked out
 * from a saved region offline, and Web Push.
 *
 * Updates: a new version installs in the background and waits; it takes over once no page of the
 * old version is open (the next visit). No skipWaiting: a page still running the old version
 * loads its lazy chunks from the old precache, which the new version would delete.
 */

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install has no old version to break: the open page is served from now on, so what
// it shows on this first visit is already kept for offline use.
clientsClaim();

// Client routes (/map, /aed/..., /admin/...) get the app shell, also offline. Not the server's
// own pages: the API, the identity provider, the static AED file, and /embed, whose headers
// (other sites may frame it) differ from index.html's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/aeds\.json$/, /^\/embed(\/|$)/, /^\/r\//],
  }),
);
// The runner's page, a page of its own (/r/CODE), opens offline too once it has been seen.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/runner.html'), { allowlist: [/^\/r\//] }));

cacheAedReads();
cacheMapImages();
handlePush();
