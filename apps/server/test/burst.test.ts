import { type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { percentileMs, sendBurst } from './helpers/burst';
import { freePort } from './helpers/free-port';
import { engineEnv, serverEngines } from './helpers/server-engines';
import { startServerProcess, waitReady } from './helpers/server-process';

/**
 * A burst is not an outage: 1,000 requests at once (500 Near me and tiles, 100 AED pages, 100 map
 * searches, 150 public table searches, 150 admin lists and exports) on a database that is up. The
 * emergency reads go first (db/lanes.ts) and are all answered; what is refused gets Retry-After;
 * nothing says the database is unreachable. BURST_EMERGENCY sets the Near me and tile requests.
 */
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const engines = serverEngines('memory');


describe.each(engines)('1,000 requests at once, on $kind', (engine) => {
  it('answers every emergency read (Near me, tiles, AED pages, map search), refuses the rest only with Retry-After, and never calls the database unreachable', async () => {
    const port = await freePort();
    const server = startServerProcess({ ...(await engineEnv(engine, cleanups)), PORT: String(port), HOST: '127.0.0.1', SEED_DEMO_DATA: 'true', TOKEN_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'warn' });
    children.push(server.child);
    await waitReady(port, server);
    // An admin at work meanwhile: the AED table and its export.
    const form = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: 'admin@aedatlas.test', password: 'Admin123!' });
    const token = ((await (await fetch(`http://127.0.0.1:${port}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body: form })).json()) as { access_token: string }).access_token;
    const ids = ((await (await fetch(`http://127.0.0.1:${port}/api/aed/map`)).json()) as { id: string }[]).map((aed) => aed.id);
    const { answers: burst, emergency: emergencyAnswers } = await sendBurst(port, token, ids, Number(process.env.BURST_EMERGENCY ?? 500));

    const missed = emergencyAnswers.filter((a) => a.status !== 200);
    expect(missed.slice(0, 5), `${missed.length} of ${emergencyAnswers.length} emergency reads missed\n${server.output().slice(-2000)}`).toEqual([]);
    // The rest: answered, or refused with a time to come back; never cut.
    for (const answer of burst.filter((a) => a.status !== 200)) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.retryAfter, JSON.stringify(answer)).toBeDefined();
    }
    console.warn(`burst on ${engine.kind}: emergency reads p50 ${percentileMs(emergencyAnswers, 50)} ms, p99 ${percentileMs(emergencyAnswers, 99)} ms; others refused: ${burst.filter((a) => a.status === 503).length}`);
    expect(server.output()).not.toMatch(/database unreachable/);
  }, 180_000);
});
