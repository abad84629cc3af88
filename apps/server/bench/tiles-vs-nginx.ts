import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { tilesCovering } from '@aedatlas/contracts';
import { bestOfTurns, httpLoad, requestsPerSecond, type LoadResult } from './load';
import { ensureNginx, startNginx, type StaticAnswer } from './nginx';

/** Tiles over the generated data: the tile of each city at every zoom from 3 to 15, and the world. */
const PLACES = [
  [46.0569, 14.5058], // Ljubljana
  [52.52, 13.405], // Berlin
  [48.857, 2.352], // Paris
  [41.903, 12.496], // Rome
  [51.507, -0.128], // London
  [47.2, 11.0], // between the cities
];
const ZOOMS = Array.from({ length: 13 }, (_, i) => 3 + i);

export function benchTilePaths(): string[] {
  const paths = new Set<string>(['/api/aed/tiles/0/0/0']);
  for (const zoom of ZOOMS) {
    for (const [lat, lon] of PLACES) {
      for (const { z, x, y } of tilesCovering([lon, lat, lon, lat], zoom)) paths.add(`/api/aed/tiles/${z}/${x}/${y}`);
    }
  }
  return [...paths];
}

/** One GET as it travels: status, headers and the body bytes still compressed. */
function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Headers nginx sets itself, or from each file (ETag, length), or are per connection. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'etag', 'content-encoding']);

/** Unmeasured load on each side before the measured runs. */
const WARM_UP_SECONDS = 2;
/**
 * Turns per side of each comparison, of at least 2 s each; a side's figure is its best turn, so
 * a burst of the shared host's other work moves it only when it falls on every turn of that side.
 */
const TURNS = 3;
const describe = (r: LoadResult) => `${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms`;

/**
 * Budget 4: the tile endpoint's cached answers next to nginx serving the very same bytes and
 * headers from files, with the same autocannon settings and paths; then the 304 revalidation
 * (If-None-Match with each tile's ETag) of both.
 */
export async function compareTilesWithNginx(url: string, label: string, seconds: number): Promise<[string, string][]> {
  const nginx = ensureNginx();
  if ('missing' in nginx) return [[`${label}: tiles next to nginx`, `not measured: ${nginx.missing}`]];

  // Fetching each tile once also puts it in the server's cache: what follows is the cached path.
  const answers: StaticAnswer[] = [];
  let headers: Record<string, string> = {};
  for (const tilePath of benchTilePaths()) {
    const res = await getRaw(`${url}${tilePath}`, { 'accept-encoding': 'br' });
    if (res.status !== 200 || res.headers['content-encoding'] !== 'br') throw new Error(`${tilePath}: ${res.status} ${res.headers['content-encoding']}`);
    answers.push({ path: tilePath, body: res.body, etag: res.headers.etag });
    headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OWN_HEADERS.has(name)));
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aedatlas-bench-nginx-'));
  const server = await startNginx(nginx.binary, dir, answers, headers);
  try {
    // nginx must answer what the app answers, or the comparison says nothing.
    const sample = answers[Math.floor(answers.length / 2)];
    const mirrored = await getRaw(`${server.url}${sample.path}`, { 'accept-encoding': 'br' });
    const differences = [
      !mirrored.body.equals(sample.body) && `body ${mirrored.body.length} bytes, not ${sample.body.length}`,
      mirrored.headers.etag !== sample.etag && `ETag ${mirrored.headers.etag}, not ${sample.etag}`,
      mirrored.headers['content-type'] !== headers['content-type'] && `Content-Type ${mirrored.headers['content-type']}, not ${headers['content-type']}`,
    ].filter(Boolean);
    if (differences.length) throw new Error(`nginx does not answer ${sample.path} as the app does: ${differences.join('; ')}`);
    const paths = answers.map((a) => a.path);
    const etags = new Map(answers.map((a) => [a.path, a.etag]));
    const load = (base: string, revalidate: boolean, forSeconds = seconds) =>
      httpLoad({
        url: base,
        paths,
        headers: { 'accept-encoding': 'br' },
        headersOf: revalidate ? (p) => ({ 'if-none-match': etags.get(p) ?? '' }) : undefined,
        seconds: forSeconds,
        expectStatus: revalidate ? 304 : 200,
      });
    // Both sides warm up first, unmeasured: a server that has just started runs its request path
    // through V8's baseline compiler for the first seconds, and nginx has no such start.
    for (const base of [url, server.url]) for (const revalidate of [false, true]) await load(base, revalidate, WARM_UP_SECONDS);
    // In turns (app, nginx, app, nginx, ...), and each side's best turn counts, as P1 does: a
    // burst of other work on the machine (a vacuum, a queued job, the browser just closed) then
    // falls on one turn of one side, not on the whole figure of one side.
    // Whole seconds (autocannon averages its per-second samples), at least 2 s a turn.
    const turnSeconds = Math.max(2, Math.floor(seconds / TURNS));
    // Every turn's errors count, not only those of the turns kept.
    const all: LoadResult[] = [];
    const turn = (base: string, revalidate: boolean) => async () => {
      const result = await load(base, revalidate, turnSeconds);
      all.push(result);
      return result;
    };
    const inTurns = (revalidate: boolean) => bestOfTurns<[LoadResult, LoadResult]>(TURNS, [turn(url, revalidate), turn(server.url, revalidate)], requestsPerSecond);
    const [app200, nginx200] = await inTurns(false);
    const [app304, nginx304] = await inTurns(true);
    const wrong = all.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    const sizes = answers.map((a) => a.body.length);
    const ratio = (a: LoadResult, b: LoadResult) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
    const verdict = (a: LoadResult, b: LoadResult, goal: number) => (a.requestsPerSecond / b.requestsPerSecond >= goal ? 'met' : 'missed');
    return [
      [
        `${label}: tile answers compared (brotli)`,
        `${answers.length} tiles, zoom 0 and 3-15, ${Math.min(...sizes)}-${Math.max(...sizes)} bytes (mean ${Math.round(sizes.reduce((s, n) => s + n, 0) / sizes.length)}); nginx ${answers.length} files, same headers, 1 worker; 10 connections, ${TURNS} turns of ${turnSeconds} s per side in alternation (the better counts) after ${WARM_UP_SECONDS} s of warm-up`,
      ],
      [`P2 ${label.replace(/^P6 /, '')}: cached tiles, app / nginx`, `${describe(app200)} / ${describe(nginx200)}: ${ratio(app200, nginx200)}x (goal >= 0.7x: ${verdict(app200, nginx200, 0.7)})`],
      [`P2 ${label.replace(/^P6 /, '')}: tile 304 revalidation, app / nginx`, `${describe(app304)} / ${describe(nginx304)}: ${ratio(app304, nginx304)}x (goal >= 0.85x: ${verdict(app304, nginx304, 0.85)})`],
      ...(wrong ? [[`${label}: tiles, errors or unexpected statuses`, String(wrong)] as [string, string]] : []),
    ];
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
