import {
  apiErrorSchema,
  GUARDIANS_PER_AED_MAX,
  guardianAssignSchema,
  guardianListSchema,
  guardianParamsSchema,
  guardianRequestPageSchema,
  guardianRequestQuerySchema,
  guardianSchema,
  guardianshipSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { aeds } from '../aeds/aeds.table';
import { membersByEmail } from '../emergency/emergency.repo';
import { guardianAssignedMessage, type NamedAed } from './guardian-mail';
import { namedAed, signedInEmail } from './guardian-lookups';
import { queueGuardianMessages, wakeGuardianMessages } from './guardian-messages';
import {
  approveGuardian,
  deleteGuardian,
  findGuardian,
  guardianByEmail,
  guardianLimitReached,
  type GuardianRow,
  guardianshipOf,
  insertGuardian,
  listGuardianRequests,
  listGuardians,
} from './guardians.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const LIMIT = `An AED has at most ${GUARDIANS_PER_AED_MAX} guardians and requests.`;

/** Guardians: admins assign, approve and remove them; members ask to guard an AED. */
export async function guardianRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const member = { onRequest: app.authenticate };
  const tags = ['admin: guardians'];
  const base = app.config.publicUrl;

  app.get('/admin/aed/:id/guardians', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: guardianListSchema, ...errors } } }, async (request) => {
    await namedAed(db, request.params.id);
    return { data: await listGuardians(db, request.params.id) };
  });

  // Assigning an address that asked already approves its request.
  app.post(
    '/admin/aed/:id/guardians',
    { ...admin, schema: { tags, params: uuidParamSchema, body: guardianAssignSchema, response: { 201: guardianListSchema, ...errors } } },
    async (request, reply) => {
      const aed = await namedAed(db, request.params.id);
      const { email } = request.body;
      const approver = request.user?.email ?? null;
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // The AED row is the lock every change of its guardians takes: the limit holds under a burst.
        await tx.select({ id: aeds.id }).from(aeds).where(eq(aeds.id, aed.id)).for('update');
        const existing = await guardianByEmail(tx, aed.id, email);
        if (existing?.status === 'active') throw conflict('This address already looks after this AED.', { email: 'Already a guardian of this AED' });
        if (!existing && (await guardianLimitReached(tx, aed.id))) throw conflict(LIMIT, { email: LIMIT });
        const row = existing ? await approveGuardian(tx, existing.id, approver) : await insertGuardian(tx, { aedId: aed.id, email, status: 'active', approvedByEmail: approver });
        await recordAudit(tx, request.user, { action: existing ? 'update' : 'create', entityType: 'aed-guardian', entityId: row.id, parentId: aed.id, before: existing ? { email, status: existing.status } : undefined, after: { email, status: 'active' } });
        const isMember = (await membersByEmail(tx, [email])).size > 0;
        await queueGuardianMessages(app, tx, [email], guardianAssignedMessage(aed, isMember, base));
      });
      wakeGuardianMessages(app);
      reply.code(201);
      return { data: await listGuardians(db, aed.id) };
    },
  );

  /** Runs `change` on one guardian of the named AED in one transaction; 404 for an unknown one. */
  async function changeGuardian(params: { id: string; guardianId: string }, change: (tx: Db, aed: NamedAed, guardian: GuardianRow) => Promise<void>) {
    const aed = await namedAed(db, params.id);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const found = await findGuardian(tx, aed.id, params.guardianId);
      if (!found) throw notFound('Guardian not found');
      await change(tx, aed, found);
    });
    return aed;
  }
  const oneGuardian = { ...admin, schema: { tags, params: guardianParamsSchema, response: { 200: guardianListSchema, ...errors } } };

  app.post('/admin/aed/:id/guardians/:guardianId/approve', oneGuardian, async (request) => {
    const aed = await changeGuardian(request.params, async (tx, aed, found) => {
      if (found.status === 'active') throw conflict('This request was approved already.');
      const row = await approveGuardian(tx, found.id, request.user?.email ?? null);
      if (!row) throw conflict('This request was approved already.');
      await recordAudit(tx, request.user, { action: 'update', entityType: 'aed-guardian', entityId: row.id, parentId: aed.id, before: { email: row.email, status: 'requested' }, after: { email: row.email, status: 'active' } });
      await queueGuardianMessages(app, tx, [row.email], guardianAssignedMessage(aed, true, base));
    });
    wakeGuardianMessages(app);
    return { data: await listGuardians(db, aed.id) };
  });

  // Removes a guardian, or declines a request.
  app.delete('/admin/aed/:id/guardians/:guardianId', oneGuardian, async (request) => {
    const aed = await changeGuardian(request.params, async (tx, aed, found) => {
      await deleteGuardian(tx, found.id);
      await recordAudit(tx, request.user, { action: 'delete', entityType: 'aed-guardian', entityId: found.id, parentId: aed.id, before: { email: found.email, status: found.status } });
    });
    return { data: await listGuardians(db, aed.id) };
  });

  app.get('/admin/guardian-requests', { ...admin, schema: { tags, querystring: guardianRequestQuerySchema, response: { 200: guardianRequestPageSchema, ...errors } } }, async (request) =>
    listGuardianRequests(db, request.query),
  );

  // A member and one AED: what they are to it, asking to guard it, and stepping back.
  const memberTags = ['guardians'];
  app.get('/aed/:id/guardianship', { ...member, schema: { tags: memberTags, params: uuidParamSchema, response: { 200: guardianshipSchema, ...errors } } }, async (request) => {
    const email = await signedInEmail(db, request);
    await namedAed(db, request.params.id);
    return { guardianship: await guardianshipOf(db, request.params.id, email) };
  });

  app.post(
    '/aed/:id/guardianship',
    { ...member, config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags: memberTags, params: uuidParamSchema, response: { 201: guardianSchema, ...errors } } },
    async (request, reply) => {
      const email = await signedInEmail(db, request);
      const aed = await namedAed(db, request.params.id);
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.select({ id: aeds.id }).from(aeds).where(eq(aeds.id, aed.id)).for('update');
        const existing = await guardianByEmail(tx, aed.id, email);
        if (existing) throw conflict(existing.status === 'active' ? 'You already look after this AED.' : 'You have asked already; an administrator will answer.');
        if (await guardianLimitReached(tx, aed.id)) throw conflict(LIMIT);
        return insertGuardian(tx, { aedId: aed.id, email, status: 'requested' });
      });
      reply.code(201);
      return (await listGuardians(db, aed.id)).find((g) => g.id === row.id)!;
    },
  );

  app.delete('/aed/:id/guardianship', { ...member, schema: { tags: memberTags, params: uuidParamSchema, response: { 200: guardianshipSchema, ...errors } } }, async (request) => {
    const email = await signedInEmail(db, request);
    await namedAed(db, request.params.id);
    const existing = await guardianByEmail(db, request.params.id, email);
    if (!existing) throw notFound('You do not look after this AED.');
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await deleteGuardian(tx, existing.id);
      await recordAudit(tx, request.user, { action: 'delete', entityType: 'aed-guardian', entityId: existing.id, parentId: request.params.id, before: { email, status: existing.status } });
    });
    return { guardianship: 'none' as const };
  });
}
