import { verify } from '@node-rs/argon2';
import type { Db } from '../src/db/client';
import { hashingThreadCount } from '../src/identity/password-threads';
import { hashPassword, verifyPassword } from '../src/identity/passwords';
import { users } from '../src/modules/users/users.table';
import { bestOfTurns, callLoad, httpLoad, type LoadResult, type Throughput } from './load';
import { measureCpuSplit, type CpuSplit } from './thread-cpu';

const TOKEN_PATH = '/auth/realms/aedatlas/protocol/openid-connect/token';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const CONCURRENCY = 10;
const PASSWORD = 'Bench-member-123';
/**
 * One member per connection: the brute-force guard counts an attempt before it checks the
 * password, so many sign-ins of one account at the same moment are held back by design.
 */
const SIGN_INS = Array.from({ length: CONCURRENCY }, (_, i) => `bench-signin-${i}@aedatlas.test`);

const passwordForm = (username: string) => new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username, password: PASSWORD }).toString();

/** The members P5 signs in, written straight into the database before the server starts. */
export async function prepareSignIns(db: Db): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values(SIGN_INS.map((email) => ({ email, userName: email, firstName: 'Bench', lastName: 'Sign-in', passwordHash, emailVerified: true })));
}

/**
 * P5's ceiling: argon2id verifications of the product's own hash settings in one process, same
 * concurrency, the faster of two ways: the library's asynchronous verify on libuv's pool, and the
 * product's hashing threads (password-threads.ts) without anything else of a sign-in.
 */
export async function argon2Verifications(seconds: number): Promise<Throughput & { how: string; split?: CpuSplit }> {
  const stored = await hashPassword(PASSWORD);
  const onPool = await callLoad(async () => {
    if (!(await verify(stored, PASSWORD))) throw new Error('argon2 did not verify its own hash');
  }, { seconds, concurrency: CONCURRENCY });
  // The server's way, with where its CPU goes (the server's grants are measured the same way).
  const { result: onThreads, split } = await measureCpuSplit(process.pid, hashingThreadCount(), seconds, () =>
    callLoad(async () => {
      if (!(await verifyPassword(stored, PASSWORD))) throw new Error('argon2 did not verify its own hash');
    }, { seconds, concurrency: CONCURRENCY }),
  );
  return onThreads.requestsPerSecond >= onPool.requestsPerSecond
    ? { ...onThreads, how: `hashing threads; libuv's pool ${onPool.requestsPerSecond} /s`, split }
    : { ...onPool, how: `libuv's pool; hashing threads ${onThreads.requestsPerSecond} /s`, split };
}

/**
 * P5 through the identity provider: password grants, each connection for its own member (the
 * server's token limit raised), and where the server's CPU (and PostgreSQL's, when it is the
 * database) went meanwhile.
 */
export function passwordGrants(url: string, seconds: number, server: { pid: number; postgres: boolean }): Promise<{ result: LoadResult; split?: CpuSplit }> {
  const bodies = SIGN_INS.map(passwordForm);
  let next = 0;
  const load = () =>
    httpLoad({
      url,
      paths: [TOKEN_PATH],
      method: 'POST',
      headers: FORM,
      connections: CONCURRENCY,
      seconds,
      bodyOf: () => bodies[next++ % bodies.length],
    });
  return measureCpuSplit(server.pid, hashingThreadCount(), seconds, load, { withPostgres: server.postgres });
}

async function grant(url: string, body: string): Promise<{ refresh_token: string }> {
  const res = await fetch(`${url}${TOKEN_PATH}`, { method: 'POST', headers: FORM, body });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { refresh_token: string };
}

/**
 * Refresh grants per second. Refresh tokens rotate (each works once), so every loop follows its
 * own session: it trades its refresh token for the next one, as a client would.
 */
export async function refreshGrants(url: string, seconds: number): Promise<Throughput> {
  const current = (await Promise.all(SIGN_INS.map((username) => grant(url, passwordForm(username))))).map((s) => s.refresh_token);
  return callLoad(async (_, loop) => {
    const answer = await grant(url, new URLSearchParams({ grant_type: 'refresh_token', client_id: 'aedatlas-web', refresh_token: current[loop] }).toString());
    current[loop] = answer.refresh_token;
  }, { seconds, concurrency: CONCURRENCY });
}

/**
 * P5 side by side: the ceiling and the grants in alternation, `turns` times each for an equal
 * share of `seconds`, the better turn of each side counting. Argon2id is bound by memory, and
 * the ceiling alone moved by a third between runs minutes apart on a shared host; measured in
 * turns, such a change falls on both sides alike.
 */
export async function passwordGrantsNextToArgon2(url: string, seconds: number, server: { pid: number; postgres: boolean }, turns = 2) {
  const each = Math.max(1, Math.round(seconds / turns));
  const [argon2, grants] = await bestOfTurns(turns, [() => argon2Verifications(each), () => passwordGrants(url, each, server)], (side) =>
    'result' in side ? side.result.requestsPerSecond : side.requestsPerSecond,
  );
  return { argon2, grants: grants.result, split: grants.split };
}
