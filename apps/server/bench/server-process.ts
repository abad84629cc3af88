import { spawn } from 'node:child_process';
import { request } from 'node:http';

/** The real server in a process of its own, so the load generator does not share its event loop. */
export async function startServerProcess(repoRoot: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/ready`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Bytes on the wire for one GET with the given encoding (fetch would decompress and hide it). */
export function wireSize(url: string, encoding: string): Promise<{ bytes: number; ms: number; etag: string }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, ms: performance.now() - start, etag: String(res.headers.etag) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
