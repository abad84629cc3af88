// `npm start` builds the server only when its inputs changed since the last build, the same way
// apps/web/scripts/build-if-changed.mjs does for the web app: the inputs' fingerprint (paths, sizes
// and contents) is kept next to the build; a missing or different fingerprint means build.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsFingerprint } from '../../../scripts/inputs-fingerprint.mjs';
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

const current = inputsFingerprint(root, inputs);
const complete = Object.keys(entries).every((name) => existsSync(path.join(distDir, `${name}.js`)));
const built = complete && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (built === current) {
  console.log('server is up to date; not rebuilding');
} else {
  await buildServer();
  writeFileSync(stampFile, current);
  console.log('server built');
}
