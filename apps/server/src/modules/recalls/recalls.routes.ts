import {
  apiErrorSchema,
  lotAedPageSchema,
  lotQuerySchema,
  myRecallNoticeListSchema,
  recallCreateSchema,
  recallListQuerySchema,
  recallNoticePageSchema,
  recallNoticeParamsSchema,
  recallNoticeQuerySchema,
  recallNoticeSchema,
  recallPageSchema,
  recallSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { signedInEmail } from '../guardians/guardian-lookups';
import { queueGuardianMessages, wakeGuardianMessages } from '../guardians/guardian-messages';
import { recallMessage } from './recall-message';
import { aedsWithLot, findRecall, listNotices, listRecalls, markNotice, openNoticesOf, recallTargets } from './recalls.repo';
import { recallNotices, recalls } from './recalls.table';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** Lot numbers and recalls: admins find a lot and send its recall; guardians read it and replace the part. */
export async function recallRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: recalls'];

  app.get('/admin/aed/lots', { ...admin, schema: { tags, querystring: lotQuerySchema, response: { 200: lotAedPageSchema, ...errors } } }, async (request) => aedsWithLot(db, request.query));

  app.post('/admin/recalls', { ...admin, schema: { tags, body: recallCreateSchema, response: { 201: recallSchema, ...errors } } }, async (request, reply) => {
    const { lot, message } = request.body;
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const targets = await recallTargets(tx, lot);
      if (!targets.length) throw conflict(`No AED has lot ${lot}.`, { lot: 'No AED has this lot' });
      const [recall] = await tx.insert(recalls).values({ lot, message, createdByEmail: request.user?.email ?? null }).returning();
      await tx.insert(recallNotices).values(
        targets.flatMap((aed) => (aed.emails.length ? aed.emails : [null]).map((email) => ({ recallId: recall.id, aedId: aed.id, parts: aed.parts, email }))),
      );
      // One message per guardian, naming every AED of theirs the lot is in.
      const byEmail = new Map<string, typeof targets>();
      for (const aed of targets) for (const email of aed.emails) byEmail.set(email, [...(byEmail.get(email) ?? []), aed]);
      for (const [email, theirs] of byEmail) await queueGuardianMessages(app, tx, [email], recallMessage({ lot, message }, theirs, app.config.publicUrl));
      await recordAudit(tx, request.user, { action: 'create', entityType: 'recall', entityId: recall.id, after: { lot, message, aeds: targets.length, guardians: byEmail.size } });
      return recall.id;
    });
    wakeGuardianMessages(app);
    reply.code(201);
    return (await findRecall(db, id))!;
  });

  app.get('/admin/recalls', { ...admin, schema: { tags, querystring: recallListQuerySchema, response: { 200: recallPageSchema, ...errors } } }, async (request) => listRecalls(db, request.query));

  app.get(
    '/admin/recalls/:id/notices',
    { ...admin, schema: { tags, params: uuidParamSchema, querystring: recallNoticeQuerySchema, response: { 200: recallNoticePageSchema, ...errors } } },
    async (request) => {
      if (!(await findRecall(db, request.params.id))) throw notFound('Recall not found');
      return listNotices(db, request.params.id, request.query);
    },
  );

  const member = { onRequest: app.authenticate };
  const memberTags = ['guardians'];
  app.get('/me/recalls', { ...member, schema: { tags: memberTags, response: { 200: myRecallNoticeListSchema, ...errors } } }, async (request) => ({
    data: await openNoticesOf(db, await signedInEmail(db, request)),
  }));
  for (const what of ['acknowledged', 'replaced'] as const) {
    app.post(
      `/me/recalls/:id/${what === 'acknowledged' ? 'acknowledge' : 'replaced'}`,
      { ...member, schema: { tags: memberTags, params: recallNoticeParamsSchema, response: { 200: recallNoticeSchema, ...errors } } },
      async (request) => {
        const notice = await markNotice(db, request.params.id, await signedInEmail(db, request), what);
        if (!notice) throw notFound('Recall notice not found');
        return notice;
      },
    );
  }
}
