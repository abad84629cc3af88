import { Worker } from 'node:worker_threads';
import type { Throughput } from './load';

export interface PacedOptions {
  url: string;
  paths: string[];
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
  headers?: Record<string, string>;
  expectStatus?: number;
}

export interface PacedResult extends Throughput {
  sent: number;
  errors: number;
  /** Answers with another status than expected. */
  wrongStatus: number;
  maxMs: number;
}

/**
 * A steady open-loop load (paced-load-thread.mjs), sent from a thread of its own. Its latencies
 * count from each request's due moment, so whatever holds the sender back counts as the server's
 * time: on the bench's main thread that was the bench itself, whose heap holds what it imported
 * and measured before (over 200 MB), and whose collections held requests back by up to 23 ms. A
 * thread has a heap of its own, a few MB here.
 */
export function pacedLoad(opts: PacedOptions): Promise<PacedResult> {
  return startPacedLoad(opts).result;
}

/** A paced load whose headers can change while it runs (a new access token in a long soak). */
export function startPacedLoad(opts: PacedOptions): { result: Promise<PacedResult>; setHeaders(headers: Record<string, string>): void } {
  const worker = new Worker(new URL('./paced-load-thread.mjs', import.meta.url), { workerData: opts });
  const result = new Promise<PacedResult>((resolve, reject) => {
    worker.once('message', (answer: PacedResult) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the paced load's thread stopped (exit code ${code}) before it answered`)));
  });
  return { result, setHeaders: (headers) => worker.postMessage({ headers }) };
}
