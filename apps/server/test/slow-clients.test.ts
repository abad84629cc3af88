import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { startTestApp, type TestApp } from './helpers/app';

// A slow-loris client sends its request a byte at a time to hold a socket forever.
describe('clients that send very slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  function dribble(kind: 'headers' | 'body'): Promise<{ closedAfterMs: number; answer: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      const head = 'POST /api/device/checkin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n';
      socket.on('connect', () => socket.write(kind === 'body' ? `${head}\r\n{` : 'POST /api/device/checkin HTTP/1.1\r\n'));
      const timer = setInterval(() => socket.writable && socket.write(kind === 'body' ? ' ' : 'X-Slow: 1\r\n'), 1000);
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
    });
  }

  it('cuts every slow request within 30 s', async () => {
    const results = await Promise.all([...Array.from({ length: 50 }, () => dribble('body')), ...Array.from({ length: 50 }, () => dribble('headers'))]);
    for (const r of results) expect(r.closedAfterMs).toBeLessThan(30_000);
    expect(results.filter((r) => r.answer.startsWith('HTTP/1.1 408')).length).toBeGreaterThan(0);
    // The server still serves everyone else.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 60_000);
});
