import { parse } from 'csv-parse/sync';
import { get } from 'node:http';
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
 * node:http, paused at the first chunk: it then stops reading the socket, so the kernel's receive
 * buffer stays about as small as it began and the server is held by its full send buffer (at most
 * 4 MB by Linux's default) while `meanwhile` runs. fetch took more of the file into memory before
 * the first read returned, and where Linux may grow a receive buffer to 32 MB, a file of 9 MB was
 * sometimes all on its way, read to the end by the server, before `meanwhile` began. Over TCP
 * that can still happen (Linux grows a receive buffer up to net.ipv4.tcp_rmem's maximum, 32 MB
 * here): `via.socketPath` reads from a server listening on a Unix socket, whose buffer is the
 * sender's fixed send buffer (about 200 KB), so the server is held after its first batch for sure.
 */
export function exportWhile(url: string, headers: Record<string, string>, meanwhile: () => Promise<unknown>, via: { socketPath?: string } = {}): Promise<CsvRow[]> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'identity', ...headers }, ...via }, (res) => {
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
