import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable, pipeline } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { createGzip } from 'node:zlib';

export interface DownloadHeaders {
  type: string;
  fileName: string;
  cacheControl: string;
  /** Extra headers (the open data's licence link). */
  headers?: Record<string, string>;
}

/**
 * The chunks, each after a turn of the event loop. The embedded database answers in the same
 * thread through promises alone, and a socket takes writes without waiting while the kernel has
 * room: without the turn a whole file was made in one go (an export of 100,000 AEDs held every
 * other request for 2 s).
 */
async function* takingTurns(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    yield chunk;
    await yieldToEventLoop();
  }
}

/**
 * Sends a file made chunk by chunk, as an attachment, gzip when the client takes it. The next
 * chunk is made only when the client has taken the last one, so memory stays flat whatever the
 * file's size.
 */
export function sendStreamedDownload(request: FastifyRequest, reply: FastifyReply, chunks: AsyncIterable<string>, download: DownloadHeaders) {
  // One chunk ahead at most (Readable.from would read 16 ahead of a slow client).
  const body = Readable.from(takingTurns(chunks), { highWaterMark: 1 });
  reply
    .type(download.type)
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .header('cache-control', download.cacheControl)
    .header('vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(download.headers ?? {})) reply.header(name, value);
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    reply.header('content-encoding', 'gzip');
    // pipeline, not pipe: a chunk that fails (the database gone mid-file) must fail the gzip
    // stream too, so the response is cut and the client sees an error; with pipe the compressed
    // stream waited for an end that never came, and the download hung open.
    return reply.send(pipeline(body, createGzip(), () => {}));
  }
  return reply.send(body);
}
