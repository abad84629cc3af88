/**
 * npm run bench:walking (and a part of npm run bench): nearest AEDs by walking time at country
 * scale. A generated street grid of BENCH_WALKING_NODES corners (default 1,000,000: 1,000 x 1,000
 * corners about 110 m apart, a square of 110 km, Slovenia's size) and BENCH_WALKING_AEDS AEDs spread
 * over it (default 1,000,000). Prints the graph's build time and memory, its cache file's size and
 * load time, and the nearest query's latency through the API at a steady load with the walking
 * network and, in the same run on the same data, without it (straight line): the ratio is the
 * price of walking.
 *
 * The grid is built straight into the graph (graphFromWays) and written as the cache file of a
 * placeholder extract: the server loads it as it loads a real extract's cache. Reading a real
 * extract adds the PBF parse, measured on the real streets of Monaco and printed per million nodes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphFromWays } from '../src/modules/walking/foot-graph';
import { cacheFileFor, extractHash, readGraphFile, writeGraphFile } from '../src/modules/walking/graph-file';
import { footGraphFromExtract } from '../src/modules/walking/read-extract';
import { Walker } from '../src/modules/walking/shortest-walks';
import { benchServerEnv, describeMachine, openBenchDatabase } from './bench-database';
import { ADMIN_LIST_INDEXES, bulkInsertEuropeanAeds } from './bulk-aeds';
import { browserUnavailable, launchChromium } from './browser-map';
import { dispatchLine, measureDispatch } from './dispatch';
import { measureNearMeOnPhone } from './near-me-phone';
import { pacedLoad } from './paced-load';
import { startServerProcess } from './server-process';
import { MONACO } from '../test/helpers/reference-walks';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NODES = Number(process.env.BENCH_WALKING_NODES ?? 1_000_000);
const AEDS = Number(process.env.BENCH_WALKING_AEDS ?? 1_000_000);
const RATE = Number(process.env.BENCH_WALKING_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The ceiling for the nearest by walking through the API at a steady load. */
const P95_CEILING_MS = 300;
const SOUTH = 45.5;
const WEST = 13.5;
const STEP_LAT = 0.001;
const STEP_LON = 0.0014;

type Record = (name: string, value: string) => void;

/** A process's resident memory (Linux), 0 where it cannot be read. */
function residentBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A square grid of `side` x `side` corners, its streets along the rows and the columns. */
function grid(side: number) {
  const n = side * side;
  const lat7 = new Int32Array(n);
  const lon7 = new Int32Array(n);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      lat7[r * side + c] = Math.round((SOUTH + r * STEP_LAT) * 1e7);
      lon7[r * side + c] = Math.round((WEST + c * STEP_LON) * 1e7);
    }
  }
  const wayNodes = new Int32Array(2 * n);
  const wayStarts = new Uint32Array(2 * side + 1);
  let k = 0;
  let w = 0;
  for (let r = 0; r < side; r++, w++) {
    wayStarts[w] = k;
    for (let c = 0; c < side; c++) wayNodes[k++] = r * side + c;
  }
  for (let c = 0; c < side; c++, w++) {
    wayStarts[w] = k;
    for (let r = 0; r < side; r++) wayNodes[k++] = r * side + c;
  }
  wayStarts[w] = k;
  return { lat7, lon7, wayNodes, wayStarts };
}

async function nearMeOnPhone(url: string): Promise<[string, string][]> {
  const unavailable = browserUnavailable();
  if (unavailable) return [['walking: Near me list on a slow phone', unavailable]];
  const browser = await launchChromium();
  try {
    return await measureNearMeOnPhone(browser, url, 'walking');
  } finally {
    await browser.close();
  }
}

export async function measureWalking(record: Record) {
  // The PBF parse on real streets, per million graph nodes.
  const monacoStart = performance.now();
  const monaco = await footGraphFromExtract(MONACO);
  const monacoMs = performance.now() - monacoStart;
  record(
    'walking: read a real extract (Monaco)',
    `${monaco.extractNodes.toLocaleString('en')} nodes, ${monaco.lat7.length.toLocaleString('en')} of them on foot ways, in ${seconds(monacoMs)} (${seconds((monacoMs / monaco.extractNodes) * 1e6)} per million nodes of an extract)`,
  );

  const side = Math.round(Math.sqrt(NODES));
  const buildStart = performance.now();
  const parts = grid(side);
  const graph = graphFromWays(parts.lat7, parts.lon7, parts.wayNodes, parts.wayStarts);
  const buildMs = performance.now() - buildStart;
  const indexStart = performance.now();
  new Walker(graph);
  const indexMs = performance.now() - indexStart;
  const graphBytes = [graph.lat7, graph.lon7, graph.offsets, graph.targets, graph.meters, graph.component].reduce((sum, a) => sum + a.byteLength, 0);
  record(`walking: build the graph (${(side * side).toLocaleString('en')} nodes)`, `${seconds(buildMs)}, its search index ${seconds(indexMs)}; graph ${mb(graphBytes)}`);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'aedatlas-walking-bench-'));
  const extract = path.join(dir, 'grid.osm.pbf');
  writeFileSync(extract, `generated street grid of ${side} x ${side} corners\n`);
  const cacheFile = cacheFileFor(extract, await extractHash(extract));
  await writeGraphFile(cacheFile, graph);
  const loadStart = performance.now();
  const loaded = await readGraphFile(cacheFile);
  new Walker(loaded!);
  record('walking: start from the cache file', `${mb((await stat(cacheFile)).size)} read and indexed in ${seconds(performance.now() - loadStart)}`);

  const bench = await openBenchDatabase();
  const box = { minLat: SOUTH, maxLat: SOUTH + (side - 1) * STEP_LAT, minLon: WEST, maxLon: WEST + (side - 1) * STEP_LON };
  const insertStart = performance.now();
  await bulkInsertEuropeanAeds(bench.database.db, AEDS, { leaveOut: ADMIN_LIST_INDEXES, box });
  record(`walking: ${AEDS.toLocaleString('en')} AEDs over the grid`, `inserted in ${seconds(performance.now() - insertStart)}`);
  await bench.database.close();

  // The same points for both servers, spread over the grid.
  const points = Array.from({ length: 1000 }, (_, i) => ({
    lat: box.minLat + (((i * 7919) % 1000) / 1000) * (box.maxLat - box.minLat),
    lon: box.minLon + (((i * 104729) % 1000) / 1000) * (box.maxLon - box.minLon),
  }));
  const paths = points.map((p) => `/api/aed/nearest?lat=${p.lat.toFixed(6)}&lon=${p.lon.toFixed(6)}&limit=10`);
  const port = String(18_500 + Math.floor(Math.random() * 500));
  let phone: [string, string][] = [];
  let dispatch: [string, string] | undefined;
  const results: { name: string; p50Ms: number; p95Ms: number; p99Ms: number; errors: number; rss: number }[] = [];
  try {
    for (const [name, env] of [
      ['straight line', {}],
      ['walking', { WALKING_NETWORK_FILE: extract }],
    ] as const) {
      const server = await startServerProcess(repoRoot, { ...benchServerEnv(bench, port), ...env });
      try {
        // Ready when it answers (a million AEDs take the embedded database a while to open), and
        // with the network, when it answers by walking.
        const wanted = name === 'walking' ? 'route' : 'straight';
        let basis: string | undefined;
        for (let i = 0; i < 1500 && basis !== wanted; i++) {
          const answer = await fetch(`${server.url}${paths[0]}`).then((r) => (r.ok ? (r.json() as Promise<{ walkingBasis: string }[]>) : []), () => []);
          basis = answer[0]?.walkingBasis;
          if (basis !== wanted) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        if (basis !== wanted) throw new Error(`the ${name} server did not answer by ${wanted} within 5 minutes`);
        await pacedLoad({ url: server.url, paths: paths.slice(0, 100), rate: RATE, seconds: 3, expectStatus: 200 });
        const result = await pacedLoad({ url: server.url, paths, rate: RATE, seconds: SECONDS, expectStatus: 200 });
        results.push({ name, ...result, errors: result.errors + result.wrongStatus, rss: residentBytes(server.pid) });
        // The P6 budget with walking times: Near me on a throttled phone in Ljubljana (on the grid).
        if (name === 'walking') phone = await nearMeOnPhone(server.url);
        // The dispatch view on the same server and AEDs (dispatch.ts).
        if (name === 'walking') dispatch = dispatchLine(AEDS, RATE, await measureDispatch(server.url, points, RATE, SECONDS));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await bench.drop();
    await rm(dir, { recursive: true, force: true });
  }
  const [straight, walking] = results;
  for (const r of results) record(`walking: nearest, ${r.name}, ${RATE}/s`, `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors; server ${mb(r.rss)} resident`);
  for (const [name, value] of phone) record(name, value);
  if (dispatch) record(...dispatch);
  record('walking: the network in the server', `${mb(walking!.rss - straight!.rss)} more resident memory than without it`);
  record(
    'walking: nearest by walking, p95 (ceiling 300 ms)',
    `${walking!.p95Ms} ms: ${walking!.p95Ms <= P95_CEILING_MS ? 'met' : 'missed'}; ${(walking!.p95Ms / straight!.p95Ms).toFixed(2)}x the straight line's ${straight!.p95Ms} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`walking bench on ${describeMachine(process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite')}`);
  await measureWalking((name, value) => console.log(`${name.padEnd(58)} ${value}`));
}
