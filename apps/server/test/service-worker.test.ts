import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileSource } from '../src/plugins/web';
import { startTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

/** A built web app as vite-plugin-pwa writes it: the page, the worker (also precompressed), the manifest. */
function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'aedatlas-web-sw-'));
  const worker = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AED Atlas</title><link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>');
  writeFileSync(path.join(dist, 'sw.js'), worker);
  writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'AED Atlas', start_url: '/map', display: 'standalone' }));
  return dist;
}

const connectSrc = (policy: unknown) => /connect-src ([^;]*)/.exec(String(policy))?.[1].split(' ') ?? [];

describe('tileSource (the map image host as a CSP source)', () => {
  it('takes the origin, any subdomain for a {s} placeholder, nothing for data: URLs', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png?key=1')).toBe('https://*.tile.example.org');
    expect(tileSource('http://localhost:8081/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8081');
    expect(tileSource('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe.each(testDatabases)('service worker and web app manifest on $kind', (engine) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    const dist = webDist();
    [t, other] = await Promise.all([
      startTestApp(engine, { WEB_DIST_DIR: dist }),
      startTestApp(engine, { WEB_DIST_DIR: dist, MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), other?.close()]);
  });

  it('serves sw.js as JavaScript that is always revalidated, compressed or not', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('accept-encoding' in headers ? 'br' : undefined);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(plain.body).toContain("self.addEventListener('fetch'");
  });

  it("lets the worker run (scripts from 'self') and fetch the map's images from the tile host", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/worker-src/); // falls back to script-src 'self'
    expect(connectSrc(policy)).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    // Subdomain templates: any subdomain of the tile host.
    expect(connectSrc((await other.app.inject({ method: 'GET', url: '/sw.js' })).headers['content-security-policy'])).toContain(
      'https://*.tile.example.org',
    );
    // The pages' own policy stays as it was: they do not fetch tiles, they show them as images.
    const page = await t.app.inject({ method: 'GET', url: '/map' });
    expect(connectSrc(page.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it('serves the manifest as application/manifest+json, always revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'AED Atlas', start_url: '/map', display: 'standalone' });
  });

  it('answers a missing worker with a 404, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/missing-sw.js' });
    expect(res.statusCode).toBe(404);
  });
});
