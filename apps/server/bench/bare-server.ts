import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The ceiling for P1: node:http answering what /api/health answers, with nothing in between.
// BARE_HEADERS (JSON) makes it send exactly the headers the app sends, so the two answers are
// the same bytes and the difference is the stack's own work. BARE_BODY_FILE sends that file's bytes
// instead (the map feed's ceiling: the app's very feed, from memory; the load generator reads
// real compressed bytes far more slowly than a filler of one repeated byte).
const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : JSON.stringify({ status: 'ok' });
const extra = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>;
const headers = { ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
