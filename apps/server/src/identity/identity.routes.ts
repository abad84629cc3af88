import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isUnavailableError } from '../db/availability';
import { HttpError } from '../plugins/http-errors';
import { findUserById } from '../modules/users/users.repo';
import { userClaims } from './claims';
import { authenticateClient } from './clients';
import { clientCredentialsGrant, isConfidentialClientId, publicClientCredentials } from './client-credentials';
import { discoveryDocument } from './discovery';
import { passwordGrant, refreshGrant, revokeToken, type GrantContext } from './grants';
import { perMinutePerCaller } from '../plugins/rate-limit-key';
import { OAuthError, invalidClient, invalidRequest, sendOAuthError } from './oauth-error';

const tokenForm = z.object({
  grant_type: z.string().optional(),
  username: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  refresh_token: z.string().max(8192).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(500).optional(),
  scope: z.string().max(500).optional(),
  token: z.string().max(8192).optional(),
});
type TokenForm = z.infer<typeof tokenForm>;

/** The form, with client credentials from HTTP Basic auth when the client sends them that way. */
function readForm(request: FastifyRequest): TokenForm {
  const parsed = tokenForm.safeParse(request.body ?? {});
  if (!parsed.success) throw invalidRequest('Invalid request parameters');
  const basic = request.headers.authorization?.match(/^Basic\s+(.+)$/i)?.[1];
  if (basic && !parsed.data.client_id) {
    // client_secret_basic (RFC 6749 §2.3.1): `id:secret`, each form-encoded; the secret may hold a colon.
    const decoded = Buffer.from(basic, 'base64').toString();
    const colon = decoded.indexOf(':');
    const id = colon < 0 ? decoded : decoded.slice(0, colon);
    const secret = colon < 0 ? undefined : basicClientId(decoded.slice(colon + 1));
    return { ...parsed.data, client_id: basicClientId(id), client_secret: secret ?? parsed.data.client_secret };
  }
  return parsed.data;
}

/** RFC 6749 §2.3.1: the id in Basic auth is form-encoded; one that does not decode names no client. */
function basicClientId(encoded: string): string {
  try {
    return decodeURIComponent(encoded.replaceAll('+', ' '));
  } catch {
    throw invalidClient();
  }
}

/**
 * Per client address, like the token endpoint's. The web app's sign-out revokes two tokens (access
 * and refresh), and every sign-out follows a sign-in the token endpoint let through: twice its
 * limit lets every session it allows be ended from the same address, and still stops a script
 * revoking in a loop.
 */
export const REVOKES_PER_SIGN_OUT = 2;

/**
 * Per signed-in user. The web app does not call userinfo, but an OIDC client may at every page
 * load and after every token refresh (5 min): a person clicking through pages fast loads at most
 * about one a second, and their tabs and devices share the count, so 120 a minute. A script
 * polling it in a loop passes that within a second or two.
 */
export const USERINFO_PER_MINUTE = 120;

export async function identityRoutes(app: FastifyInstance, opts: { ctx: GrantContext; rateLimitPerMinute: number }) {
  const { ctx } = opts;
  const oidc = '/protocol/openid-connect';
  // OAuth's token, revoke and logout requests are forms (RFC 6749 §4.3.2); only this scope reads them.
  await app.register(formbody);
  const formRoute = { schema: { consumes: ['application/x-www-form-urlencoded'] } };

  app.get('/.well-known/openid-configuration', async () => discoveryDocument(ctx.issuer));

  app.get(`${oidc}/certs`, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { keys: [ctx.key.publicJwk] };
  });

  app.post(
    `${oidc}/token`,
    { ...formRoute, config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      try {
        const form = readForm(request);
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        if (form.grant_type === 'client_credentials' || isConfidentialClientId(form.client_id)) {
          if (!isConfidentialClientId(form.client_id)) {
            authenticateClient(form.client_id);
            throw publicClientCredentials();
          }
          const answer = await clientCredentialsGrant(ctx, { clientId: form.client_id!, clientSecret: form.client_secret, scope: form.scope });
          // A confidential client has this grant only (no passwords, no refresh tokens).
          if (form.grant_type !== 'client_credentials') throw new OAuthError(400, 'unauthorized_client', 'Client not allowed this grant type');
          return answer;
        }
        const client = authenticateClient(form.client_id);
        if (form.grant_type === 'password') {
          if (!form.username || !form.password) throw invalidRequest('Missing parameter: username or password');
          return await passwordGrant(ctx, {
            username: form.username,
            password: form.password,
            clientId: client.id,
            scope: form.scope,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
        }
        if (form.grant_type === 'refresh_token') {
          if (!form.refresh_token) throw invalidRequest('Missing parameter: refresh_token');
          return await refreshGrant(ctx, { refreshToken: form.refresh_token, clientId: client.id });
        }
        throw new OAuthError(400, 'unsupported_grant_type', 'Unsupported grant_type');
      } catch (err) {
        return sendOAuthError(request, reply, err, ctx.realm);
      }
    },
  );

  app.post(`${oidc}/revoke`, { ...formRoute, config: perMinutePerCaller(REVOKES_PER_SIGN_OUT * opts.rateLimitPerMinute) }, async (request, reply) => {
    try {
      const form = readForm(request);
      authenticateClient(form.client_id);
      if (!form.token) throw invalidRequest('Missing token parameter');
      await revokeToken(ctx, form.token);
      return reply.code(200).send();
    } catch (err) {
      return sendOAuthError(request, reply, err, ctx.realm);
    }
  });

  // Keycloak's logout: a refresh token in the form ends its session.
  app.post(`${oidc}/logout`, formRoute, async (request, reply) => {
    try {
      const form = readForm(request);
      if (form.refresh_token) await revokeToken(ctx, form.refresh_token);
      return reply.code(204).send();
    } catch (err) {
      return sendOAuthError(request, reply, err, ctx.realm);
    }
  });

  /**
   * The access token in `Authorization: Bearer` (OIDC Core 5.3.1), checked before the limit counts
   * (so it counts per user); a refused one gets OAuth's answer, with the challenge RFC 6750 §3 asks
   * for: a bare one without a token, invalid_token for one refused.
   */
  const bearerToken = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply);
    } catch (err) {
      if (isUnavailableError(err)) throw err;
      const challenge = err instanceof HttpError && err.headers?.['www-authenticate'] === 'Bearer' ? 'Bearer' : 'Bearer error="invalid_token"';
      return reply.code(401).header('www-authenticate', challenge).send({ error: 'invalid_token', error_description: 'Token verification failed' });
    }
  };
  app.route({
    method: ['GET', 'POST'],
    url: `${oidc}/userinfo`,
    onRequest: bearerToken,
    config: perMinutePerCaller(USERINFO_PER_MINUTE),
    // As the OpenAPI document says.
    schema: { security: [{ bearerAuth: [] }] },
    handler: async (request, reply) => {
      const user = await findUserById(ctx.db, request.user!.id);
      if (!user) return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token', error_description: 'User not found' });
      return { sub: user.id, ...userClaims(user, ctx.realm) };
    },
  });
}
