/**
 * The browser half of the bench: opens /map of the running bench server in Chromium and measures
 * what a person feels: time until the markers are drawn, the tiles it took, the main thread's
 * long tasks while loading, a search through the server, and the JavaScript /map loads. The
 * budgets (bytes, Near me on a slow phone, panning) are in map-budgets.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const distDir = path.join(repoRoot, 'apps/web/dist');
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __benchLongTasks?: LongTask[];
  }
}

/**
 * Gzipped sizes (from the built files) of the JavaScript /map actually loaded: the initial part is
 * what index.html names (entry and module preloads); the rest the map requested afterwards
 * (Leaflet, the map engine, opening_hours).
 */
function loadedJavaScript(urls: string[]): { initial: number; initialFiles: number; later: { name: string; gzip: number }[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initialPaths = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const loaded = new Set(urls.map((url) => new URL(url).pathname.slice(1)).filter((p) => p.startsWith('assets/') && p.endsWith('.js')));
  const size = (file: string) => (existsSync(path.join(distDir, file)) ? gzipSize(path.join(distDir, file)) : 0);
  let initial = 0;
  for (const file of initialPaths) initial += size(file);
  const later = [...loaded]
    .filter((file) => !initialPaths.has(file))
    .map((file) => ({ name: path.basename(file).replace(/-[\w-]{8}\.js$/, ''), gzip: size(file) }));
  return { initial, initialFiles: initialPaths.size, later };
}

/** Drags and wheel-zooms like a person would, for `seconds`, letting each move settle. */
export async function panAndZoom(page: Page, seconds: number): Promise<{ moves: number; zooms: Set<number> }> {
  const box = await page.getByTestId('aed-map').boundingBox();
  if (!box) throw new Error('no map on the page');
  // Clear of the search box (top left) and the zoom buttons (bottom right).
  const cx = box.x + box.width * 0.62;
  const cy = box.y + box.height * 0.55;
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const until = Date.now() + seconds * 1000;
  let moves = 0;
  const zooms = new Set<number>();
  while (Date.now() < until) {
    const step = moves % 6;
    if (step === 2 || step === 5) {
      // Wheel zoom: in twice, later out twice, around a point near the centre.
      const x = cx + (random() - 0.5) * 200;
      const y = cy + (random() - 0.5) * 150;
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, step === 2 ? -240 : 240);
      await page.waitForTimeout(350);
      await page.mouse.wheel(0, step === 2 ? -240 : 240);
    } else {
      const dx = (random() - 0.5) * 500;
      const dy = (random() - 0.5) * 350;
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + dx, cy + dy, { steps: 12 });
      await page.mouse.up();
    }
    moves++;
    await page.waitForTimeout(300);
    zooms.add(Number(await page.getByTestId('aed-map').getAttribute('data-zoom')));
  }
  return { moves, zooms };
}

/** Why the browser half cannot run here, or null when it can. */
export function browserUnavailable(): string | null {
  if (!existsSync(path.join(distDir, 'index.html'))) return 'not measured: the web app is not built (npm run build -w @aedatlas/web)';
  if (!existsSync(chromiumPath())) return `not measured: no Chromium at ${chromiumPath()}`;
  return null;
}

const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

/**
 * The default OSM tiles are out of reach here: every outside request gets an empty answer. Long
 * tasks (over 50 ms) are collected from the start in window.__benchLongTasks.
 */
export async function preparePage(page: Page, url: string) {
  await page.route((target) => !target.href.startsWith(url), (route) => route.fulfill({ status: 204, body: '' }));
  await page.addInitScript(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Waits for the first complete view; answers when it was drawn, in page time (ms from navigation). */
export async function waitForFirstDraw(page: Page): Promise<number> {
  await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor({ timeout: 180_000 });
  return page.evaluate(() => Number(document.querySelector<HTMLElement>('[data-testid="aed-map"]')?.dataset.firstDrawMs));
}

/** Longest task since `since` (page time) and how many were over 50 ms. */
export async function longTasksSince(page: Page, since: number): Promise<{ longest: number; count: number }> {
  const tasks = await page.evaluate((from) => (window.__benchLongTasks ?? []).filter((t) => t.start >= from), since);
  return { longest: Math.round(Math.max(0, ...tasks.map((t) => t.duration))), count: tasks.length };
}

export async function measureMapPage(url: string, count: number): Promise<[string, string][]> {
  const unavailable = browserUnavailable();
  if (unavailable) return [['map page (browser)', unavailable]];
  const rows: [string, string][] = [];
  const label = `map page, ${count.toLocaleString('en-US')} AEDs`;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await preparePage(page, url);
    await page.goto(`${url}/map`, { waitUntil: 'commit' });
    const firstDrawMs = await waitForFirstDraw(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const load = await page.evaluate((drawnAt) => {
      const element = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const tiles = entries.filter((e) => e.name.includes('/api/aed/tiles/') && e.responseEnd <= drawnAt + 1);
      const scripts = entries.filter((e) => /\.js(\?|$)/.test(e.name));
      return {
        markers: document.querySelectorAll('.leaflet-marker-icon').length,
        total: Number(element?.dataset.total ?? NaN),
        tiles: tiles.length,
        tileBytes: tiles.reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize), 0),
        tilesFrom: Math.round(Math.min(...tiles.map((e) => e.startTime))),
        tilesEnd: Math.round(Math.max(...tiles.map((e) => e.responseEnd))),
        scriptBytes: scripts.reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize), 0),
        scripts: scripts.length,
        scriptUrls: scripts.map((e) => e.name),
      };
    }, firstDrawMs);
    rows.push([`${label}: time until markers drawn`, `${firstDrawMs} ms (${load.markers} markers/clusters for ${load.total.toLocaleString('en-US')} AEDs)`]);
    rows.push([
      'map page: server tiles until the first view (world tile included)',
      `${load.tiles} tiles, ${kb(load.tileBytes)} over the wire, asked from ${load.tilesFrom} ms, the last in at ${load.tilesEnd} ms`,
    ]);
    const loading = await longTasksSince(page, 0);
    rows.push(['map page: longest main-thread task while loading', `${loading.longest} ms (${loading.count} tasks over 50 ms)`]);

    // Typing a search: the server searches every AED; the keys must never stall.
    const query = 'AED Berlin';
    const typeStart = await page.evaluate(() => performance.now());
    await page.getByRole('searchbox', { name: 'Search AEDs' }).pressSequentially(query, { delay: 90 });
    const typedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((text) => {
      const element = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
      return element?.dataset.query === text && element.dataset.version === element.dataset.indexVersion;
    }, query);
    const search = await page.evaluate(
      (typed) => {
        const element = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
        return { ms: Math.round(performance.now() - typed), count: Number(element?.dataset.count ?? NaN) };
      },
      typedAt,
    );
    const typing = await longTasksSince(page, typeStart);
    rows.push([
      `map page: search '${query}' over ${count.toLocaleString('en-US')} AEDs (server search)`,
      `markers for ${search.count.toLocaleString('en-US')} matches ${search.ms} ms after the last key (debounce included); longest task while typing ${typing.longest} ms`,
    ]);

    const built = loadedJavaScript(load.scriptUrls);
    const laterTotal = built.later.reduce((sum, chunk) => sum + chunk.gzip, 0);
    rows.push([
      'map page: initial JS for /map (gzip, built files)',
      `${kb(built.initial)} (${built.initialFiles} files named by index.html)`,
    ]);
    rows.push([
      'map page: JS the map loads after start (gzip)',
      `${kb(laterTotal)}: ${built.later.map((chunk) => `${chunk.name} ${kb(chunk.gzip)}`).join(', ')}`,
    ]);
    rows.push(['map page: JS transferred (as served, all chunks)', `${kb(load.scriptBytes)} in ${load.scripts} files`]);
    await context.close();
  } catch (error) {
    rows.push(['map page (browser)', `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]);
  } finally {
    await browser.close();
  }
  return rows;
}
