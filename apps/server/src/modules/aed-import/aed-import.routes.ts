import multipart from '@fastify/multipart';
import {
  AED_IMPORT_MAX_BYTES,
  aedImportFieldsSchema,
  aedImportRunPageSchema,
  aedImportRunQuerySchema,
  aedImportRunSchema,
  aedImportConflictPageSchema,
  aedImportConflictQuerySchema,
  aedImportConflictSchema,
  aedImportResolveSchema,
  aedMissingInOsmPageSchema,
  aedMissingInOsmSchema,
  aedMissingInOsmQuerySchema,
  apiErrorSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound, payloadTooLarge, unsupportedMediaType } from '../../plugins/http-errors';
import { fileAndFields } from '../../plugins/multipart-fields';
import { recordAudit } from '../audit/audit';
import { AED_IMPORT_QUEUE, findImportRun, listImportRuns } from './aed-import.job';
import { conflictIdsInOrder, conflictsByIds, listConflicts, listMissingInOsm, resolveConflict } from './aed-import.repo';
import { aedImportRuns } from './aed-import.table';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';
import { checkOsmUpload } from './check-upload';

/** Why a run that is not planned cannot be applied. */
const APPLY_REFUSED: Partial<Record<string, string>> = {
  queued: 'The dry run has not finished yet.',
  running: 'The dry run has not finished yet.',
  blocked: 'A safety rule blocks this import.',
  applying: 'This import is being applied.',
  done: 'This import has already been applied.',
  stale: 'The registry changed since this dry run: start a new import of the file.',
  failed: 'This import failed: start a new one.',
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

/** OpenStreetMap imports for admins: where OSM and the registry disagree, and AEDs gone from OSM. */
export async function aedImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: OpenStreetMap import'];

  app.get(
    '/admin/aed-import/conflicts',
    { ...admin, schema: { tags, querystring: aedImportConflictQuerySchema, response: { 200: aedImportConflictPageSchema, ...errors } } },
    async (request) => listConflicts(db, request.query),
  );

  registerListExport(app, {
    ...admin,
    path: '/admin/aed-import/conflicts',
    query: aedImportConflictQuerySchema,
    item: aedImportConflictSchema,
    list: (q) => listConflicts(db, q),
    // An import sees open conflicts again (most recently seen first) and admins settle them while the file is made.
    batchAfter: idSnapshotBatches(
      (q) => conflictIdsInOrder(db, q),
      (ids) => conflictsByIds(db, ids),
    ),
    fileName: 'import-conflicts',
    tags,
  });

  app.post(
    '/admin/aed-import/conflicts/:id/resolve',
    { ...admin, schema: { tags, params: uuidParamSchema, body: aedImportResolveSchema, response: { 200: aedImportConflictSchema, ...errors } } },
    async (request) => {
      const result = await resolveConflict(db, request.user!, request.params.id, request.body.keep);
      if (!result) throw notFound('Conflict not found');
      if (result === 'resolved') throw conflict('This conflict has already been resolved.');
      // Taking the OSM value changes what the map shows.
      if (request.body.keep === 'osm') app.aedFeeds.invalidate();
      return result;
    },
  );

  app.get(
    '/admin/aed-import/missing',
    { ...admin, schema: { tags, querystring: aedMissingInOsmQuerySchema, response: { 200: aedMissingInOsmPageSchema, ...errors } } },
    async (request) => listMissingInOsm(db, request.query),
  );
  registerListExport(app, { ...admin, path: '/admin/aed-import/missing', query: aedMissingInOsmQuerySchema, item: aedMissingInOsmSchema, list: (q) => listMissingInOsm(db, q), fileName: 'missing-in-osm', tags });

  app.get(
    '/admin/aed-import',
    { ...admin, schema: { tags, querystring: aedImportRunQuerySchema, response: { 200: aedImportRunPageSchema, ...errors } } },
    async (request) => listImportRuns(db, request.query),
  );

  app.get(
    '/admin/aed-import/:id',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: aedImportRunSchema, ...errors } } },
    async (request) => {
      const run = await findImportRun(db, request.params.id);
      if (!run) throw notFound('Import not found');
      return run;
    },
  );

  // Apply a planned run: the import of the same file, as a job, which must do what the dry run showed.
  app.post(
    '/admin/aed-import/:id/apply',
    { ...admin, schema: { tags, params: uuidParamSchema, response: { 202: aedImportRunSchema, ...errors } } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const [run] = await tx.select().from(aedImportRuns).where(eq(aedImportRuns.id, request.params.id)).for('update');
        if (!run) throw notFound('Import not found');
        if (run.status !== 'planned') throw conflict((run.status === 'blocked' && run.blocked) || APPLY_REFUSED[run.status] || 'This import cannot be applied.');
        await tx.update(aedImportRuns).set({ status: 'applying', appliedBy: request.user!.id, processed: 0 }).where(eq(aedImportRuns.id, run.id));
        await recordAudit(tx, request.user, { action: 'update', entityType: 'aed-import-run', entityId: run.id, before: { status: run.status }, after: { status: 'applying', report: run.report } });
        await app.jobs.send(AED_IMPORT_QUEUE, { runId: run.id, apply: true }, { tx });
      });
      app.jobs.wake(AED_IMPORT_QUEUE);
      return reply.code(202).send((await findImportRun(db, request.params.id))!);
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AED_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
    /** Starts the dry run of an uploaded OSM export (fields first, then the file) as a background job: nothing is written until it is applied. */
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/aed-import',
      { ...admin, schema: { tags, consumes: ['multipart/form-data'], response: { 202: aedImportRunSchema, ...errors } } },
      async (request, reply) => {
        const { part, fields } = await fileAndFields(request, aedImportFieldsSchema, { invalidMessage: 'Invalid import fields' });
        if (!/\.(csv|geojson|json)$/i.test(part.filename)) {
          part.file.resume();
          throw unsupportedMediaType('Only CSV or GeoJSON exports from OpenStreetMap can be imported', { file: 'Choose a .csv or .geojson file' });
        }
        const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
          if (error.statusCode === 413) throw payloadTooLarge(`The file is larger than ${AED_IMPORT_MAX_BYTES / 1024 / 1024} MB`, { file: 'File too large' });
          throw error;
        });
        const text = checkOsmUpload(bytes);
        const fileName = part.filename.slice(0, 200);
        const run = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(aedImportRuns)
            .values({ startedBy: request.user!.id, fileName, mode: fields.mode, fileContent: text })
            .returning({ id: aedImportRuns.id });
          await recordAudit(tx, request.user, { action: 'create', entityType: 'aed-import-run', entityId: row.id, after: { fileName, mode: fields.mode, bytes: bytes.length } });
          await app.jobs.send(AED_IMPORT_QUEUE, { runId: row.id }, { tx });
          return row;
        });
        app.jobs.wake(AED_IMPORT_QUEUE);
        return reply.code(202).send((await findImportRun(db, run.id))!);
      },
    );
  });
}
