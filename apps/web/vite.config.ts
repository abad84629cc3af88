import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The API, the identity provider and the static AED file live on the server; in development
// Vite forwards them so the browser sees one origin, as it does in production.
const server = 'http://localhost:8080';
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

/**
 * The service worker (src/sw/sw.ts, our own code with Workbox modules) and the web app manifest
 * that make the site installable and the map usable offline. The worker is registered by
 * src/features/offline/register-service-worker.ts, in production builds only.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  outDir,
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'AED Atlas',
    short_name: 'AED Atlas',
    description: 'Find the nearest automated external defibrillator (AED).',
    start_url: '/map',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#b91c1c',
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // A classic script (not a module worker): every browser with service workers runs it, and
    // the push subscription's registration of /sw.js stays the same.
    rollupFormat: 'iife',
    // The app shell: the page, its scripts and styles. Pictures, store images and the icons of
    // the console are fetched when used.
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/app-*.png'],
    // Charts and the admin console are of no use offline (they need the API): loaded when opened.
    globIgnores: ['assets/CartesianChart-*', 'assets/tracked-chart-*', 'assets/elevation-profile-*', 'assets/admin-console-*'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // The worker takes a few constants from the contracts: their zod schemas, built when the
    // module loads, are dropped rather than tripling the worker's size.
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) } },
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  define: {
    // Reported by the device check-in (000 §3).
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_BUILD_NUMBER': JSON.stringify(process.env.BUILD_NUMBER ?? 'dev'),
  },
  server: {
    proxy: {
      '/api': server,
      '/auth': server,
      '/aeds.json': server,
    },
  },
  build: {
    // WEB_OUT_DIR lets parallel builds (e.g. several test runs) write to folders of their own.
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // The validation library has its own chunk: /map's first load does not use it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // The map's libraries stay with the lazy code that uses them (map chunk, opening_hours
            // loaded on demand), not in the chunk every page loads; so do the forms' and tables'
            // libraries (their pages load when opened), the chart library and what only it uses.
            { name: 'vendor', test: /node_modules[\\/](?!(zod|leaflet|opening_hours|suncalc|react-hook-form|@hookform|@tanstack[\\/](react-table|table-core|store)|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
});
