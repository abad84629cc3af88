import { createServer } from 'node:http';

// The ceiling for P1: node:http answering what /api/health answers, with nothing in between.
const body = JSON.stringify({ status: 'ok' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
