import type { FastifyRequest } from 'fastify';

/**
 * Who a per-route limit counts: the signed-in user where the route's guard has identified one
 * (a route's own onRequest hooks run before the one @fastify/rate-limit adds), else the client's
 * address. A person's phone and laptop share their allowance; people behind one address do not.
 */
export const callerKey = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `address:${request.ip}`);

/** A route's limit over one minute, per caller (above); over it: 429 with Retry-After. */
export const perMinutePerCaller = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: callerKey } });
