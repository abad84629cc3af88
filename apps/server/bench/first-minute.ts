/**
 * npm run bench:first-minute (and a part of npm run bench): the first minute's two budgets on a
 * throttled phone (the P6 setting: 1.6 Mbps, 150 ms round trip, a CPU four times slower, 360 px),
 * on the real streets of Monaco with its walking network loaded:
 * - from the tap on "Send someone for the AED" to the runner's link (and its QR code) on screen,
 *   budget 1 s;
 * - the runner's page (/r/CODE#lat,lon, a phone that never opened the site) from navigation to the
 *   walk drawn on its map, budget 2 s, with the bytes it took (its own budget: 50 KB before tiles).
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { freePort } from '../test/helpers/free-port';
import { QUAY, westQuayAed } from '../test/helpers/port-hercule';
import { MONACO } from '../test/helpers/reference-walks';
import { browserUnavailable, launchChromium, preparePage } from './browser-map';
import { PHONE_VIEWPORT, throttleLikeASlowPhone } from './near-me-phone';
import { benchAdminToken } from './notifications';
import { describeBytes, kb, recordPageBytes, verdict } from './page-bytes';
import { startServerProcess } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const LINK_READY_BUDGET_MS = 1000;
export const RUNNER_ROUTE_BUDGET_MS = 2000;
export const RUNNER_PAGE_BUDGET_BYTES = 50 * 1024;

type Record = (name: string, value: string) => void;

declare global {
  interface Window {
    __benchFirstMinute?: { tapped?: number; ready?: number; route?: number };
  }
}

/** Page-clock moments: the tap on "Send someone", the link on screen, the walk drawn (runner's page). */
const MARKS = `
  (() => {
    const marks = (window.__benchFirstMinute = {});
    document.addEventListener('click', (event) => {
      if (event.target.closest && event.target.closest('[data-testid="send-runner"] button')) marks.tapped = performance.now();
    }, true);
    new MutationObserver(() => {
      if (marks.ready === undefined && document.querySelector('[data-testid="runner-url"]')) marks.ready = performance.now();
      if (marks.route === undefined && document.querySelector('.map[data-route="walk"] polyline.route')) marks.route = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  })();
`;

async function slowPhone(browser: Browser, url: string, position: { latitude: number; longitude: number } | null) {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ...(position ? { geolocation: position, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  await preparePage(page, url);
  await page.addInitScript({ content: MARKS });
  const bytes = await recordPageBytes(page);
  await throttleLikeASlowPhone(bytes.cdp);
  return { context, page, bytes };
}

export async function measureFirstMinute(record: Record): Promise<void> {
  const unavailable = browserUnavailable();
  if (unavailable) return record('P6 first minute', `not measured: ${unavailable}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aedatlas-bench-first-minute-'));
  const extract = path.join(dir, 'monaco.osm.pbf');
  await copyFile(MONACO, extract);
  const server = await startServerProcess(repoRoot, { PORT: String(await freePort()), DATA_DIR: path.join(dir, 'data'), WALKING_NETWORK_FILE: extract });
  const browser = await launchChromium();
  try {
    const token = await benchAdminToken(server.url);
    const made = await fetch(`${server.url}/api/admin/aed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(westQuayAed({ serialNumber: 'BENCH-WEST-QUAY' })),
    });
    if (made.status !== 201) throw new Error(`the bench AED was not made: ${made.status}`);
    const aedId = ((await made.json()) as { id: string }).id;
    for (let i = 0; i < 300; i++) {
      if ((await fetch(`${server.url}/api/aed/${aedId}/route?lat=${QUAY.latitude}&lon=${QUAY.longitude}`)).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // The sender: the emergency screen is open (the phone dialled 112 from it); then the tap.
    const sender = await slowPhone(browser, server.url, QUAY);
    await sender.page.goto(`${server.url}/emergency`);
    const send = sender.page.getByRole('button', { name: 'Send someone for the AED' });
    await send.waitFor({ timeout: 60_000 });
    await send.click({ force: true });
    const link = sender.page.getByTestId('runner-url');
    await link.waitFor({ timeout: 60_000 });
    const runnerUrl = await link.innerText();
    const marks = await sender.page.evaluate(() => window.__benchFirstMinute ?? {});
    const linkMs = Math.round((marks.ready ?? Number.NaN) - (marks.tapped ?? Number.NaN));
    await sender.context.close();

    // The runner: a phone that never opened the site opens the link.
    const runner = await slowPhone(browser, server.url, null);
    await runner.page.goto(runnerUrl, { waitUntil: 'commit' });
    await runner.page.locator('.map[data-route="walk"] polyline.route').waitFor({ timeout: 60_000 });
    const seen = await runner.page.evaluate(() => ({ route: window.__benchFirstMinute?.route ?? performance.now(), origin: performance.timeOrigin }));
    const routeMs = Math.round(seen.route);
    const untilRoute = runner.bytes.until(seen.origin + seen.route);
    await runner.context.close();

    record('P6 first minute: "Send someone", tap to link and QR code on a slow phone', `${linkMs} ms (budget <= ${LINK_READY_BUDGET_MS} ms): ${verdict(linkMs <= LINK_READY_BUDGET_MS)}`);
    record("P6 first minute: runner's page, navigation to the walk on its map", `${routeMs} ms (budget <= ${RUNNER_ROUTE_BUDGET_MS} ms): ${verdict(routeMs <= RUNNER_ROUTE_BUDGET_MS)}`);
    record(
      "P6 first minute: runner's page weight before the map tiles",
      `${kb(untilRoute.total)} (budget <= ${kb(RUNNER_PAGE_BUDGET_BYTES)}): ${verdict(untilRoute.total <= RUNNER_PAGE_BUDGET_BYTES)}; ${describeBytes(untilRoute)}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureFirstMinute((name, value) => console.log(`${name.padEnd(72)} ${value}`));
}
