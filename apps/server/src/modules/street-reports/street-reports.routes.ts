import {
  STREET_REPORT_MIN_FILL_MS,
  STREET_REPORTS_PER_ADDRESS_PER_HOUR,
  STREET_REPORTS_PER_AED_PER_HOUR,
  apiErrorSchema,
  streetReportInputSchema,
  streetReportListQuerySchema,
  streetReportPageSchema,
  streetReportReceiptSchema,
  streetReportResolveSchema,
  streetReportSchema,
  takesOutOfService,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/http-errors';
import { streetReportMessage } from '../guardians/guardian-mail';
import { queueGuardianMessages, wakeGuardianMessages } from '../guardians/guardian-messages';
import { activeGuardianEmails } from '../guardians/guardians.repo';
import { namedAed } from '../guardians/guardian-lookups';
import { downloadExpiry } from '../files/upload-flow';
import { idSnapshotBatches } from '../list-export/id-snapshot';
import { registerListExport } from '../list-export/list-export';
import { clientHash } from './client-hash';
import { newPhotoToken } from './photo-token';
import { addReport, hasOpenReport, listReports, recentReportCounts, reportIdsInOrder, reportsByIds, resolveReport, type PhotoSigner } from './street-reports.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const HOUR_MS = 3_600_000;
const tooMany = (message: string) => new HttpError(429, message);
const REFUSED = 'This report could not be accepted. Please fill in the form yourself and try again.';

/** Reports from the street (no account) and the admin review queue that resolves them. */
export async function streetReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const signPhoto = (key: string) => app.storage.driver.downloadUrl(key, downloadExpiry());

  // Public, so no login: the address-and-AED limits below are counted in the database (they hold
  // across instances and restarts); this one only stops a flood of requests of any kind.
  app.post(
    '/aed/:id/reports',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['street reports'], params: uuidParamSchema, body: streetReportInputSchema, response: { 201: streetReportReceiptSchema, ...errors } },
    },
    async (request, reply) => {
      const { kind, note, fillMs, website } = request.body;
      // The abuse guard: a field people never see, and a form no person fills in this fast.
      if (website?.trim() || fillMs < STREET_REPORT_MIN_FILL_MS) throw badRequest(REFUSED);
      const aedId = request.params.id;
      const client = clientHash(app.storage.secret, request.ip);
      const counts = await recentReportCounts(db, aedId, client, new Date(Date.now() - HOUR_MS));
      if (counts.byClient >= STREET_REPORTS_PER_ADDRESS_PER_HOUR) throw tooMany('Too many reports from your address. Please try again in an hour.');
      if (counts.byAed >= STREET_REPORTS_PER_AED_PER_HOUR) throw tooMany('This AED has just been reported several times. Please try again later.');
      const duplicate = 'You have already reported this for this AED; it is waiting for review.';
      if (await hasOpenReport(db, aedId, client, kind)) throw conflict(duplicate, { kind: duplicate });
      const photo = newPhotoToken();
      // Its guardians hear of it with the report: a mail, and a push where they turned it on.
      const tellGuardians = async (tx: Db) => {
        const emails = await activeGuardianEmails(tx, aedId);
        if (emails.length) await queueGuardianMessages(app, tx, emails, streetReportMessage(await namedAed(tx, aedId), { kind, note: note ?? null, outOfService: takesOutOfService(kind) }, app.config.publicUrl));
      };
      const added = await addReport(db, { aedId, kind, note, client, photoTokenHash: photo.hash, photoTokenExpiresAt: photo.expiresAt }, tellGuardians);
      if (!added) throw notFound('AED not found');
      wakeGuardianMessages(app);
      if (added.outOfService) app.aedFeeds.invalidate();
      reply.code(201);
      return { id: added.report.id, aedId, kind, outOfService: added.outOfService, createdAt: added.report.createdAt.toISOString(), photoToken: photo.token };
    },
  );

  const tags = ['admin: street reports'];
  app.get(
    '/admin/street-reports',
    { ...admin, schema: { tags, querystring: streetReportListQuerySchema, response: { 200: streetReportPageSchema, ...errors } } },
    async (request) => listReports(db, request.query, signPhoto),
  );
  // Without the photo's address: a signed address expires, a file is kept. So none is signed for
  // it either (a signature a row, for a column the file leaves out).
  const unsigned: PhotoSigner = async () => '';
  registerListExport(app, {
    ...admin,
    path: '/admin/street-reports',
    query: streetReportListQuerySchema,
    item: streetReportSchema,
    list: (q) => listReports(db, q, unsigned),
    // New reports come in at the top and resolved ones leave the open list while the file is made.
    batchAfter: idSnapshotBatches(
      (q) => reportIdsInOrder(db, q),
      (ids) => reportsByIds(db, ids, unsigned),
    ),
    omit: ['photoUrl'],
    fileName: 'street-reports',
    tags,
  });

  app.post(
    '/admin/street-reports/:id/resolve',
    { ...admin, schema: { tags, params: uuidParamSchema, body: streetReportResolveSchema, response: { 200: streetReportSchema, ...errors } } },
    async (request) => {
      const result = await resolveReport(db, request.user!, request.params.id, request.body, signPhoto);
      if (!result) throw notFound('Report not found');
      if (result === 'resolved') throw conflict('This report has already been resolved.');
      app.aedFeeds.invalidate();
      return result;
    },
  );
}
