/**
 * The map's budgets, at each size of BENCH_MAP_SCALES (default 100,000 and 1,000,000):
 * 1. bytes until the first view, at the default centre and at a city zoom: <= 800 KB with the JS;
 * 2. on a throttled phone, the nearest AEDs on screen <= 3 s from navigation (near-me-phone.ts);
 * 3. no main-thread task over 200 ms while panning and zooming;
 * 4. the tile endpoint's cached answers and 304s next to nginx serving the same bytes (tiles-vs-nginx.ts).
 * Run by `npm run bench` (the main data, then a data set of its own per other size) and by
 * `npm run bench:map`.
 */
import type { Browser } from 'playwright-core';
import { openBenchDatabase } from './bench-database';
import { browserUnavailable, DESKTOP_VIEWPORT, launchChromium, longTasksSince, panAndZoom, preparePage, waitForFirstDraw } from './browser-map';
import { ADMIN_LIST_INDEXES, bulkInsertEuropeanAeds } from './bulk-aeds';
import { measureNearMeOnPhone } from './near-me-phone';
import { freePort } from '../test/helpers/free-port';
import { describeBytes, kb, recordPageBytes, verdict } from './page-bytes';
import { startServerProcess } from './server-process';
import { compareTilesWithNginx } from './tiles-vs-nginx';

export const MAP_SCALES = (process.env.BENCH_MAP_SCALES ?? '100000,1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const PAN_SECONDS = Number(process.env.BENCH_MAP_SECONDS ?? 8);
const LOAD_SECONDS = Number(process.env.BENCH_MAP_LOAD_SECONDS ?? 5);
const FIRST_VIEW_BUDGET = 800 * 1024;
const LONG_TASK_BUDGET_MS = 200;
/** A city zoom in the generated data: Ljubljana at zoom 13, through the embeddable map's view parameters. */
const CITY_VIEW = '/embed?lat=46.0569&lng=14.5058&zoom=13';

type Row = [string, string];

/** Budget 1 for one address; at the default centre also budget 3 on the same page. */
async function firstView(browser: Browser, url: string, label: string, where: string, address: string, pan: boolean): Promise<Row[]> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    await preparePage(page, url);
    const bytes = await recordPageBytes(page);
    await page.goto(`${url}${address}`, { waitUntil: 'commit' });
    const drawnMs = await waitForFirstDraw(page);
    const origin = await page.evaluate(() => performance.timeOrigin);
    // Responses that ended before the draw may still be on their way to the bench as events.
    await page.waitForTimeout(300);
    const until = bytes.until(origin + drawnMs + 1);
    const rows: Row[] = [
      [
        `${label}: bytes until the first view, ${where}`,
        `${kb(until.total)} (budget <= ${kb(FIRST_VIEW_BUDGET)}): ${verdict(until.total <= FIRST_VIEW_BUDGET)}; ${describeBytes(until)}, drawn at ${drawnMs} ms`,
      ],
    ];
    if (pan) {
      const since = await page.evaluate(() => performance.now());
      const { moves, zooms } = await panAndZoom(page, PAN_SECONDS);
      await page.waitForTimeout(500);
      const tasks = await longTasksSince(page, since);
      rows.push([
        `${label}: longest main-thread task while panning and zooming`,
        `${tasks.longest} ms (budget <= ${LONG_TASK_BUDGET_MS} ms): ${verdict(tasks.longest <= LONG_TASK_BUDGET_MS)}; ${tasks.count} tasks over 50 ms, ${moves} drags/zooms in ${PAN_SECONDS} s, zoom ${Math.min(...zooms)}-${Math.max(...zooms)}`,
      ]);
    }
    return rows;
  } finally {
    await context.close();
  }
}

/** The four budgets against a running bench server holding `count` AEDs. */
export async function measureMapBudgets(url: string, count: number): Promise<Row[]> {
  const label = `P6 map budget, ${count.toLocaleString('en-US')} AEDs`;
  const rows: Row[] = [];
  const unavailable = browserUnavailable();
  if (unavailable) rows.push([`${label}: browser budgets`, unavailable]);
  else {
    const browser = await launchChromium();
    const attempt = async (name: string, run: () => Promise<Row[]>) => {
      try {
        rows.push(...(await run()));
      } catch (error) {
        rows.push([`${label}: ${name}`, `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]);
      }
    };
    try {
      await attempt('first view, default centre', () => firstView(browser, url, label, 'default centre (/map, 1280x800)', '/map', true));
      await attempt('first view, city zoom', () => firstView(browser, url, label, `city zoom (${CITY_VIEW}, 1280x800)`, CITY_VIEW, false));
      await attempt('Near me on a slow phone', () => measureNearMeOnPhone(browser, url, label));
    } finally {
      await browser.close();
    }
  }
  try {
    rows.push(...(await compareTilesWithNginx(url, label, LOAD_SECONDS)));
  } catch (error) {
    rows.push([`${label}: tiles next to nginx`, `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]);
  }
  return rows;
}

/**
 * A data set of its own for one size: a scratch database filled by the bench's bulk path, the
 * real server on it in its own process, the budgets, then everything removed.
 */
export async function measureMapBudgetsOnNewData(repoRoot: string, count: number, record: (name: string, value: string) => void) {
  const bench = await openBenchDatabase();
  try {
    const started = performance.now();
    // Only the map is measured on this data: the admin lists' indexes are left out.
    const { inserted, indexMs, leftOut } = await bulkInsertEuropeanAeds(bench.database.db, count, { leaveOut: ADMIN_LIST_INDEXES });
    record(
      `bulk insert ${count.toLocaleString('en-US')} AEDs (bench only, generated in SQL)`,
      `${((performance.now() - started) / 1000).toFixed(1)} s (${inserted} inserted; rebuilding the indexes ${(indexMs / 1000).toFixed(1)} s of it; the admin lists' ${leftOut.length} indexes left out, no figure here reads them)`,
    );
    await bench.database.close();
    const port = String(await freePort());
    const ready = performance.now();
    const server = await startServerProcess(repoRoot, {
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: bench.dataDir,
      ...(bench.databaseUrl ? { DATABASE_URL: bench.databaseUrl } : {}),
    });
    record(`server start to ready with ${count.toLocaleString('en-US')} AEDs`, `${((performance.now() - ready) / 1000).toFixed(1)} s`);
    try {
      for (const [name, value] of await measureMapBudgets(server.url, count)) record(name, value);
    } finally {
      await server.stop();
    }
  } finally {
    await bench.drop();
  }
}
