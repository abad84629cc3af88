import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The API, the identity provider and the static AED file live on the server; in development
// Vite forwards them so the browser sees one origin, as it does in production.
const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // The map's libraries stay with the lazy code that uses them (map chunk, worker,
            // opening_hours loaded on demand), not in the chunk every page loads; so do the
            // chart library and what only it uses (the sport activity's elevation profile).
            { name: 'vendor', test: /node_modules[\\/](?!(leaflet|opening_hours|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
});
