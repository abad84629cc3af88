// The sending thread of paced-load.ts. Plain JavaScript: a worker thread does not get the
// TypeScript loader the bench runs under.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * An open-loop load: requests start at evenly spaced moments (`rate` per second, round-robin over
 * `paths`), whether or not earlier ones were answered, as independent people's requests do. Each
 * latency counts from the moment its request was due, so a stalled server cannot hide behind a
 * generator that waited for it. (autocannon's rate option sends each connection's share of a
 * second back to back at the start of the second: a burst, not a steady load.)
 *
 * @param {import('./paced-load').PacedOptions} opts
 * @returns {Promise<import('./paced-load').PacedResult>}
 */
async function runPacedLoad(opts) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const expected = opts.expectStatus ?? 200;
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let wrongStatus = 0;
  let sent = 0;
  /** @type {Set<Promise<void>>} */
  const pending = new Set();

  /** @param {number} due */
  const send = (due) => {
    const path = opts.paths[sent % opts.paths.length];
    sent += 1;
    /** @type {Promise<void>} */
    const done = new Promise((resolve) => {
      const req = http.get(`${opts.url}${path}`, { agent, headers: opts.headers, timeout: 30_000 }, (res) => {
        if (res.statusCode !== expected) wrongStatus += 1;
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          resolve();
        });
        res.on('error', () => {
          errors += 1;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now();
  while (sent < total) {
    const now = performance.now();
    // Every request whose moment has come goes now (a timer may wake late).
    while (sent < total && start + sent * interval <= now) send(start + sent * interval);
    const nextDue = start + sent * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(pending);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  /** @param {number} p */
  const pct = (p) => (latencies.length ? Number(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1)) : 0);
  return {
    requestsPerSecond: Math.round(latencies.length / opts.seconds),
    p50Ms: pct(0.5),
    p95Ms: pct(0.95),
    p99Ms: pct(0.99),
    maxMs: pct(1),
    sent,
    errors,
    wrongStatus,
  };
}

// New headers while running (a soak outlives an access token: its sender gets the next one).
parentPort.on('message', (message) => {
  if (message?.headers) workerData.headers = message.headers;
});
parentPort.postMessage(await runPacedLoad(workerData));
parentPort.close();
