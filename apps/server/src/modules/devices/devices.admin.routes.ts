import { apiErrorSchema, deviceListQuerySchema, deviceSchema, pagedSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors';
import { findDevice, listDevices } from './devices.admin.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const security = [{ bearerAuth: [] }];
const tags = ['devices'];

/** Admins browse the devices that checked in (001 §2, §7); read only. */
export async function deviceAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/device',
    { onRequest: app.requireAdmin, schema: { tags, security, querystring: deviceListQuerySchema, response: { 200: pagedSchema(deviceSchema), ...errors } } },
    (request) => listDevices(db, request.query),
  );

  app.get(
    '/admin/device/:id',
    { onRequest: app.requireAdmin, schema: { tags, security, params: uuidParamSchema, response: { 200: deviceSchema, ...errors } } },
    async (request) => {
      const device = await findDevice(db, request.params.id);
      if (!device) throw notFound('Device not found');
      return device;
    },
  );
}
