import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenUrl } from './helpers/app';
import { MONACO } from './helpers/reference-walks';
import { freePort } from './helpers/free-port';

// The production build laid out as the Docker image has it (node_modules, apps/server/package.json
// and apps/server/dist), run by plain node with NODE_ENV=production from a copy outside the
// repository, so it can neither compile TypeScript nor reach into apps/server/src for migrations
// or seed data.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const admin = { email: 'ops@example.test', password: 'Production-admin-1' };

// Loaded with --import before the server: any TypeScript module the process loads is an error.
const guardHooks = `export async function load(url, context, next) {
  if (/\\.[cm]?tsx?$/.test(new URL(url).pathname)) throw new Error('TypeScript loaded at run time: ' + url);
  return next(url, context);
}`;
const guard = `import { register } from 'node:module';\nregister(new URL('./no-typescript-hooks.mjs', import.meta.url));\n`;

let deployDir: string;
let server: ChildProcess;
let output = '';
let base: string;

async function waitReady(url: string) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output}`);
    if (await fetch(`${url}/api/ready`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready:\n${output}`);
}

beforeAll(async () => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'aedatlas-dist-'));
  // Built into the copy, never over apps/server/dist: other test files start servers from that
  // folder meanwhile, and a build clears it first.
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs', path.join(deployDir, 'apps/server/dist')], { cwd: repoRoot, stdio: 'pipe' });
  cpSync(path.join(repoRoot, 'apps/server/package.json'), path.join(deployDir, 'apps/server/package.json'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(deployDir, 'node_modules'), 'dir');
  writeFileSync(path.join(deployDir, 'no-typescript-hooks.mjs'), guardHooks);
  writeFileSync(path.join(deployDir, 'no-typescript.mjs'), guard);
  cpSync(MONACO, path.join(deployDir, 'monaco.osm.pbf'));

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', './no-typescript.mjs', 'apps/server/dist/main.js'], {
    cwd: deployDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      WALKING_NETWORK_FILE: 'monaco.osm.pbf',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  await waitReady(base);
}, 90_000);

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  if (deployDir) rmSync(deployDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('bundles the contracts and leaves no TypeScript or tsx to load', () => {
    const bundle = readFileSync(path.join(deployDir, 'apps/server/dist/main.js'), 'utf8');
    expect(bundle).not.toMatch(/["']@aedatlas\/contracts["']/);
    expect(bundle).not.toMatch(/["']tsx(\/[^"']*)?["']/);
    expect(bundle).not.toMatch(/from\s+["'][^"']+\.ts["']/);
  });

  it('loads the packages only some settings or the first upload, mail or push need when they are needed, not at start', () => {
    const bundle = readFileSync(path.join(deployDir, 'apps/server/dist/main.js'), 'utf8');
    const loadedAtStart = [...bundle.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]);
    // What every start needs is in the bundle, not read file by file from node_modules.
    for (const bundled of ['fastify', 'zod', 'drizzle-orm', 'pino', 'pg-boss', 'jose']) expect(loadedAtStart, bundled).not.toContain(bundled);
    for (const lazy of ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner', 'ioredis', 'nodemailer', 'sharp', 'file-type', 'web-push']) {
      expect(loadedAtStart, lazy).not.toContain(lazy);
      expect(bundle, lazy).toContain(`import("${lazy}")`);
    }
  });

  it("builds the web app for production under `npm start`, whatever NODE_ENV the caller has (a test runner's 'test')", () => {
    const out = mkdtempSync(path.join(tmpdir(), 'aedatlas-web-'));
    try {
      execFileSync(process.execPath, ['apps/web/scripts/build-if-changed.mjs'], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', WEB_OUT_DIR: out }, stdio: 'pipe' });
      const assets = path.join(out, 'assets');
      const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
      const code = scripts.map((name) => readFileSync(path.join(assets, name), 'utf8')).join('\n');
      expect(code).toContain('createRoot');
      // React's development JSX runtime: thousands of calls in a development build, none in production.
      expect(code).not.toContain('jsxDEV');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('the TypeScript guard it runs under does refuse a .ts module', () => {
    const tsModule = path.join(repoRoot, 'packages/contracts/src/index.ts');
    const run = spawnSync(process.execPath, ['--import', './no-typescript.mjs', '--input-type=module', '-e', `await import(${JSON.stringify(tsModule)})`], {
      cwd: deployDir,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('TypeScript loaded at run time');
  });

  it('answers the probes', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
  });

  it('serves the seeded AEDs from the database, nearest first', async () => {
    const res = await fetch(`${base}/api/aed/nearest?lat=46.05&lon=14.5&limit=3`);
    expect(res.status).toBe(200);
    const aeds = (await res.json()) as { latitude: number; longitude: number; distance?: number }[];
    expect(aeds).toHaveLength(3);
    for (const aed of aeds) {
      expect(Math.abs(aed.latitude - 46.05)).toBeLessThan(0.1);
      expect(Math.abs(aed.longitude - 14.5)).toBeLessThan(0.1);
    }
  });

  it('walks on the streets with its compiled walking thread, under the same guard', async () => {
    // From Monaco's streets to the bundled Slovenian AEDs, far from any of its ways: "approx.",
    // measured by the walking thread (without it: "straight").
    let basis: string | undefined;
    for (let i = 0; i < 150 && basis !== 'approx'; i++) {
      const res = await fetch(`${base}/api/aed/nearest?lat=43.7359&lon=7.4274&limit=1`);
      basis = ((await res.json()) as { walkingBasis: string }[])[0]?.walkingBasis;
      if (basis !== 'approx') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(basis).toBe('approx');
    expect(readdirSync(deployDir).filter((name) => name.endsWith('.bin'))).toHaveLength(1);
  });

  it('answers with the settings the contracts define', async () => {
    const res = await fetch(`${base}/api/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ realm: 'aedatlas', clientId: 'aedatlas-web', issuer: `${base.replace('127.0.0.1', 'localhost')}/auth/realms/aedatlas` });
  });

  it('issues tokens to the configured admin, whose token the API accepts, and has no demo accounts', async () => {
    const grant = (username: string, password: string) =>
      fetch(`${base}${tokenUrl()}`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username, password }),
      });
    const res = await grant(admin.email, admin.password);
    expect(res.status).toBe(200);
    const { access_token: token } = (await res.json()) as { access_token: string };
    const me = await fetch(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: admin.email });

    expect((await grant('admin@aedatlas.test', 'Admin123!')).status).toBe(401);
  });

  it('shuts down cleanly on SIGTERM, having loaded no TypeScript', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).not.toContain('TypeScript loaded at run time');
  }, 20_000);
});
