import type { Browser, CDPSession } from 'playwright-core';
import { preparePage } from './browser-map';
import { kb, recordPageBytes, verdict } from './page-bytes';

/** A slow phone: 1.6 Mbps down, 750 kbps up, 150 ms round trip, a CPU four times slower. */
export const SLOW_PHONE = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8, cpuSlowdown: 4 };
export const PHONE_VIEWPORT = { width: 360, height: 740 };
export const NEAR_ME_BUDGET_MS = 3000;
/** Where the phone says it is: central Ljubljana, one of the generated data's cities. */
const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058, accuracy: 20 };

declare global {
  interface Window {
    __benchNearMe?: { button?: number; pressed?: number; listed?: number };
  }
}

/** Page-clock moments: the Near me button appearing, the press, the first listed AED visible. */
const NEAR_ME_MARKS = `
  (() => {
    const marks = (window.__benchNearMe = {});
    const listShown = () => document.querySelector('[data-testid="near-me-panel"] li[data-aed-id]')?.checkVisibility();
    const watchList = () => (listShown() ? (marks.listed = performance.now()) : requestAnimationFrame(watchList));
    document.addEventListener('click', () => {
      if (marks.pressed !== undefined) return;
      marks.pressed = performance.now();
      watchList();
    }, true);
    const buttons = new MutationObserver(() => {
      if (!document.querySelector('nav[aria-label="Map navigation"] button')) return;
      marks.button = performance.now();
      buttons.disconnect();
    });
    buttons.observe(document, { childList: true, subtree: true });
  })();
`;

/** The page's network and CPU as SLOW_PHONE's. */
export async function throttleLikeASlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * Budget 2: on a throttled phone with the location granted, /map is opened, 'Near me' pressed as
 * soon as it can be, and the time measured from navigation start until the first AED of the
 * Near me list is visible. The second row says where the time went.
 */
export async function measureNearMeOnPhone(browser: Browser, url: string, label: string): Promise<[string, string][]> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    geolocation: LJUBLJANA,
    permissions: ['geolocation'],
  });
  try {
    const page = await context.newPage();
    await preparePage(page, url);
    // A string, not a function: the bench's TypeScript loader would add helpers the page lacks.
    await page.addInitScript({ content: NEAR_ME_MARKS });
    const bytes = await recordPageBytes(page);
    await throttleLikeASlowPhone(bytes.cdp);

    await page.goto(`${url}/map`, { waitUntil: 'commit' });
    // A person taps as soon as the button shows. Playwright's checks before a click (visible, stable
    // over two frames, receiving events) retry after 20, 100, 100 and 500 ms when one fails, which
    // put up to 600 ms of the harness's own waiting between "shown" and "pressed"; `force` taps at
    // once, and the page still handles the tap only when its main thread is free, as on a phone.
    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click({ timeout: 60_000, force: true });
    await page.locator('[data-testid="near-me-panel"] li[data-aed-id]').first().waitFor({ state: 'visible', timeout: 60_000 });
    const seen = await page.evaluate(() => {
      const marks = window.__benchNearMe ?? {};
      const nearest = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.includes('/api/aed/nearest'));
      return {
        ...marks,
        listed: marks.listed ?? performance.now(),
        origin: performance.timeOrigin,
        nearest: nearest ? { start: nearest.startTime, end: nearest.responseEnd, bytes: nearest.transferSize } : null,
      };
    });
    const ms = Math.round(seen.listed);
    const atPress = bytes.until(seen.origin + (seen.pressed ?? seen.listed));
    const atList = bytes.until(seen.origin + seen.listed);
    const round = (n: number | undefined) => (n === undefined ? '?' : String(Math.round(n)));
    const api = seen.nearest
      ? `/api/aed/nearest asked at ${round(seen.nearest.start)} ms, answered in ${round(seen.nearest.end - seen.nearest.start)} ms (${kb(seen.nearest.bytes)})`
      : '/api/aed/nearest not seen';
    return [
      [`${label}: Near me list on a slow phone, from navigation`, `${ms} ms (budget <= ${NEAR_ME_BUDGET_MS} ms): ${verdict(ms <= NEAR_ME_BUDGET_MS)}`],
      [
        `${label}: where the Near me time goes`,
        `button shown at ${round(seen.button)} ms, pressed at ${round(seen.pressed)} ms after ${kb(atPress.total)} (JS ${kb(atPress.byKind.js)}, API ${kb(atPress.byKind.api)}); ${api}; list at ${ms} ms after ${kb(atList.total)} in all (1.6 Mbps, 150 ms RTT, 4x CPU, 360x740)`,
      ],
    ];
  } finally {
    await context.close();
  }
}
