import { apiErrorSchema, userSchema, userUpdateSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { notFound } from '../../plugins/http-errors';
import { listIceContacts } from '../ice/ice.repo';
import { findUserById, toUserDto, updateProfile, type UserWithRoles } from './users.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const security = [{ bearerAuth: [] }];

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // The user record always carries its ICE contacts (000 §3).
  const withContacts = async (user: UserWithRoles) => toUserDto(user, await listIceContacts(db, user.id));

  app.get(
    '/user/me',
    { onRequest: app.authenticate, schema: { tags: ['users'], security, response: { 200: userSchema, ...errors } } },
    async (request) => {
      const user = await findUserById(db, request.user!.id);
      if (!user) throw notFound('User not found');
      return withContacts(user);
    },
  );

  app.get(
    '/user/:id',
    { onRequest: app.authenticate, schema: { tags: ['users'], security, params: uuidParamSchema, response: { 200: userSchema, ...errors } } },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound('User not found');
      return withContacts(user);
    },
  );

  // userType and email are not changed here: roles and sign-in identity have their own flows.
  app.put(
    '/user/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], security, params: uuidParamSchema, body: userUpdateSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      const { firstName, lastName, displayName, phone, languageCode, profileImageUrl } = request.body;
      const user = await updateProfile(db, request.params.id, {
        firstName,
        lastName,
        displayName: displayName ?? `${firstName} ${lastName}`,
        phone,
        ...(languageCode ? { languageCode } : {}),
        ...(profileImageUrl !== undefined ? { profileImageUrl } : {}),
      });
      if (!user) throw notFound('User not found');
      return withContacts(user);
    },
  );
}
