import { apiErrorSchema, deviceListQuerySchema, deviceSchema, pagedSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors';
import { deviceIdsInOrder, devicesByIds, findDevice, listDevices } from './devices.admin.repo';
import { registerListExport } from '../list-export/list-export';
import { idSnapshotBatches } from '../list-export/id-snapshot';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['devices'];

/** Admins browse the devices that checked in (001 §2, §7); read only. */
export async function deviceAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/admin/device',
    { onRequest: app.requireAdmin, schema: { tags, querystring: deviceListQuerySchema, response: { 200: pagedSchema(deviceSchema), ...errors } } },
    (request) => listDevices(db, request.query),
  );
  registerListExport(app, {
    path: '/admin/device',
    onRequest: app.requireAdmin,
    query: deviceListQuerySchema,
    item: deviceSchema,
    list: (q) => listDevices(db, q),
    // Newest check-in first by default, and devices check in all the time (list-export/id-snapshot.ts).
    batchAfter: idSnapshotBatches(
      (q) => deviceIdsInOrder(db, q),
      (ids) => devicesByIds(db, ids),
    ),
    fileName: 'devices',
    tags,
  });

  app.get(
    '/admin/device/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: uuidParamSchema, response: { 200: deviceSchema, ...errors } } },
    async (request) => {
      const device = await findDevice(db, request.params.id);
      if (!device) throw notFound('Device not found');
      return device;
    },
  );
}
