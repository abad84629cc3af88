import { Agent, request as httpRequest } from 'node:http';

/** One answer of a burst: what was asked, its status (0: no answer) and how long it took. */
export interface BurstAnswer {
  url: string;
  status: number;
  ms: number;
  retryAfter?: string;
  error?: string;
}

function get(port: number, url: string, agent: Agent, headers: Record<string, string>): Promise<BurstAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ url, status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter: res.headers['retry-after'] as string | undefined }));
    });
    req.on('error', (err) => resolve({ url, status: 0, ms: performance.now() - started, error: err.message }));
    req.end();
  });
}

/** Points around Ljubljana and the tiles over them at the zoom a phone opens (i: which). */
const nearMe = (i: number) => `/api/aed/nearest?lat=${(46.0 + (i % 17) * 0.01).toFixed(4)}&lon=${(14.45 + (i % 13) * 0.01).toFixed(4)}&limit=5`;
const tile = (i: number) => `/api/aed/tiles/14/${8850 + (i % 9)}/${5820 + (i % 7)}`;
const MAP_TERMS = ['center', 'bolnica', 'trg', 'dom'];
const TABLE_TERMS = ['ljubljana', 'maribor', 'šola', 'lekarna'];

/**
 * A burst of requests at once on one server (`port`, the admin's bearer token): `nearMeAndTiles`
 * Near me and tile requests, 100 AED pages (of `aedIds`), 100 map searches, then 150 public table
 * searches and 150 admin lists and exports. `emergency` are the answers of the first four kinds.
 */
export async function sendBurst(port: number, adminToken: string, aedIds: string[], nearMeAndTiles = 500) {
  const emergency = [
    ...Array.from({ length: nearMeAndTiles }, (_, i) => (i % 2 ? tile(i) : nearMe(i))),
    ...Array.from({ length: 100 }, (_, i) => `/api/aed/${aedIds[(i * 37) % aedIds.length]}`),
    ...Array.from({ length: 100 }, (_, i) => `/api/aed/search?q=${MAP_TERMS[i % 4]}&limit=50`),
  ];
  const tableSearches = Array.from({ length: 150 }, (_, i) => `/api/aed?page=${i % 20}&size=20&search=${encodeURIComponent(TABLE_TERMS[i % 4])}`);
  const adminReads = Array.from({ length: 150 }, (_, i) => (i % 10 === 0 ? '/api/admin/aed/export.csv' : `/api/admin/aed?page=${i % 30}&size=50&sortBy=title`));
  const agent = new Agent({ keepAlive: true, maxSockets: 2000 });
  const admin = { authorization: `Bearer ${adminToken}` };
  try {
    const answers = await Promise.all([
      ...emergency.map((url) => get(port, url, agent, {})),
      ...tableSearches.map((url) => get(port, url, agent, {})),
      ...adminReads.map((url) => get(port, url, agent, admin)),
    ]);
    return { answers, emergency: answers.slice(0, emergency.length) };
  } finally {
    agent.destroy();
  }
}

/** The p-th percentile (0-100) of the answers' times, in whole ms. */
export function percentileMs(answers: BurstAnswer[], p: number): number {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
}
