import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';

/** How long what the client still sends is read and dropped before the connection is cut. */
const LINGER_MS = 1_000;

/**
 * Marks the answer to end its connection, for a body refused part-way (the rest is not wanted).
 * The close is staged, as HTTP servers do (RFC 9112 9.6): the answer and this end of the
 * connection go first, what the client still sends is read and dropped for a moment, and only
 * then is the connection cut. Cut at once, unread bytes make the system reset the connection,
 * and a client still sending sees a broken connection instead of the answer.
 */
export function closeAfterAnswer(reply: FastifyReply): void {
  reply.header('connection', 'close');
  const socket = reply.raw.socket;
  if (!socket) return;
  // Node's HTTP server calls destroySoon() on the connection once an answer marked close is sent.
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    this.on('data', () => undefined).resume();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}
