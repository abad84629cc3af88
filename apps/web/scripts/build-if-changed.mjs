// `npm start` builds the web app only when its inputs changed since the last build: a restart
// must not wait for a build of what is already built. The inputs' fingerprint (paths, sizes and
// contents) is kept next to the build; a missing or different fingerprint means build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsFingerprint } from '../../../scripts/inputs-fingerprint.mjs';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '../..');
const dist = path.resolve(web, process.env.WEB_OUT_DIR ?? 'dist');
const stampFile = path.join(dist, '.inputs-fingerprint');
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(web, 'scripts'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'package-lock.json'),
];

const current = inputsFingerprint(root, inputs);
const built = existsSync(path.join(dist, 'index.html')) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (built === current) {
  console.log('web app is up to date; not rebuilding');
} else {
  // Always a production build: Vite builds React's development bundle (JSX with dev checks, twice
  // the bytes) when the caller's NODE_ENV says otherwise, as a test runner's 'test' does.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@aedatlas/web'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}
