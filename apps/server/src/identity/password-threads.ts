import type { Options } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing on threads of its own, one per core (at most MAX_THREADS).
 *
 * argon2id through libuv's shared pool had two costs: the pool has 4 threads whatever the machine,
 * so sign-ins could use at most 4 cores on a large one and, on a small one, 4 hashes of 19 MiB each
 * fought over 2 cores' caches (a quarter fewer verifications per second on 2 cores); and every file
 * read, DNS lookup and WebCrypto call of the server queued behind the hashes of a burst of
 * sign-ins. Here each thread runs one hash at a time and jobs wait in the thread's own queue.
 */
const MAX_THREADS = 8;

/** How many hashing threads a process runs (once started): one per core, at most MAX_THREADS. */
export const hashingThreadCount = () => Math.max(1, Math.min(availableParallelism(), MAX_THREADS));
// Copied beside the bundle by the build, like every file of src that is not TypeScript.
const WORKER_FILE = new URL('./password-worker.mjs', import.meta.url);

/** What a thread is asked (password-worker.mjs) and what it answers. */
type PasswordTask = { kind: 'hash'; password: string; options: Options } | { kind: 'verify'; hash: string; password: string };
type PasswordAnswer = { id: number; hash?: string; ok?: boolean; error?: string };

type Pending = { resolve: (answer: PasswordAnswer) => void; reject: (err: Error) => void };

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** Started on first use; a thread that died leaves its place empty until the next job needs it. */
let threads: (Thread | undefined)[] | undefined;
let nextId = 0;

function startThread(index: number): Thread {
  const worker = new Worker(WORKER_FILE);
  const thread: Thread = { worker, pending: new Map() };
  // An idle thread does not keep the process alive; one with work does (see run()).
  worker.unref();
  worker.on('message', (answer: PasswordAnswer) => {
    const job = thread.pending.get(answer.id);
    thread.pending.delete(answer.id);
    if (!thread.pending.size) worker.unref();
    job?.resolve(answer);
  });
  const fail = (err: Error) => {
    for (const job of thread.pending.values()) job.reject(err);
    thread.pending.clear();
    if (threads?.[index] === thread) threads[index] = undefined;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`password thread exited with ${code}`)));
  return thread;
}

function run(task: PasswordTask): Promise<PasswordAnswer> {
  threads ??= new Array(hashingThreadCount()).fill(undefined);
  // The thread with the fewest jobs waiting takes the next one (an empty place has none).
  let index = 0;
  for (let i = 1; i < threads.length; i++) if ((threads[i]?.pending.size ?? 0) < (threads[index]?.pending.size ?? 0)) index = i;
  const thread = (threads[index] ??= startThread(index));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage({ ...task, id });
  });
}

export async function hashOnThread(password: string, options: Options): Promise<string> {
  const answer = await run({ kind: 'hash', password, options });
  if (answer.error !== undefined) throw new Error(answer.error);
  return answer.hash!;
}

/** False for a wrong password and for a stored hash that cannot be read; throws if the thread died. */
export async function verifyOnThread(hash: string, password: string): Promise<boolean> {
  const answer = await run({ kind: 'verify', hash, password });
  return answer.ok === true;
}
