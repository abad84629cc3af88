import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A thread started from a TypeScript file, as the tests and `npm run dev` run the server: the
 * thread registers tsx first, then imports the file. Never in the built server: the build gives
 * every `*.source-only.ts` an empty module (scripts/build.mjs), and the bundle starts the thread's
 * own compiled file instead.
 */
export function startTypeScriptThread(file: URL, workerData: unknown): Worker {
  // tsx's ESM entry (require.resolve names its CommonJS one, which cannot register ESM hooks).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}
