/**
 * The browser half of the bench: opens /map of the running bench server in Chromium and measures
 * what a person feels with every AED loaded: time until the markers are drawn, and the main
 * thread's long tasks while panning and zooming. Also reports the JavaScript /map loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const distDir = path.join(repoRoot, 'apps/web/dist');
const PAN_ZOOM_SECONDS = Number(process.env.BENCH_MAP_SECONDS ?? 10);
const VIEWPORT = { width: 1280, height: 800 };

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
 * (Leaflet, the map engine, the worker, opening_hours).
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
async function panAndZoom(page: Page, seconds: number): Promise<{ moves: number; zooms: Set<number> }> {
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

export async function measureMapPage(url: string, count: number): Promise<[string, string][]> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    return [['map page (browser)', 'not measured: the web app is not built (npm run build -w @aedatlas/web)']];
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return [['map page (browser)', `not measured: no Chromium at ${executablePath}`]];

  const rows: [string, string][] = [];
  const label = `map page, ${count.toLocaleString('en-US')} AEDs`;
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    // The default OSM tiles are out of reach here: every outside request gets an empty answer.
    await page.route((target) => !target.href.startsWith(url), (route) => route.fulfill({ status: 204, body: '' }));
    await page.addInitScript(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });

    await page.goto(`${url}/map`, { waitUntil: 'commit' });
    const map = page.locator('[data-testid="aed-map"][data-ready="true"]');
    await map.waitFor({ timeout: 180_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const load = await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
      const feed = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/aed/map')) as PerformanceResourceTiming | undefined;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\.js(\?|$)/.test(e.name));
      return {
        firstDrawMs: Number(element?.dataset.firstDrawMs ?? NaN),
        markers: document.querySelectorAll('.leaflet-marker-icon').length,
        total: Number(element?.dataset.total ?? NaN),
        buildMs: Number(element?.dataset.buildMs ?? NaN),
        feedMs: feed ? Math.round(feed.responseEnd - feed.startTime) : NaN,
        feedEnd: feed ? Math.round(feed.responseEnd) : NaN,
        feedBytes: feed?.encodedBodySize ?? 0,
        scriptBytes: scripts.reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize), 0),
        scripts: scripts.length,
        scriptUrls: scripts.map((e) => e.name),
        longTasks: window.__benchLongTasks ?? [],
      };
    });
    rows.push([`${label}: time until markers drawn`, `${load.firstDrawMs} ms (${load.markers} markers/clusters for ${load.total.toLocaleString('en-US')} AEDs)`]);
    rows.push([
      'map page: feed download / index build in the worker',
      `${load.feedMs} ms (${kb(load.feedBytes)} over the wire, done at ${load.feedEnd} ms) / ${load.buildMs} ms`,
    ]);
    const loadLongest = Math.max(0, ...load.longTasks.map((t) => t.duration));
    rows.push(['map page: longest main-thread task while loading', `${Math.round(loadLongest)} ms (${load.longTasks.length} tasks over 50 ms)`]);

    const panStart = await page.evaluate(() => performance.now());
    const { moves, zooms } = await panAndZoom(page, PAN_ZOOM_SECONDS);
    await page.waitForTimeout(500);
    const during = await page.evaluate((since) => (window.__benchLongTasks ?? []).filter((t) => t.start >= since), panStart);
    const longest = Math.max(0, ...during.map((t) => t.duration));
    rows.push([
      'map page: longest task while panning and zooming',
      `${Math.round(longest)} ms (${during.length} tasks over 50 ms, ${moves} drags/zooms in ${PAN_ZOOM_SECONDS} s, zoom ${Math.min(...zooms)}-${Math.max(...zooms)})`,
    ]);

    // Typing a search: filtering 100,000 AEDs happens in the worker, the keys must never stall.
    const query = 'AED Berlin';
    const typeStart = await page.evaluate(() => performance.now());
    await page.getByRole('searchbox', { name: 'Search AEDs' }).pressSequentially(query, { delay: 90 });
    const typedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((text) => {
      const element = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
      return element?.dataset.query === text && element.dataset.version === element.dataset.indexVersion;
    }, query);
    const search = await page.evaluate(
      ({ since, typed }) => {
        const element = document.querySelector<HTMLElement>('[data-testid="aed-map"]');
        return {
          ms: Math.round(performance.now() - typed),
          count: Number(element?.dataset.count ?? NaN),
          tasks: (window.__benchLongTasks ?? []).filter((t) => t.start >= since),
        };
      },
      { since: typeStart, typed: typedAt },
    );
    rows.push([
      `map page: search '${query}' over ${count.toLocaleString('en-US')} AEDs`,
      `markers for ${search.count.toLocaleString('en-US')} matches ${search.ms} ms after the last key (200 ms debounce included); longest task while typing ${Math.round(Math.max(0, ...search.tasks.map((t) => t.duration)))} ms`,
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
