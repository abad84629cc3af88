import {
  accountRegisterSchema,
  apiErrorSchema,
  changePasswordSchema,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  forgotPasswordSchema,
  messageResponseSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
  userSchema,
  WEB_CLIENT_ID,
} from '@aedatlas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearFailures } from '../../identity/brute-force';
import { checkPassword, refreshGrant } from '../../identity/grants';
import { OAuthError } from '../../identity/oauth-error';
import { hashPassword } from '../../identity/passwords';
import { revokeSession, revokeUserSessions } from '../../identity/sessions.repo';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { createUser, findUserByEmail, findUserById, setPassword, toUserDto } from '../users/users.repo';
import { consumeResetToken, issueResetToken } from './password-reset.repo';
import { passwordChangedMail, resetPasswordMail } from './reset-mail';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const RESET_REQUESTED = 'If an account exists for this email, a password reset link has been sent to it.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  async function register(input: { email: string; password: string; firstName: string; lastName: string; language?: string }) {
    const user = await createUser(db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      languageCode: input.language,
      roles: ['USER'],
    });
    if (!user) throw conflict('An account with this email already exists', { email: 'An account with this email already exists' });
    return toUserDto(user);
  }

  const registerOpts = { config: perMinute(10), schema: { tags: ['accounts'], response: { 201: userSchema, ...errors } } };
  app.post('/user/register', { ...registerOpts, schema: { ...registerOpts.schema, body: registerSchema } }, async (request, reply) => {
    reply.code(201);
    return register(request.body);
  });
  app.post('/Account/Register', { ...registerOpts, schema: { ...registerOpts.schema, body: accountRegisterSchema } }, async (request, reply) => {
    const { email, password, firstname, lastname, language } = request.body;
    reply.code(201);
    return register({ email, password, firstName: firstname, lastName: lastname, language });
  });

  // Starts a reset. The answer, and its timing, are the same whether or not the email exists:
  // the work happens after the response.
  app.delete(
    '/user/reset-password',
    { config: perMinute(5), schema: { tags: ['accounts'], body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const email = request.body.email;
      setImmediate(() => {
        sendResetLink(email).catch((err) => request.log.error({ err }, 'password reset mail failed'));
      });
      return { message: RESET_REQUESTED };
    },
  );

  async function sendResetLink(email: string) {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = await issueResetToken(db, user.id);
    const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await app.mailer.send(resetPasswordMail(user.email, link, user.firstName));
  }

  app.post(
    '/user/reset-password',
    { config: perMinute(10), schema: { tags: ['accounts'], body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const userId = await consumeResetToken(db, request.body.token);
      if (!userId) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
      const user = await findUserById(db, userId);
      if (!user) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
      await setPassword(db, userId, await hashPassword(request.body.newPassword));
      // Whoever knew the old password is signed out everywhere, and the lock-out is lifted.
      await revokeUserSessions(db, userId);
      await clearFailures(db, user.email);
      return { message: 'Password reset successfully' };
    },
  );

  app.post(
    '/Account/ChangePassword',
    {
      onRequest: app.authenticate,
      // Limited like the token endpoint: a wrong current password is a password guess.
      config: perMinute(app.config.tokenRateLimitPerMinute),
      schema: { tags: ['accounts'], body: changePasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const { userId, password, currentPassword } = request.body;
      assertSelfOrAdmin(request, userId);
      const own = request.user!.id === userId;
      const user = await findUserById(db, userId);
      if (!user) throw notFound('User not found');
      if (own) await confirmCurrentPassword(user.email, currentPassword, request);
      await setPassword(db, userId, await hashPassword(password));
      // The caller's own session stays; every other session of that user ends.
      await revokeUserSessions(db, userId, own ? request.user!.sessionId : undefined);
      if (!own) {
        await recordAudit(db, request.user, { action: 'update', entityType: 'user', entityId: userId, before: { password: 'changed by an admin' } });
      }
      await app.mailer.send(passwordChangedMail(user.email, user.firstName, own)).catch((err) => request.log.error({ err }, 'password change mail failed'));
      return { message: 'Password changed' };
    },
  );

  /** One's own change needs the current password, counted like a sign-in against guessing. */
  async function confirmCurrentPassword(email: string, currentPassword: string | undefined, request: FastifyRequest) {
    if (!currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
    try {
      await checkPassword(db, { username: email, password: currentPassword, ip: request.ip, userAgent: request.headers['user-agent'] });
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      if (err.status === 401) throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
      throw new HttpError(429, err.description, { currentPassword: err.description });
    }
  }

  app.get(
    '/Account/RevokeToken',
    { onRequest: app.authenticate, schema: { tags: ['accounts'], response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      if (request.user!.sessionId) await revokeSession(db, request.user!.sessionId);
      return { message: 'Token revoked' };
    },
  );

  const tokenResponse = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.number(), refresh_expires_in: z.number(), token_type: z.string() }).loose();
  app.post(
    '/Account/RefreshToken',
    { config: perMinute(app.config.tokenRateLimitPerMinute), schema: { tags: ['accounts'], body: refreshTokenSchema, response: { 200: tokenResponse, ...errors } } },
    async (request) => {
      try {
        return await refreshGrant(app.identity, { refreshToken: request.body.refreshToken, clientId: WEB_CLIENT_ID });
      } catch (err) {
        if (err instanceof OAuthError) throw badRequest(err.description);
        throw err;
      }
    },
  );
}
