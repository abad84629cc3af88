import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { isUnavailableError } from '../db/availability';
import { clientDatabaseError, driverError } from '../db/pg-errors';
import { findUnsafeText } from './unsafe-text';
import { HttpError } from './http-errors';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
}

export const errorBody = (statusCode: number, message: string, errors?: Record<string, string>): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(errors && Object.keys(errors).length ? { errors } : {}),
});

/** Field messages keyed by the path of the failing field ("email", "items.0.name"). */
function fieldMessages(err: FastifyError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const issue = (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
    const key = issue?.path?.length ? issue.path.map(String).join('.') : v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    out[key] ??= v.message ?? 'Invalid value';
  }
  return out;
}

/**
 * One error shape for every failure. Bad input is a 400 with field messages; anything
 * unexpected is logged and answered without details, never with a stack trace or SQL.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  // Every route, including ones written later: text with NUL or control characters never reaches
  // a handler or the database, whatever the route's own schema says.
  app.addHook('preValidation', (request, _reply, done) => {
    const errors = findUnsafeText({ body: request.body, query: request.query, params: request.params });
    done(errors ? new HttpError(400, 'Invalid request data', errors) : undefined);
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers ?? {})
        .send(errorBody(err.statusCode, err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.code(400).send(errorBody(400, 'Invalid request data', fieldMessages(err)));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response does not match its schema');
      return reply.code(500).send(errorBody(500, 'Server error'));
    }
    // The database is away: a fast answer the client may retry; the outage is logged once elsewhere.
    if (isUnavailableError(err)) {
      return reply.code(503).header('retry-after', '5').send(errorBody(503, 'Service temporarily unavailable, please try again shortly'));
    }
    // Input the schemas let through but the database refused is still the client's error, not a crash.
    const dbError = clientDatabaseError(err);
    if (dbError) return reply.code(dbError.statusCode).send(errorBody(dbError.statusCode, dbError.message));
    // A full disk (the upload's or the database's) is the server's state, not a crash: a plain
    // answer the person can act on, and one log line the operator can find.
    const outOfSpace = outOfSpaceCode(err);
    if (outOfSpace) {
      request.log.error({ code: outOfSpace, url: request.routeOptions.url }, 'no space left to store a write');
      return reply.code(507).send(errorBody(507, OUT_OF_SPACE_MESSAGE));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send(errorBody(500, 'Server error'));
    }
    // Fastify's own client errors (bad JSON 400, 413 body too large, 415 media type, 429) keep their status.
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(errorBody(415, `Send the body as ${acceptedMediaTypes(request).join(' or ')}`));
    return reply.code(status).send(errorBody(status, err.message));
  });
});

export const OUT_OF_SPACE_MESSAGE = 'The server has no room to store this right now. Nothing was saved; please try again later.';

/** ENOSPC or EDQUOT from a write to disk (an upload), 53100 disk_full from the database (the driver's code under drizzle's). */
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
const outOfSpaceCode = (err: unknown): string | undefined => {
  const code = driverError(err)?.code;
  return code && OUT_OF_SPACE_CODES.has(code) ? code : undefined;
};

/** The body types a route reads: what its schema says it consumes, JSON when it says nothing. */
function acceptedMediaTypes(request: FastifyRequest): string[] {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.length ? consumes : ['application/json'];
}
