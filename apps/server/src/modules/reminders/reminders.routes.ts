import {
  aedRemindersSchema,
  apiErrorSchema,
  maintainerContactsSchema,
  reminderUnsubscribeQuerySchema,
  reminderUnsubscribeResultSchema,
  uuidParamSchema,
} from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { aeds } from '../aeds/aeds.table';
import { runExpiryReminders } from './reminders.job';
import { listMaintainers, listSentReminders, replaceMaintainers, unsubscribe } from './reminders.repo';
import { emailOfToken } from './unsubscribe-token';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const INVALID_LINK = 'This unsubscribe link is not valid. Please use the link from the reminder as it was sent.';

/** Expiry reminders: who gets them per AED, what was sent, the run on demand, and the way out. */
export async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: expiry reminders'];

  const contactEmailOf = async (id: string) => {
    const [aed] = await db.select({ contactEmail: aeds.contactEmail }).from(aeds).where(eq(aeds.id, id));
    if (!aed) throw notFound('AED not found');
    return aed.contactEmail?.trim() ? aed.contactEmail.trim().toLowerCase() : null;
  };

  app.get('/admin/aed/:id/reminders', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: aedRemindersSchema, ...errors } } }, async (request) => {
    const contactEmail = await contactEmailOf(request.params.id);
    const [maintainers, sent] = await Promise.all([listMaintainers(db, request.params.id), listSentReminders(db, request.params.id)]);
    return { maintainers, contactEmail, ...sent };
  });

  app.put(
    '/admin/aed/:id/maintainers',
    { ...admin, schema: { tags, params: uuidParamSchema, body: maintainerContactsSchema, response: { 200: aedRemindersSchema, ...errors } } },
    async (request) => {
      const id = request.params.id;
      const contactEmail = await contactEmailOf(id);
      await db.transaction(async (tx) => {
        const { before, after } = await replaceMaintainers(tx, id, request.body.emails);
        // A save that changes nothing leaves no trace.
        if (before.join('\n') !== after.join('\n')) {
          await recordAudit(tx, request.user, { action: 'update', entityType: 'aed-maintainers', entityId: id, parentId: id, before: { emails: before }, after: { emails: after } });
        }
      });
      const [maintainers, sent] = await Promise.all([listMaintainers(db, id), listSentReminders(db, id)]);
      return { maintainers, contactEmail, ...sent };
    },
  );

  app.post(
    '/admin/expiry-reminders/run',
    { ...admin, schema: { tags, response: { 200: z.object({ digests: z.number().int(), reminders: z.number().int() }), ...errors } } },
    async () => runExpiryReminders(app),
  );

  // No login: the link in every reminder. Asking (GET) changes nothing, so a mail scanner that
  // follows links cannot unsubscribe anyone; the page's button posts.
  const perMinute = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const publicTags = ['expiry reminders'];
  app.get('/reminders/unsubscribe', { config: perMinute, schema: { tags: publicTags, querystring: reminderUnsubscribeQuerySchema, response: { 200: z.object({ email: z.string() }), ...errors } } }, async (request) => {
    const email = emailOfToken(app.storage.secret, request.query.token);
    if (!email) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
    return { email };
  });
  app.post('/reminders/unsubscribe', { config: perMinute, schema: { tags: publicTags, body: reminderUnsubscribeQuerySchema, response: { 200: reminderUnsubscribeResultSchema, ...errors } } }, async (request) => {
    const email = emailOfToken(app.storage.secret, request.body.token);
    if (!email) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
    await unsubscribe(db, email);
    return { email, unsubscribed: true as const };
  });
}
