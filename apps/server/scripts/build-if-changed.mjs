// `npm start` builds the server only when its inputs changed since the last build, the same way
// apps/web/scripts/build-if-changed.mjs does for the web app: the inputs' fingerprint (paths, sizes
// and contents) is kept next to the build; a missing or different fingerprint means build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, distDir, entries } from './build.mjs';

const server = path.resolve(import.meta.dirname, '..');
const root = path.resolve(server, '../..');
const stampFile = path.join(distDir, '.inputs-fingerprint');
const inputs = [
  path.join(server, 'src'),
  path.join(server, 'scripts'),
  path.join(server, 'package.json'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'packages/contracts/package.json'),
  path.join(root, 'package-lock.json'),
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) for (const file of files(input)) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const current = fingerprint();
const complete = Object.keys(entries).every((name) => existsSync(path.join(distDir, `${name}.js`)));
const built = complete && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (built === current) {
  console.log('server is up to date; not rebuilding');
} else {
  await buildServer();
  writeFileSync(stampFile, current);
  console.log('server built');
}
