import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { freePort } from '../test/helpers/free-port';
import path from 'node:path';

/** A file nginx serves, with the app's own headers for it. */
export interface StaticAnswer {
  path: string;
  body: Buffer;
  etag: string;
}

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const findNginx = () => NGINX_PATHS.find((p) => existsSync(p)) ?? null;

/**
 * nginx for the bench only, never a product dependency: installed with apt when it is missing
 * and this process may (root). Answers the binary, or why there is none.
 */
export function ensureNginx(): { binary: string } | { missing: string } {
  const found = findNginx();
  if (found) return { binary: found };
  if (process.getuid?.() !== 0) return { missing: 'nginx is not installed and installing it needs root (apt-get install -y nginx)' };
  const apt = (...args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 }).status === 0;
  console.log('installing nginx with apt for the tile comparison (bench only)');
  if (!apt('install', '-y', '--no-install-recommends', 'nginx')) apt('update');
  const installed = findNginx() ?? (apt('install', '-y', '--no-install-recommends', 'nginx') ? findNginx() : null);
  return installed ? { binary: installed } : { missing: 'apt-get install -y nginx failed' };
}

/** An nginx string: double quotes, with backslashes and double quotes escaped. */
const quote = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * Runs nginx on a free port in `dir` (config, pid file, logs and files all there), serving
 * `answers` as the app does: the same body bytes, Content-Type, Content-Encoding, ETag and other
 * headers, and a 304 when If-None-Match names the ETag. One worker, like the app's one process;
 * `stop` ends this nginx only (its master's pid).
 */
export async function startNginx(binary: string, dir: string, answers: StaticAnswer[], headers: Record<string, string>) {
  const port = await freePort();
  // Started as root, nginx's worker runs as nobody: it must be able to read the files.
  chmodSync(dir, 0o755);
  const root = path.join(dir, 'www');
  for (const answer of answers) {
    const file = path.join(root, answer.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, answer.body);
  }
  const { 'content-type': contentType, ...others } = headers;
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  gzip off;
  etag off;
  server_tokens off;
  map $uri $answer_etag {
    default '-';
${answers.map((a) => `    ${quote(a.path)} ${quote(a.etag)};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      types { }
      default_type ${quote(contentType ?? 'application/json; charset=utf-8')};
      if ($http_if_none_match = $answer_etag) { return 304; }
      add_header Content-Encoding br;
      add_header ETag $answer_etag;
${Object.entries(others)
  // nginx would read a '$' as a variable; no header of the app's has one.
  .filter(([, value]) => !value.includes('$'))
  .map(([name, value]) => `      add_header ${name} ${quote(value)};`).join('\n')}
    }
  }
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child = spawn(binary, ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (log: ${dir}/error.log)`);
    if (await fetch(`${url}${answers[0].path}`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
