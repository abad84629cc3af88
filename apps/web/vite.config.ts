import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devProxy } from './src/lib/dev-proxy.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const outDir = process.env.WEB_OUT_DIR ?? 'dist';

/**
 * The early Near me (src/features/map/early) is an entry of its own, named in index.html where it
 * says <!-- early-near-me -->, before the app's script. Vite makes one entry of a page's module
 * scripts, and this one must run while the app's larger ones are still on their way: module
 * scripts run in document order, so it runs first, as soon as it and its few imports are in.
 */
const EARLY_ENTRY = 'src/features/map/early/early-near-me.ts';
const EARLY_MARKER = '<!-- early-near-me -->';
function earlyNearMe(): Plugin {
  const tag = (tagName: string, attrs: HtmlTagDescriptor['attrs']) => `<${tagName}${Object.entries(attrs ?? {}).map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${v}"`)).join('')}>${tagName === 'script' ? '</script>' : ''}`;
  return {
    name: 'early-near-me',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'early-near-me': fileURLToPath(new URL(`./${EARLY_ENTRY}`, import.meta.url)) },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The runner's page (runner.html) is a page of its own, without the app or its Near me.
        if (ctx.path !== '/index.html') return html;
        if (!html.includes(EARLY_MARKER)) throw new Error(`index.html has no ${EARLY_MARKER}`);
        if (!ctx.bundle) return html.replace(EARLY_MARKER, tag('script', { type: 'module', src: `/${EARLY_ENTRY}` }));
        const chunk = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(EARLY_ENTRY));
        if (!chunk || chunk.type !== 'chunk') throw new Error(`no chunk for ${EARLY_ENTRY}`);
        // Its imports are asked for with it, not one round trip later.
        const preloads = chunk.imports.map((file) => tag('link', { rel: 'modulepreload', crossorigin: true, href: `/${file}` }));
        const withEarly = html.replace(EARLY_MARKER, [tag('script', { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }), ...preloads].join('\n    '));
        // The page's style sheet comes in the page (11 KB compressed): a linked one would share the
        // slow connection with the app's scripts, and nothing is drawn, nor does any module script
        // run, until it is in. Inline, the early Near me shows as soon as its own script has come.
        return withEarly.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/, (link, fileName: string) => {
          const sheet = ctx.bundle?.[fileName];
          if (!sheet || sheet.type !== 'asset') return link;
          return `<style>${String(sheet.source).replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}

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
    globPatterns: ['index.html', 'runner.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/app-*.png'],
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
  plugins: [react(), tailwindcss(), earlyNearMe(), pwa],
  define: {
    // Reported by the device check-in (000 §3).
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_BUILD_NUMBER': JSON.stringify(process.env.BUILD_NUMBER ?? 'dev'),
  },
  server: {
    // The API, the identity provider and the static AED file live on the server; in development
    // Vite forwards them to it, on the PORT it listens on, so the browser sees one origin.
    proxy: devProxy(process.env),
  },
  build: {
    // WEB_OUT_DIR lets parallel builds (e.g. several test runs) write to folders of their own.
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      // The runner's page (/r/CODE, src/runner): plain DOM, a few kilobytes, none of the app's scripts.
      input: { runner: fileURLToPath(new URL('./runner.html', import.meta.url)) },
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
