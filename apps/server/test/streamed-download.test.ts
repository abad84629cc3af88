import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendStreamedDownload } from '../src/modules/list-export/streamed-download';
import { eventLoopTurnsDuring } from './helpers/event-loop-turns';

/** What a client gets of a download: its status, the bytes before the end, and how it ended. */
function download(url: string, acceptEncoding: string): Promise<{ status: number; body: Buffer; ended: 'complete' | 'cut' }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), ended: 'complete' }));
      res.on('aborted', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), ended: 'cut' }));
      res.on('error', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), ended: 'cut' }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function* rows(failAfter: number | null) {
  yield 'id,name\r\n';
  for (let i = 1; i <= 5; i++) {
    // A batch from a database that went away mid-file.
    if (i === failAfter) throw new Error('Connection terminated unexpectedly');
    yield `${i},Row ${i}\r\n`;
  }
}

describe('a streamed download that fails mid-file', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get('/file.csv', (req, reply) => sendStreamedDownload(req, reply, rows(req.query && (req.query as { fail?: string }).fail ? 3 : null), { type: 'text/csv', fileName: 'file.csv', cacheControl: 'no-store' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  // Before, a gzip download piped its rows into the compressor: the failure reached neither the
  // response (left open for ever) nor any listener (an uncaught error, which ends a server).
  it.each(['gzip', 'identity'])('is cut or refused, never left open or ended as if whole (%s)', async (encoding) => {
    const failed = await download(`${base}/file.csv?fail=1`, encoding);
    // Compressed, the rows before the failure may still sit in the compressor: then nothing has
    // been sent and the answer is an error status instead.
    if (failed.status === 200) expect(failed.ended).toBe('cut');
    else expect(failed.status).toBeGreaterThanOrEqual(500);

    const whole = await download(`${base}/file.csv`, encoding);
    expect(whole.ended).toBe('complete');
    const text = (encoding === 'gzip' ? gunzipSync(whole.body) : whole.body).toString();
    expect(text.split('\r\n')).toEqual(['id,name', '1,Row 1', '2,Row 2', '3,Row 3', '4,Row 4', '5,Row 5', '']);
  });
});

/** 200 chunks that come through promises alone, as the embedded database's rows do (no I/O on the way). */
async function* promisedRows() {
  yield 'id,name\r\n';
  for (let i = 1; i <= 200; i++) yield await Promise.resolve(`${i},${'x'.repeat(100)}\r\n`);
}

describe('a streamed download made from promises alone', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get('/file.csv', (req, reply) => sendStreamedDownload(req, reply, promisedRows(), { type: 'text/csv', fileName: 'file.csv', cacheControl: 'no-store' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it.each(['gzip', 'identity'])('leaves the event loop a turn between its chunks (%s)', async (encoding) => {
    const { result: whole, turns } = await eventLoopTurnsDuring(() => download(`${base}/file.csv`, encoding));
    expect(whole.ended).toBe('complete');
    expect((encoding === 'gzip' ? gunzipSync(whole.body) : whole.body).toString().split('\r\n')).toHaveLength(202);
    expect(turns).toBeGreaterThanOrEqual(200);
  });
});
