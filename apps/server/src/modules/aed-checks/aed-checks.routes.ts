import {
  aedCheckListSchema,
  aedLabelPageSchema,
  aedLabelQuerySchema,
  apiErrorSchema,
  checkCodeParamsSchema,
  checkPageSchema,
  checkReceiptSchema,
  CHECKS_PER_ADDRESS_PER_HOUR,
  CHECKS_PER_AED_PER_HOUR,
  myAedPageSchema,
  pageOf,
  myAedQuerySchema,
  type SignedInCheckValues,
  signedInCheckSchema,
  STREET_REPORT_MIN_FILL_MS,
  uuidParamSchema,
  visitorCheckSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/http-errors';
import { guards } from '../guardians/guardians.repo';
import { signedInEmail } from '../guardians/guardian-lookups';
import { loadLibrary, parseOpeningHours } from '../map-tiles/open-now';
import { downloadExpiry } from '../files/upload-flow';
import { clientHash } from '../street-reports/client-hash';
import { newPhotoToken } from '../street-reports/photo-token';
import { listAdminAeds } from '../aeds/aeds.admin-list.repo';
import { aedByCheckCode, checkCodesOf, labelsOf, listChecks, listMyAeds, recentCheckCounts, recordSignedInCheck, recordVisitorCheck } from './aed-checks.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const HOUR_MS = 3_600_000;
const REFUSED = 'This check could not be accepted. Please tap the button yourself and try again.';
const NO_LABEL = 'No AED has this label. Please scan the code again or type the address printed under it.';

/** Checks: a visitor at the QR label (no login), a guardian and an admin (signed in). */
export async function aedCheckRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['checks'];

  /** Opening hours that the map's parser cannot read would make the AED "closed" for ever: refused. */
  async function validHours(check: SignedInCheckValues) {
    const hours = check.openingHours?.trim();
    if (!hours) return;
    const parsed = parseOpeningHours(await loadLibrary(), hours);
    if (!parsed) throw badRequest('Opening hours must be in OpenStreetMap syntax, e.g. "Mo-Fr 07:00-19:00" or "24/7".', { openingHours: 'Not OpenStreetMap opening hours' });
  }

  app.get('/check/:code', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags, params: checkCodeParamsSchema, response: { 200: checkPageSchema, ...errors } } }, async (request) => {
    const aed = await aedByCheckCode(db, request.params.code);
    if (!aed) throw notFound(NO_LABEL);
    return aed;
  });

  // The database counts hold across instances and restarts; the per-minute limit stops a flood.
  app.post(
    '/check/:code',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, params: checkCodeParamsSchema, body: visitorCheckSchema, response: { 201: checkReceiptSchema, ...errors } } },
    async (request, reply) => {
      const { fillMs, website } = request.body;
      if (website?.trim() || fillMs < STREET_REPORT_MIN_FILL_MS) throw badRequest(REFUSED);
      const aed = await aedByCheckCode(db, request.params.code);
      if (!aed) throw notFound(NO_LABEL);
      const client = clientHash(app.storage.secret, request.ip);
      const counts = await recentCheckCounts(db, aed.aedId, client, new Date(Date.now() - HOUR_MS));
      if (counts.byClient >= CHECKS_PER_ADDRESS_PER_HOUR) throw new HttpError(429, 'Too many checks from your address. Please try again in an hour.');
      if (counts.byAed >= CHECKS_PER_AED_PER_HOUR) throw new HttpError(429, 'This AED was checked several times in the last hour. Thank you: it is recorded.');
      const photo = newPhotoToken();
      const done = await recordVisitorCheck(db, { aedId: aed.aedId, client, photoTokenHash: photo.hash, photoTokenExpiresAt: photo.expiresAt });
      if (!done) throw notFound(NO_LABEL);
      app.aedFeeds.invalidate();
      reply.code(201);
      return { id: done.check.id, aedId: aed.aedId, checkedAt: done.check.createdAt.toISOString(), state: done.state, photoToken: photo.token };
    },
  );

  const member = { onRequest: app.authenticate };
  app.get('/me/aeds', { ...member, schema: { tags: ['guardians'], querystring: myAedQuerySchema, response: { 200: myAedPageSchema, ...errors } } }, async (request) =>
    listMyAeds(db, await signedInEmail(db, request), request.query),
  );

  app.post(
    '/me/aeds/:id/check',
    { ...member, schema: { tags: ['guardians'], params: uuidParamSchema, body: signedInCheckSchema, response: { 200: checkReceiptSchema, ...errors } } },
    async (request) => {
      const email = await signedInEmail(db, request);
      if (!(await guards(db, request.params.id, email))) throw forbidden('Only a guardian of this AED can check it here.');
      await validHours(request.body);
      const done = await recordSignedInCheck(db, request.user!, { aedId: request.params.id, by: 'guardian', email, check: request.body });
      if (!done) throw notFound('AED not found');
      app.aedFeeds.invalidate();
      return { id: done.check.id, aedId: request.params.id, checkedAt: done.check.createdAt.toISOString(), state: done.state };
    },
  );

  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin: checks'];
  app.post(
    '/admin/aed/:id/check',
    { ...admin, schema: { tags: adminTags, params: uuidParamSchema, body: signedInCheckSchema, response: { 200: checkReceiptSchema, ...errors } } },
    async (request) => {
      await validHours(request.body);
      const email = await signedInEmail(db, request);
      const done = await recordSignedInCheck(db, request.user!, { aedId: request.params.id, by: 'admin', email, check: request.body });
      if (!done) throw notFound('AED not found');
      app.aedFeeds.invalidate();
      return { id: done.check.id, aedId: request.params.id, checkedAt: done.check.createdAt.toISOString(), state: done.state };
    },
  );

  // The labels of the list as the console shows it (its search, filters and order), or of the AEDs named.
  app.get('/admin/aed/labels', { ...admin, schema: { tags: adminTags, querystring: aedLabelQuerySchema, response: { 200: aedLabelPageSchema, ...errors } } }, async (request) => {
    const { ids, ...query } = request.query;
    if (ids) {
      const labels = await labelsOf(db, ids);
      return pageOf(labels.slice(query.page * query.size, (query.page + 1) * query.size), labels.length, query);
    }
    const page = await listAdminAeds(db, query);
    const codes = await checkCodesOf(db, page.data.map((a) => a.id));
    const data = page.data.flatMap((a) => {
      const checkCode = codes.get(a.id);
      const place = a.locationDescription || [a.address, a.city].filter(Boolean).join(', ') || null;
      return checkCode ? [{ id: a.id, title: a.title?.trim() || a.description || null, place, checkCode }] : [];
    });
    return { ...page, data };
  });

  app.get('/admin/aed/:id/checks', { ...admin, schema: { tags: adminTags, params: uuidParamSchema, response: { 200: aedCheckListSchema, ...errors } } }, async (request) => ({
    data: await listChecks(db, request.params.id, (key) => app.storage.driver.downloadUrl(key, downloadExpiry())),
  }));
}
