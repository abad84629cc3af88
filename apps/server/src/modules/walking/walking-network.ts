import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Point, Walk } from './shortest-walks';
import { startTypeScriptThread } from './typescript-thread.source-only';
import type { NetworkFacts, ThreadAnswer, ThreadQuestion } from './walking-messages';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type WalkingRoute = { meters: number; path: [number, number][] };

/**
 * The server's handle on the walking network: a thread of its own (walking-thread.ts) that loads
 * the graph and answers. Until it is ready, and if it fails or is slow to answer, the callers get
 * undefined and rank by the straight line, as without a network file: the map never waits on it.
 */
export interface WalkingNetwork {
  state(): 'loading' | 'ready' | 'failed';
  facts(): NetworkFacts | undefined;
  /** Walks from `from` to each target; undefined when the network cannot answer now. */
  walks(from: Point, targets: Point[], reachMeters: number): Promise<Walk[] | undefined>;
  /** The path, null when no walk joins them, undefined when the network cannot answer now. */
  route(from: Point, to: Point, reachMeters: number): Promise<WalkingRoute | null | undefined>;
  close(): Promise<void>;
}

/** An answer later than this is not waited for: the list goes out by straight line. */
export const WALKING_ANSWER_TIMEOUT_MS = 2_000;

// Built, the thread is a file of its own beside this one (scripts/build.mjs); from the TypeScript
// source (tests, `npm run dev`) it is started through tsx.
function startThread(file: string): Worker {
  if (process.env.AEDATLAS_BUNDLE === 'true') return new Worker(new URL('./walking-thread.js', import.meta.url), { workerData: { file } });
  return startTypeScriptThread(new URL('./walking-thread.ts', import.meta.url), { file });
}

export function startWalkingNetwork(file: string, log: FastifyBaseLogger): WalkingNetwork {
  let state: 'loading' | 'ready' | 'failed' = 'loading';
  let facts: NetworkFacts | undefined;
  let nextId = 0;
  const pending = new Map<number, (answer: ThreadAnswer | undefined) => void>();
  const worker = startThread(file);
  // The thread never keeps the process alive on its own.
  worker.unref();
  worker.on('message', (answer: ThreadAnswer) => {
    if (answer.kind === 'ready') {
      state = 'ready';
      facts = answer.facts;
      log.info({ walkingNetwork: { file, ...answer.facts } }, 'walking network ready');
    } else if (answer.kind === 'failed') {
      state = 'failed';
      log.error({ walkingNetwork: { file } }, `The walking network could not be loaded (${answer.message}); nearest AEDs are ranked by straight line`);
    } else if (answer.kind === 'warning') {
      log.warn(answer.message);
    } else {
      const done = pending.get(answer.id);
      pending.delete(answer.id);
      done?.(answer);
    }
  });
  const fail = (reason: string) => {
    if (state !== 'failed') log.error({ walkingNetwork: { file } }, `The walking network stopped (${reason}); nearest AEDs are ranked by straight line`);
    state = 'failed';
    for (const done of pending.values()) done(undefined);
    pending.clear();
  };
  worker.on('error', (err) => fail(err.message));
  worker.on('exit', (code) => fail(`its thread exited with ${code}`));

  function ask(question: DistributiveOmit<ThreadQuestion, 'id'>): Promise<ThreadAnswer | undefined> {
    if (state !== 'ready') return Promise.resolve(undefined);
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(undefined);
      }, WALKING_ANSWER_TIMEOUT_MS);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      worker.postMessage({ ...question, id });
    });
  }

  return {
    state: () => state,
    facts: () => facts,
    async walks(from, targets, reachMeters) {
      const answer = await ask({ kind: 'walks', from, targets, reachMeters });
      return answer?.kind === 'walks' ? answer.walks : undefined;
    },
    async route(from, to, reachMeters) {
      const answer = await ask({ kind: 'route', from, to, reachMeters });
      return answer?.kind === 'route' ? answer.route : undefined;
    },
    async close() {
      state = 'failed';
      await worker.terminate();
    },
  };
}
