import { aedPictureInputSchema, aedPictureSchema, aedPictureUpdateSchema, apiErrorSchema, TRASH_ENTRY_HEADER, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/http-errors';
import { removeEntityFiles } from '../files/files.routes';
import { trashAedPicture } from '../trash/trash-kinds';
import { addPicture, deletePicturesOfAed, getPicture, picturesOfAed, updatePicture } from './aed-pictures.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const aedIdParams = z.object({ aedId: z.uuid({ message: 'Must be a valid id' }) });

/** admin/aed-picture (001 §7). Pictures show on the public detail page, so writes refresh the feeds. */
export async function aedPictureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin: aed pictures'];

  app.post('/admin/aed-picture', { ...admin, schema: { tags, body: aedPictureInputSchema, response: { 201: aedPictureSchema, ...errors } } }, async (request, reply) => {
    const picture = await addPicture(db, request.user, request.body.aedId, request.body.url);
    if (!picture) throw notFound('AED not found');
    app.aedFeeds.invalidate();
    return reply.code(201).send(picture);
  });

  app.get('/admin/aed-picture/aed/:aedId', { ...admin, schema: { tags, params: aedIdParams, response: { 200: z.array(aedPictureSchema), ...errors } } }, async (request) =>
    picturesOfAed(db, request.params.aedId),
  );

  app.delete('/admin/aed-picture/aed/:aedId', { ...admin, schema: { tags, params: aedIdParams, response: { 200: z.object({ deleted: z.number() }), ...errors } } }, async (request) => {
    // Uploaded pictures take their files with them.
    const deleted = await deletePicturesOfAed(db, request.user, request.params.aedId, removeEntityFiles(app, request.user, 'AED', request.params.aedId));
    app.aedFeeds.invalidate();
    return { deleted };
  });

  app.get('/admin/aed-picture/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 200: aedPictureSchema, ...errors } } }, async (request) => {
    const picture = await getPicture(db, request.params.id);
    if (!picture) throw notFound('Picture not found');
    return picture;
  });

  app.put('/admin/aed-picture/:id', { ...admin, schema: { tags, params: uuidParamSchema, body: aedPictureUpdateSchema, response: { 200: aedPictureSchema, ...errors } } }, async (request) => {
    const picture = await updatePicture(db, request.user, request.params.id, request.body.url);
    if (!picture) throw notFound('Picture not found');
    app.aedFeeds.invalidate();
    return picture;
  });

  app.delete('/admin/aed-picture/:id', { ...admin, schema: { tags, params: uuidParamSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    // Into the trash (an uploaded picture with its file record); the header names the entry for Undo.
    const entryId = await trashAedPicture(db, request.user, request.params.id);
    if (!entryId) throw notFound('Picture not found');
    app.aedFeeds.invalidate();
    return reply.code(204).header(TRASH_ENTRY_HEADER, entryId).send(null);
  });
}
