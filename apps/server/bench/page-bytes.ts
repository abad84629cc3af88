import type { CDPSession, Page } from 'playwright-core';

interface Finished {
  url: string;
  type: string;
  bytes: number;
  /** Epoch milliseconds, the clock of `performance.timeOrigin + performance.now()` in the page. */
  at: number;
}

export interface BytesUntil {
  total: number;
  requests: number;
  /** Bytes by kind: document, js, css, api, other. */
  byKind: Record<string, number>;
}

const kindOf = ({ url, type }: { url: string; type: string }): string => {
  if (type === 'Document') return 'document';
  if (type === 'Script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'Stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (new URL(url).pathname.startsWith('/api/')) return 'api';
  return 'other';
};

/**
 * Every byte the page receives, as Chromium counts it on the wire (`Network.loadingFinished`
 * encodedDataLength: headers and the body as sent, compressed), with the moment each response
 * ended on the page's own clock, so a sum can stop exactly at a moment the page reports.
 */
export async function recordPageBytes(page: Page): Promise<{ cdp: CDPSession; until: (epochMs: number) => BytesUntil; all: () => Finished[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; type: string }>();
  const finished: Finished[] = [];
  // Network timestamps are monotonic seconds; wallTime on the request gives the epoch for them.
  let offsetMs: number | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    offsetMs ??= event.wallTime * 1000 - event.timestamp * 1000;
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const known = requests.get(event.requestId);
    if (known) known.type = event.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const known = requests.get(event.requestId);
    if (!known || offsetMs === undefined) return;
    finished.push({ ...known, bytes: event.encodedDataLength, at: event.timestamp * 1000 + offsetMs });
  });
  const until = (epochMs: number): BytesUntil => {
    const byKind: Record<string, number> = { document: 0, js: 0, css: 0, api: 0, other: 0 };
    let total = 0;
    let count = 0;
    for (const entry of finished) {
      if (entry.at > epochMs) continue;
      byKind[kindOf(entry)] += entry.bytes;
      total += entry.bytes;
      count++;
    }
    return { total, requests: count, byKind };
  };
  return { cdp, until, all: () => finished };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const describeBytes = (b: BytesUntil) =>
  `${kb(b.total)} in ${b.requests} responses (document ${kb(b.byKind.document)}, JS ${kb(b.byKind.js)}, CSS ${kb(b.byKind.css)}, API ${kb(b.byKind.api)}, other ${kb(b.byKind.other)})`;

export const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
