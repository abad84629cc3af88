/** The map feed of older clients: its first build, its sizes, its cached answers and its 304s. */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareServer } from './health-ratio';
import { httpLoad } from './load';
import { record } from './report';
import { longestWaitWhile, wireSize } from './server-process';

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** Records the feed's lines on the bench's server at `url`; `port` is that server's. */
export async function recordMapFeed(url: string, port: string, seconds: number) {
  const { result: cold, longestMs, probes } = await longestWaitWhile(url, wireSize(`${url}/api/aed/map`, 'br'));
  record('map feed: first request (query, JSON, gzip and brotli)', `${(cold.ms / 1000).toFixed(2)} s`);
  record('map feed: longest /api/health answer while it builds (other requests wait this long at most)', `${longestMs.toFixed(0)} ms (${probes} asked, one at a time)`);
  const [plain, gz] = [await wireSize(`${url}/api/aed/map`, 'identity'), await wireSize(`${url}/api/aed/map`, 'gzip')];
  record('map feed: size JSON / gzip / brotli', `${kb(plain.bytes)} / ${kb(gz.bytes)} / ${kb(cold.bytes)}`);
  const feedSeconds = Math.min(seconds, 5);
  const cached = await httpLoad({ url, paths: ['/api/aed/map'], headers: { 'accept-encoding': 'br' }, seconds: feedSeconds });
  const mbPerSecond = ((cached.requestsPerSecond * cold.bytes) / 2 ** 20).toFixed(0);
  record('map feed from cache (brotli): requests/s, p99', `${cached.requestsPerSecond} req/s (${mbPerSecond} MB/s), p99 ${cached.p99Ms} ms`);
  // A feed of megabytes is bound by the load generator reading it: the app's very bytes from
  // bare node:http, read by the same client, say where that ceiling is on this machine.
  const feedFile = path.join(os.tmpdir(), `aedatlas-bench-feed-${port}.br`);
  writeFileSync(feedFile, cold.body);
  const bareFeed = await startBareServer(Number(port) + 1000, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' }, feedFile);
  try {
    const bare = await httpLoad({ url: bareFeed.url, paths: ['/api/aed/map'], seconds: feedSeconds });
    record(
      'map feed from cache: app / bare node:http sending the same bytes (same client)',
      `${cached.requestsPerSecond} req/s / ${bare.requestsPerSecond} req/s, p99 ${bare.p99Ms} ms: ${(cached.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x`,
    );
  } finally {
    bareFeed.stop();
    rmSync(feedFile, { force: true });
  }
  const revalidated = await httpLoad({ url, paths: ['/api/aed/map'], headers: { 'if-none-match': cold.etag }, seconds, expectStatus: 304 });
  record('map feed 304 revalidation: requests/s, p99', `${revalidated.requestsPerSecond} req/s, p99 ${revalidated.p99Ms} ms`);
  return { cached, revalidated };
}
