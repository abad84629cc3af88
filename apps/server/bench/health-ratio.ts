import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpLoad, type LoadResult } from './load';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A bare node:http server in its own process, as the ceiling the whole stack is compared with. */
async function startBareServer(port: number) {
  const child = fork(path.join(here, 'bare-server.ts'), [], { env: { ...process.env, PORT: String(port) }, execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}

/**
 * P1: /api/health through every plugin of the app next to the bare server, measured in turns
 * (app, bare, app, bare) so both see the same machine; the better turn of each counts.
 */
export async function measureHealthRatio(appUrl: string, seconds: number): Promise<{ app: LoadResult; bare: LoadResult; ratio: number }> {
  const bare = await startBareServer(19000 + Math.floor(Math.random() * 900));
  try {
    const turns: { app: LoadResult[]; bare: LoadResult[] } = { app: [], bare: [] };
    for (let i = 0; i < 2; i++) {
      turns.app.push(await httpLoad({ url: appUrl, paths: ['/api/health'], seconds }));
      turns.bare.push(await httpLoad({ url: bare.url, paths: ['/api/health'], seconds }));
    }
    const best = (results: LoadResult[]) => results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    const app = best(turns.app);
    const ceiling = best(turns.bare);
    return { app, bare: ceiling, ratio: app.requestsPerSecond / ceiling.requestsPerSecond };
  } finally {
    bare.stop();
  }
}
