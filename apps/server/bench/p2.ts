/** npm run bench:p2 — only the P2 figures: cached map tiles and their 304s next to nginx serving the same bytes. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process';
import { compareTilesWithNginx } from './tiles-vs-nginx';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = String(18000 + Math.floor(Math.random() * 1000));
const server = await startServerProcess(repoRoot, { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: 'memory://', SEED_DEMO_DATA: 'true' });
try {
  for (const [label, value] of await compareTilesWithNginx(server.url, 'demo data', seconds)) console.log(`${label}: ${value}`);
} finally {
  await server.stop();
}
