import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases';
import { startTestApp, type TestApp } from './helpers/app';

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

// The log at the default level is the access log: what operators read to see who asked for what.
describe('the access log', () => {
  let t: TestApp;
  let base: string;
  let port: number;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0], { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  /** The lines written for requests to `path` (logged with their address). */
  const linesFor = (path: string) => {
    const ids = new Set(lines.filter((l) => l.req?.url?.startsWith(path)).map((l) => l.reqId));
    return lines.filter((l) => l.reqId !== undefined && ids.has(l.reqId));
  };

  it('writes one line per answered request, with its method, address, status and time', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/aed/not-a-number`)).status).toBeGreaterThanOrEqual(400);
    const health = linesFor('/api/health');
    expect(health).toHaveLength(1);
    expect(health[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(health[0].responseTime).toBeGreaterThan(0);
    const refused = linesFor('/api/aed/not-a-number').filter((l) => l.msg === 'request completed');
    expect(refused).toHaveLength(1);
    expect(refused[0].res?.statusCode).toBeGreaterThanOrEqual(400);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('keeps secrets in the address out of the line', async () => {
    await fetch(`${base}/reset-password?token=${'s'.repeat(40)}`);
    const [line] = linesFor('/reset-password');
    expect(line.req?.url).toBe('/reset-password?token=%5Bredacted%5D');
  });

  it('writes a line for a request its client gave up on before the answer', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        // Half a body, then the client hangs up: the server never answers this request.
        socket.write('POST /api/user/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
    });
    await expect.poll(() => linesFor('/api/user/register').map((l) => l.msg)).toEqual(['request aborted']);
    expect(linesFor('/api/user/register')[0].req?.method).toBe('POST');
  });
});
