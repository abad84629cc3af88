/**
 * The P lines measured on the bench's own server (P2 and P6, the map's, are in map-budgets.ts):
 * each figure next to its ceiling from the same run, with its goal.
 */
import os from 'node:os';
import type { Db } from '../src/db/client';
import { nearestAeds } from '../src/modules/aeds/aeds.repo';
import { ADMIN_BROWSE_QUERIES, adminListOnDatabase, adminListSteady, adminListThroughApi } from './admin-list';
import { passwordGrantsNextToArgon2, refreshGrants } from './grants';
import { measureHealthRatio, measureLogCost } from './health-ratio';
import { callLoad, httpLoad, type Throughput } from './load';
import { emergencyReadPaths, nearestPaths, NEAREST_POINTS } from './nearest-paths';
import { benchAdminToken } from './notifications';
import { pacedLoad } from './paced-load';
import { ratioLine, record } from './report';
import { describeCpuSplit } from './thread-cpu';
import { compareCappedInstances, compareInstances } from './two-instances';

/**
 * The load at which P3's latency is read: 200 requests a second (a busy country's map), but never
 * more than 40% of what one instance answers flat-out on this machine in the same run: on a slower
 * machine a fixed rate would be saturation, and its p99 would measure a queue, not a request.
 */
const STEADY_RATE = 200;
const STEADY_SHARE = 0.4;
/** P4's: a busy admin team (each list page is a search, a sort, a page and a count). */
export const ADMIN_STEADY_RATE = 10;
/**
 * P7's share of a core for each instance when capped (P7_CORES): small enough that two of them,
 * PostgreSQL and the load generator fit in two cores, so each instance is bound by its own share,
 * as on a machine of its own.
 */
export const P7_CORES = Number(process.env.P7_CORES ?? 0.25);

/** P3's and P4's ceilings, the same calls straight on the database. */
export async function measureOnDatabase(db: Db, seconds: number) {
  // Nearest 10, straight on the database, before the server takes the database over.
  const direct = await callLoad((i) => {
    const [lat, lon] = NEAREST_POINTS[i % NEAREST_POINTS.length];
    return nearestAeds(db, lat, lon, 10);
  }, { seconds });
  const adminListDirect = await adminListOnDatabase(db, seconds);
  return { nearest: direct, adminList: adminListDirect };
}

/** P1: /api/health through the app next to bare node:http, then at production's log level. */
export async function recordHealth(url: string, repoRoot: string, seconds: number) {
  const p1 = await measureHealthRatio(url, Math.min(seconds, 5));
  record('P1 /api/health through the app: requests/s, p99', `${p1.app.requestsPerSecond} req/s, p99 ${p1.app.p99Ms} ms`);
  record('P1 bare node:http (ceiling, same run): requests/s, p99', `${p1.bare.requestsPerSecond} req/s, p99 ${p1.bare.p99Ms} ms`);
  record('P1 bare node:http sending the app\'s very bytes: requests/s', `${p1.sameBytes.requestsPerSecond} req/s, p99 ${p1.sameBytes.p99Ms} ms`);
  ratioLine('P1 /api/health: the app / bare node:http', `${p1.app.requestsPerSecond} req/s`, `${p1.bare.requestsPerSecond} req/s`, p1.ratio, 0.8, `app / bare sending the app's very bytes ${p1.sameBytesRatio.toFixed(2)}x`);
  const logs = await measureLogCost(repoRoot, Math.min(seconds, 5));
  record(
    'P1 /api/health at LOG_LEVEL=info (production\'s default: one line a request, read off a pipe) / at warn (the bench\'s level)',
    `${logs.atInfo.requestsPerSecond} req/s / ${logs.atWarn.requestsPerSecond} req/s: ${logs.ratio.toFixed(2)}x`,
  );
  ratioLine('P1 /api/health as production starts (LOG_LEVEL=info, log read off a pipe) / bare node:http', `${logs.atInfo.requestsPerSecond} req/s`, `${logs.bare.requestsPerSecond} req/s`, logs.infoToBare, 0.8, `log written to a file ${logs.fileToBare.toFixed(2)}x`);
}

/** P3: nearest-10 through the API next to `direct`, and its p99 at a steady load. */
export async function recordNearest(url: string, direct: Throughput, seconds: number) {
  const api = await httpLoad({ url, paths: nearestPaths, seconds });
  record('nearest-10 through the API: requests/s, p50, p99', `${api.requestsPerSecond} req/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms`);
  record('nearest-10 straight on the database: queries/s, p50, p99', `${direct.requestsPerSecond} q/s, p50 ${direct.p50Ms} ms, p99 ${direct.p99Ms} ms`);
  const steadyRate = Math.min(STEADY_RATE, Math.round(api.requestsPerSecond * STEADY_SHARE));
  const steady = await pacedLoad({ url, paths: nearestPaths, seconds, rate: steadyRate });
  ratioLine(
    'P3 nearest-10: API / the same SQL, 10 at a time',
    `${api.requestsPerSecond} req/s`,
    `${direct.requestsPerSecond} q/s`,
    api.requestsPerSecond / direct.requestsPerSecond,
    0.5,
    `p99 at a steady ${steadyRate} req/s (evenly spaced, ${Math.round((steadyRate / api.requestsPerSecond) * 100)}% of the flat-out rate) ${steady.p99Ms} ms (goal <= 15 ms: ${steady.p99Ms <= 15 ? 'met' : 'missed'})`,
  );
  return api;
}

/** P4: the admin AED list through the API next to `adminListDirect`, with and without a search. */
export async function recordAdminList(url: string, adminListDirect: Throughput, seconds: number) {
  const adminToken = await benchAdminToken(url);
  const adminList = await adminListThroughApi(url, adminToken, seconds);
  const adminSteady = await adminListSteady(url, adminToken, seconds, ADMIN_STEADY_RATE);
  ratioLine(
    'P4 admin AED list (search, sort, count): API / the same SQL',
    `${adminList.requestsPerSecond} req/s`,
    `${adminListDirect.requestsPerSecond} q/s`,
    adminList.requestsPerSecond / adminListDirect.requestsPerSecond,
    0.6,
    `p95 at a steady ${ADMIN_STEADY_RATE} req/s (evenly spaced, ${Math.round((ADMIN_STEADY_RATE / adminList.requestsPerSecond) * 100)}% of the flat-out rate) ${adminSteady.p95Ms} ms (goal <= 10 ms: ${adminSteady.p95Ms <= 10 ? 'met' : 'missed'})`,
  );

  const browse = await adminListSteady(url, adminToken, seconds, ADMIN_STEADY_RATE, ADMIN_BROWSE_QUERIES);
  record(
    `P4 admin AED list without a search (each sort, both ways, pages 0-4): p50, p95 at a steady ${ADMIN_STEADY_RATE} req/s`,
    `${browse.p50Ms} ms, ${browse.p95Ms} ms (${browse.errors + browse.wrongStatus} failed; goal <= 10 ms: ${browse.p95Ms <= 10 ? 'met' : 'missed'})`,
  );
  return adminList;
}

/** P5: password grants next to argon2id verifications in one process, then refresh grants. */
export async function recordGrants(url: string, seconds: number, server: { pid: number; postgres: boolean }) {
  const { argon2, grants, split } = await passwordGrantsNextToArgon2(url, seconds, server);
  ratioLine('P5 password grants / argon2id verifications in one process', `${grants.requestsPerSecond} /s`, `${argon2.requestsPerSecond} /s (${argon2.how})`, grants.requestsPerSecond / argon2.requestsPerSecond, 0.85);
  if (split && argon2.split) record('P5 where the CPU went (per thread, from /proc)', describeCpuSplit(split, argon2.split));
  const refreshes = await refreshGrants(url, seconds);
  record('P5 refresh grants (goal >= 480 /s)', `${refreshes.requestsPerSecond} /s, p99 ${refreshes.p99Ms} ms: ${refreshes.requestsPerSecond >= 480 ? 'met' : 'missed'}`);
  return grants;
}

/** P7: reads on two instances next to one, on the shared cores and capped; PostgreSQL only. */
export async function recordInstances(repoRoot: string, serverEnv: Record<string, string>, port: string, url: string, seconds: number, postgres: boolean) {
  if (postgres) {
    const reads = await emergencyReadPaths(url);
    const instances = await compareInstances(repoRoot, serverEnv, url, reads, seconds);
    ratioLine(
      'P7 reads (nearest-10, AED pages) on two instances / one, one PostgreSQL, on the shared cores',
      `${instances.two.requestsPerSecond} req/s`,
      `${instances.one.requestsPerSecond} req/s`,
      instances.ratio,
      1.7,
      `${os.cpus().length} cores shared by the load generator, PostgreSQL and the instances (${instances.busyCoresWithTwo.toFixed(2)} busy with two)`,
    );
    const capped = await compareCappedInstances(repoRoot, serverEnv, Number(port) + 2, reads, seconds, P7_CORES);
    const cappedName = `P7 reads (nearest-10, AED pages) on two instances / one, each held to ${P7_CORES} of a core (cgroup)`;
    if ('unavailable' in capped) record(cappedName, `not measured: ${capped.unavailable}`);
    else {
      ratioLine(
        cappedName,
        `${capped.two.requestsPerSecond} req/s, p99 ${capped.two.p99Ms} ms`,
        `${capped.one.requestsPerSecond} req/s, p99 ${capped.one.p99Ms} ms`,
        capped.ratio,
        1.7,
        `the load generator and PostgreSQL outside the caps, ${capped.busyCoresWithTwo.toFixed(2)} of ${os.cpus().length} cores busy with two; ${capped.two.errors + capped.two.non2xx} failed`,
      );
    }
  } else record('P7 two instances / one', 'PostgreSQL only (BENCH_DATABASE_URL): the embedded database belongs to one process');
}
