import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type CsvRow = Record<string, string>;

/** The file as a spreadsheet reads it: the byte order mark, then a header and one line a row. */
export function readCsv(body: string): { header: string[]; rows: CsvRow[] } {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const records = parse(body.slice(1), { relax_column_count: false }) as string[][];
  const [header, ...lines] = records;
  return { header, rows: lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]]))) };
}

/**
 * An export read slowly, as a slow client would: the first part of the file, then `meanwhile`, then
 * the rest. Uncompressed: gzip shrinks a file of repeated test rows so far that the sockets hold
 * all of it, the server reads every batch before `meanwhile`, and the test could not fail.
 *
 * Over a Unix socket of its own, handed to the app's HTTP server: over TCP, Linux may grow the
 * paused client's receive buffer up to net.ipv4.tcp_rmem's maximum (32 MB here), and a file of
 * several MB was then sometimes all on its way, read to the end by the server, before `meanwhile`
 * began. A Unix socket holds only the sender's fixed send buffer (about 200 kB), so a file larger
 * than that holds the server at its first batches while `meanwhile` runs, whatever the kernel's
 * TCP settings. node:http, paused at the first chunk, stops reading the socket.
 */
export async function exportWhile(app: FastifyInstance, path: string, headers: Record<string, string>, meanwhile: () => Promise<unknown>): Promise<CsvRow[]> {
  const socketPath = join(tmpdir(), `aedatlas-export-${process.pid}-${randomUUID()}.sock`);
  const server = createServer((socket) => app.server.emit('connection', socket));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  try {
    return await readWhile(socketPath, path, headers, meanwhile);
  } finally {
    // Closing removes the socket file; the one connection has ended (no keep-alive).
    await new Promise((resolve) => server.close(resolve));
  }
}

function readWhile(socketPath: string, path: string, headers: Record<string, string>, meanwhile: () => Promise<unknown>): Promise<CsvRow[]> {
  return new Promise((resolve, reject) => {
    const request = get({ socketPath, path, agent: false, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`export answered ${res.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (chunks.length > 1) return;
        res.pause();
        meanwhile().then(
          () => res.resume(),
          (err: unknown) => {
            request.destroy();
            reject(err);
          },
        );
      });
      res.on('end', () => {
        try {
          resolve(readCsv(Buffer.concat(chunks).toString('utf8')).rows);
        } catch (err) {
          reject(err);
        }
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}
