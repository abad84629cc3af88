import { apiErrorSchema, numberParam } from '@aedatlas/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TooLargeError, UnsafeKeyError, type LocalDriver } from './storage/local-driver';
import { checkSignature, type SignedClaims } from './storage/signed-address';
import { STAGING_FOLDER, baseName } from './storage/storage-keys';
import { storedFiles } from './files.table';
import { tooLarge } from './file-checks';
import { forbidden, notFound } from '../../plugins/http-errors';
import { closeAfterAnswer } from '../../plugins/close-after-answer';

const query = z.object({
  op: z.enum(['get', 'put']),
  exp: numberParam(z.number().int().min(0).max(1e11)),
  max: numberParam(z.number().int().min(0).max(1e12)),
  ct: z.string().max(255),
  sig: z.string().min(1).max(128),
});
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };
const tags = ['files'];
export const ACCESS_DENIED = 'Upload URL expired or access denied';

/** The key as signed: the wildcard part of the path, decoded once. */
function keyOf(params: unknown): string {
  const raw = (params as { '*': string })['*'];
  try {
    return decodeURIComponent(raw);
  } catch {
    throw forbidden(ACCESS_DENIED);
  }
}

function verify(secret: Buffer, claims: SignedClaims, sig: string) {
  const outcome = checkSignature(secret, claims, sig);
  if (outcome !== 'ok') throw forbidden(outcome === 'expired' ? 'This address has expired' : ACCESS_DENIED);
}

/**
 * The local driver's signed addresses (the stand-in for a bucket's presigned URLs): a PUT writes
 * the bytes of a pending upload, a GET serves a file. No login: the signature is the permission.
 */
export async function signedStorageRoutes(fastify: FastifyInstance, opts: { local: LocalDriver }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { local } = opts;
  const secret = app.storage.secret;
  const db = app.database.db;

  app.get('/storage/signed/*', { schema: { tags, querystring: query, response: errors, hide: true } }, async (request, reply) => {
    const { op, exp, max, ct, sig } = request.query;
    const key = keyOf(request.params);
    if (op !== 'get') throw forbidden(ACCESS_DENIED);
    verify(secret, { op, key, exp, max, ct }, sig);
    const object = await headOrNull(local, key);
    if (!object) throw notFound('File not found');
    return sendFile(reply, local, object.key, object.size, object.contentType, exp);
  });

  // The body is the file itself, whatever its type: no parser may read or buffer it.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.withTypeProvider<ZodTypeProvider>().put('/storage/signed/*', { schema: { tags, querystring: query, response: { 200: z.object({ size: z.number() }), ...errors }, hide: true } }, async (request, reply) => {
      const { op, exp, max, ct, sig } = request.query;
      const key = keyOf(request.params);
      if (op !== 'put') throw forbidden(ACCESS_DENIED);
      verify(secret, { op, key, exp, max, ct }, sig);
      const sent = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (sent !== ct) throw forbidden(`${ACCESS_DENIED}: the upload must be sent as ${ct}`);
      // An address is for one pending upload: once completed (or cleaned up) it writes nothing.
      const [pending] = await db.select({ id: storedFiles.id }).from(storedFiles).where(and(eq(storedFiles.stagingKey, key), eq(storedFiles.status, 'pending')));
      if (!pending || !key.startsWith(`${STAGING_FOLDER}/`)) throw forbidden(ACCESS_DENIED);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > max) {
        closeAfterAnswer(reply);
        throw tooLarge(declared, max);
      }
      try {
        const size = await local.receive(key, request.raw, max);
        return { size };
      } catch (error) {
        if (error instanceof TooLargeError) {
          closeAfterAnswer(reply);
          throw tooLarge(max + 1, max);
        }
        throw error;
      }
    });
  });
}

async function headOrNull(local: LocalDriver, key: string) {
  try {
    return await local.head(key);
  } catch (error) {
    if (error instanceof UnsafeKeyError) throw forbidden(ACCESS_DENIED);
    throw error;
  }
}

/** Pictures show inline; anything else downloads, and nothing served here can run script. */
async function sendFile(reply: FastifyReply, local: LocalDriver, key: string, size: number, contentType: string, exp: number) {
  const inline = contentType.startsWith('image/') || contentType.startsWith('video/') || contentType.startsWith('audio/') || contentType === 'application/pdf';
  const name = baseName(key).replace(/[^A-Za-z0-9._-]/g, '_');
  reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`);
  return reply.send(await local.stream(key));
}

