import multipart from '@fastify/multipart';
import {
  GEODAE_IMPORT_MAX_BYTES,
  apiErrorSchema,
  registryImportFieldsSchema,
  registryImportRunPageSchema,
  registryImportRunQuerySchema,
  registryImportRunSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, payloadTooLarge, unsupportedMediaType } from '../../plugins/http-errors';
import { fileAndFields } from '../../plugins/multipart-fields';
import { recordAudit } from '../audit/audit';
import { applyGeodaePlan } from './geodae-apply';
import { GeodaeFileError } from './geodae-file';
import { planGeodaeImport } from './geodae-plan';
import { findRegistryImport, listRegistryImports, planDigest, summaryOf } from './registry-imports.repo';
import { registryImportRuns } from './registry-imports.table';

const tags = ['admin: registry formats'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
const MB = GEODAE_IMPORT_MAX_BYTES / 1024 / 1024;

const fileOf = (text: string) => Readable.from([Buffer.from(text, 'utf8')]);

/**
 * Imports of registry files: always a dry run first (POST, the file kept with its plan), then
 * apply (POST :id/apply), which plans the same file again and writes it only if that plan would
 * write exactly what the dry run showed (its digest), and no safety rule blocks it.
 */
export async function registryImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  app.get('/admin/registry-imports', { ...admin, schema: { tags, querystring: registryImportRunQuerySchema, response: { 200: registryImportRunPageSchema, ...errors } } }, async (request) =>
    listRegistryImports(db, request.query),
  );

  app.get('/admin/registry-imports/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: registryImportRunSchema, ...errors } } }, async (request) => {
    const run = await findRegistryImport(db, request.params.id);
    if (!run) throw notFound('Import not found');
    return run;
  });

  app.post('/admin/registry-imports/:id/apply', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: registryImportRunSchema, ...errors } } }, async (request) => {
    const outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [run] = await tx.select().from(registryImportRuns).where(eq(registryImportRuns.id, request.params.id)).for('update');
      if (!run) throw notFound('Import not found');
      if (run.status === 'applied') throw conflict('This import has already been applied.');
      if (run.status === 'blocked') throw conflict(run.blocked ?? 'A safety rule blocks this import.');
      if (run.status === 'stale' || !run.fileContent) throw conflict('The registry changed since this dry run: send the file again for a new one.');
      const plan = await planGeodaeImport(tx, fileOf(run.fileContent), run.source);
      // The same file against a registry that changed meanwhile would write something else than the admin saw.
      if (plan.blocked || planDigest(plan) !== run.planDigest) return 'stale' as const;
      await applyGeodaePlan(tx, request.user, plan, run.source);
      await tx.update(registryImportRuns).set({ status: 'applied', appliedAt: new Date(), appliedBy: request.user!.id, fileContent: null }).where(eq(registryImportRuns.id, run.id));
      await recordAudit(tx, request.user, { action: 'update', entityType: 'registry-import', entityId: run.id, before: { status: run.status }, after: { status: 'applied', counts: run.counts } });
      return 'applied' as const;
    });
    if (outcome === 'stale') {
      await db.update(registryImportRuns).set({ status: 'stale', fileContent: null }).where(eq(registryImportRuns.id, request.params.id));
      throw conflict('The registry changed since this dry run: send the file again for a new one.');
    }
    app.aedFeeds.invalidate();
    return (await findRegistryImport(db, request.params.id))!;
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: GEODAE_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
    /** The dry run of an uploaded registry file (fields first, then the file): nothing is written to the registry. */
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/registry-imports',
      { ...admin, schema: { tags, consumes: ['multipart/form-data'], response: { 201: registryImportRunSchema, ...errors } } },
      async (request, reply) => {
        const { part, fields } = await fileAndFields(request, registryImportFieldsSchema, { invalidMessage: 'Invalid import fields' });
        if (!/\.csv$/i.test(part.filename)) {
          part.file.resume();
          const zipped = /\.(zip|gz|7z|rar)$/i.test(part.filename);
          throw unsupportedMediaType(zipped ? 'Compressed files are not taken: unpack it and send the CSV.' : "Only a Géo'DAE CSV file can be imported", { file: zipped ? 'Send the CSV, not an archive' : 'Choose a .csv file' });
        }
        const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
          if (error.statusCode === 413) throw payloadTooLarge(`The file is larger than ${MB} MB`, { file: `At most ${MB} MB` });
          throw error;
        });
        if (bytes.includes(0)) throw badRequest('The file is not text: it has NUL bytes', { file: 'Not a CSV text file' });
        const plan = await planGeodaeImport(db, Readable.from([bytes]), fields.source).catch((error: unknown) => {
          if (error instanceof GeodaeFileError) throw badRequest(error.message, { file: error.message });
          throw error;
        });
        const summary = summaryOf(plan);
        const fileName = part.filename.slice(0, 200);
        const id = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const [row] = await tx
            .insert(registryImportRuns)
            .values({ format: fields.format, source: fields.source, fileName, startedBy: request.user!.id, status: plan.blocked ? 'blocked' : 'planned', ...summary, planDigest: planDigest(plan), fileContent: plan.blocked ? null : bytes.toString('utf8') })
            .returning({ id: registryImportRuns.id });
          await recordAudit(tx, request.user, { action: 'create', entityType: 'registry-import', entityId: row.id, after: { fileName, source: fields.source, bytes: bytes.length, counts: summary.counts } });
          return row.id;
        });
        return reply.code(201).send((await findRegistryImport(db, id))!);
      },
    );
  });
}
