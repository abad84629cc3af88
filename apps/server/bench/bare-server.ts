import { randomUUID } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

// The ceiling for P1: node:http answering what /api/health answers, with nothing in between.
// BARE_HEADERS (JSON) makes it send exactly the headers the app sends, so the two answers are
// the same bytes and the difference is the stack's own work. BARE_BODY_FILE sends that file's bytes
// instead (the map feed's ceiling: the app's very feed, from memory; the load generator reads
// real compressed bytes far more slowly than a filler of one repeated byte). With BARE_UPLOAD_DIR
// a PUT's body is written to a new file there and flushed to disk, as the local storage driver
// writes an upload (the uploads' ceiling over HTTP), then removed.
const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : JSON.stringify({ status: 'ok' });
const extra = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>;
const headers = { ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
const uploadDir = process.env.BARE_UPLOAD_DIR;

async function receive(req: IncomingMessage, res: ServerResponse) {
  const file = path.join(uploadDir!, `${randomUUID()}.part`);
  await pipeline(req, createWriteStream(file, { flags: 'wx' }));
  const handle = await open(file, 'r+');
  await handle.sync();
  const { size } = await handle.stat();
  await handle.close();
  await rm(file);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ size }));
}

createServer((req, res) => {
  if (uploadDir && req.method === 'PUT') {
    // A failed write answers 500, so the bench stops with the reason instead of waiting.
    receive(req, res).catch((err: Error) => res.writeHead(500).end(err.message));
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
