import { apiErrorSchema, userSchema, userUpdateSchema, uuidParamSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { notFound } from '../../plugins/http-errors';
import { listIceContacts } from '../ice/ice.repo';
import { versionFromRequest } from '../../db/versioned-update';
import { languageCodeToStore } from './language-code';
import { auditUserUpdate } from './users.audit';
import { findUserById, toUserDto, updateProfile, type UserWithRoles } from './users.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // The user record always carries its ICE contacts (000 §3).
  const withContacts = async (user: UserWithRoles) => toUserDto(user, await listIceContacts(db, user.id));

  app.get(
    '/user/me',
    { onRequest: app.authenticate, schema: { tags: ['users'], response: { 200: userSchema, ...errors } } },
    async (request) => {
      const user = await findUserById(db, request.user!.id);
      if (!user) throw notFound('User not found');
      return withContacts(user);
    },
  );

  app.get(
    '/user/:id',
    { onRequest: app.authenticate, schema: { tags: ['users'], params: uuidParamSchema, response: { 200: userSchema, ...errors } } },
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
      schema: { tags: ['users'], params: uuidParamSchema, body: userUpdateSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      const stored = await findUserById(db, request.params.id);
      if (!stored) throw notFound('User not found');
      const { firstName, lastName, displayName, phone, languageCode, profileImageUrl } = request.body;
      const update = await updateProfile(db, stored.id, {
        firstName,
        lastName,
        // A display name sent empty is the names, as this path always did; not sent, it follows them only if it did before.
        displayName: displayName === undefined ? followingName(stored, firstName, lastName) : (displayName ?? fullName(firstName ?? stored.firstName, lastName ?? stored.lastName)),
        phone,
        languageCode: languageCodeToStore(languageCode, stored.languageCode),
        profileImageUrl,
      }, {
        version: versionFromRequest(request),
        // An admin changing someone else through this path is an admin change: audited like the console's.
        onChange: request.user!.id === stored.id ? undefined : (tx, u) => auditUserUpdate(tx, request.user, u),
      });
      if (!update) throw notFound('User not found');
      return withContacts(update.after);
    },
  );
}

/**
 * A display name that was just "first last" (or empty) follows new names when the client sends
 * none; a display name the user chose is kept.
 */
function followingName(stored: UserWithRoles, firstName: string | undefined, lastName: string | undefined) {
  if (firstName === undefined && lastName === undefined) return undefined;
  const oldFullName = [stored.firstName, stored.lastName].filter(Boolean).join(' ');
  if (stored.displayName && stored.displayName !== oldFullName) return undefined;
  return fullName(firstName ?? stored.firstName, lastName ?? stored.lastName);
}

const fullName = (firstName: string | null, lastName: string | null) => [firstName, lastName].filter(Boolean).join(' ') || null;
