import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it wrote, stdout and stderr as they came. */
  output(): string;
  stderr(): string;
}

/**
 * The server's entry (src/main.ts) in a process of its own, as `npm run dev` runs it, with only
 * the given settings (and PATH): what an operator's start sees. Kill it with `child.kill`.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => {
    output += d;
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, stderr: () => stderr };
}

/** Waits until the process answers /api/ready on `port`; fails early with its output if it exits. */
export async function waitReady(port: number, server?: ServerProcess) {
  for (let i = 0; i < 300; i++) {
    if (server?.child.exitCode != null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}
