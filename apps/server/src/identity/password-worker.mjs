// One password hashing thread of password-threads.ts: a job at a time, answered by its id.
// Plain JavaScript, so the same file runs from source and from the build with nothing to compile.
import { hashSync, verifySync } from '@node-rs/argon2';
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (job) => {
  let answer;
  try {
    answer = job.kind === 'hash' ? { id: job.id, hash: hashSync(job.password, job.options) } : { id: job.id, ok: verifySync(job.hash, job.password) };
  } catch (err) {
    // A stored hash that cannot be read throws; the caller decides what that means.
    answer = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort.postMessage(answer);
});
