/** npm run bench:p1 — only the P1 figure: /api/health through the whole app next to bare node:http. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHealthRatio, measureLogCost } from './health-ratio';
import { startServerProcess } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = String(18000 + Math.floor(Math.random() * 1000));
const server = await startServerProcess(repoRoot, { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: 'memory://' });
try {
  const p1 = await measureHealthRatio(server.url, seconds);
  console.log(`P1 /api/health through the app:          ${p1.app.requestsPerSecond} req/s, p99 ${p1.app.p99Ms} ms`);
  console.log(`P1 bare node:http, minimal answer:       ${p1.bare.requestsPerSecond} req/s, p99 ${p1.bare.p99Ms} ms`);
  console.log(`P1 bare node:http, the app's very bytes: ${p1.sameBytes.requestsPerSecond} req/s, p99 ${p1.sameBytes.p99Ms} ms`);
  console.log(`P1 ratio app / bare minimal: ${p1.ratio.toFixed(2)}x; app / bare same bytes: ${p1.sameBytesRatio.toFixed(2)}x (goal >= 0.80x)`);
} finally {
  await server.stop();
}
const logs = await measureLogCost(repoRoot, seconds);
console.log(`P1 /api/health at LOG_LEVEL=info (one line a request, read off a pipe): ${logs.atInfo.requestsPerSecond} req/s, at warn ${logs.atWarn.requestsPerSecond} req/s: ${logs.ratio.toFixed(2)}x`);
console.log(`P1 as production starts (LOG_LEVEL=info), log read off a pipe: ${logs.atInfo.requestsPerSecond} req/s, ${logs.infoToBare.toFixed(2)}x of bare node:http (${logs.bare.requestsPerSecond} req/s) (goal >= 0.80x)`);
console.log(`P1 as production starts (LOG_LEVEL=info), log written to a file: ${logs.atInfoToFile.requestsPerSecond} req/s, ${logs.fileToBare.toFixed(2)}x of bare node:http`);
