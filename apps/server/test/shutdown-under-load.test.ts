import { type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { engineEnv, serverEngines } from './helpers/server-engines';
import { startServerProcess, waitReady, type ServerProcess } from './helpers/server-process';

/**
 * SIGTERM while a burst is in flight: what arrived before finishes, what arrives after gets a 503
 * with `Connection: close` (a load balancer sends it elsewhere), and no connection is reset.
 */
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const engines = serverEngines('disk');

interface Answer {
  status: number;
  connection?: string;
  retryAfter?: string;
  message?: string;
  error?: string;
}

/** One GET; a network error (a reset, a refused connection) is an answer with status 0. */
function get(port: number, url: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer: Answer = { status: res.statusCode ?? 0, connection: res.headers.connection, retryAfter: res.headers['retry-after'] as string | undefined };
        if (answer.status !== 200) answer.message = (JSON.parse(Buffer.concat(chunks).toString()) as { message?: string }).message;
        resolve(answer);
      });
      res.on('error', (err) => resolve({ status: 0, error: err.message }));
    });
    req.on('error', (err) => resolve({ status: 0, error: err.message }));
    req.end();
  });
}

async function started(env: Record<string, string>): Promise<{ server: ServerProcess; port: number }> {
  const port = await freePort();
  const server = startServerProcess({ ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO_DATA: 'true' });
  children.push(server.child);
  await waitReady(port, server);
  return { server, port };
}

describe.each(engines)('SIGTERM under load, on $kind', (engine) => {
  it('resets none of 1,000 requests in flight: what arrived before finishes, the rest is sent elsewhere, then it exits', async () => {
    const { server, port } = await started(await engineEnv(engine, cleanups));
    const keepAlive = new Agent({ keepAlive: true, maxSockets: Infinity });
    // Warm kept-alive connections, so half of the burst comes on connections the server knows.
    await Promise.all(Array.from({ length: 200 }, () => get(port, '/api/health', keepAlive)));
    // The map's reads: the count, the feed, Near me, the health probe.
    const urls = ['/api/aed/count', '/api/aed/map', '/api/aed/nearest?lat=46.0514&lon=14.5060&limit=5', '/api/health'];
    const burst = Array.from({ length: 1000 }, (_, i) => get(port, urls[i % urls.length], i % 2 ? keepAlive : false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const answers = await Promise.all(burst);

    // No connection reset and no request cut. A connection the client opens only after the server
    // has stopped listening is refused: it never reached this instance, and a client or a load
    // balancer can send it elsewhere as it is.
    const failed = answers.filter((a) => a.status === 0 && !a.error?.includes('ECONNREFUSED'));
    expect(failed, JSON.stringify(failed.slice(0, 3)) + server.output()).toEqual([]);
    // Every answer is the one asked for or the drain's 503: none refused for any other reason.
    const refused = answers.filter((a) => a.status !== 200 && a.status !== 0);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 503, connection: 'close', retryAfter: '1', message: 'This instance is shutting down, please try again' });
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(await server.exited, server.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(30_000);
    expect(server.output()).not.toMatch(/grace period over|database unreachable/);
    keepAlive.destroy();
  }, 120_000);
});

describe('the shutdown grace period', () => {
  /** A token request whose body trickles in over `ms`, one byte at a time: it arrived with its headers. */
  function slowTokenRequest(port: number, ms: number): Promise<Answer> {
    const body = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: 'nobody@example.test', password: 'not-this-one' }).toString();
    return new Promise((resolve) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/auth/realms/aedatlas/protocol/openid-connect/token', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length }, agent: false },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          res.on('error', (err) => resolve({ status: 0, error: err.message }));
        },
      );
      req.on('error', (err) => resolve({ status: 0, error: err.message }));
      let sent = 0;
      const tick = setInterval(() => {
        req.write(body[sent]);
        sent += 1;
        if (sent === body.length) {
          clearInterval(tick);
          req.end();
        }
      }, ms / body.length);
    });
  }

  it('lets a request that arrived before SIGTERM take longer than a few seconds to finish', async () => {
    const { server, port } = await started({ DATA_DIR: 'memory://' });
    const answer = slowTokenRequest(port, 7_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    // Its sign-in is refused, as a wrong password is: answered, not cut.
    expect(await answer).toMatchObject({ status: 401, connection: 'close' });
    expect(await server.exited, server.output()).toBe(0);
  }, 60_000);

  it('cuts what is still unanswered when SHUTDOWN_GRACE_SECONDS is over, and says so', async () => {
    const { server, port } = await started({ DATA_DIR: 'memory://', SHUTDOWN_GRACE_SECONDS: '2', LOG_LEVEL: 'warn' });
    const answer = slowTokenRequest(port, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(8_000);
    expect((await answer).status).toBe(0);
    expect(server.output()).toMatch(/shutdown grace period over: requests still unanswered are cut/);
  }, 60_000);
});
