import { ADMIN_ROLE } from '@aedatlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppConfig } from '../config';
import { isUnavailableError } from '../db/availability';
import type { Db } from '../db/client';
import { rolesFromClaims } from '../identity/claims';
import { accessTokenState } from '../identity/sessions.repo';
import { createTokenVerifier } from '../identity/jws';
import type { SigningKey } from '../identity/signing-key';
import { forbidden, invalidToken, unauthorized } from './http-errors';

export interface AuthUser {
  id: string;
  email: string | undefined;
  roles: string[];
  isAdmin: boolean;
  sessionId: string | undefined;
}

// Routes use these as onRequest hooks, so who is calling is checked before the body is even
// parsed or validated: a stranger learns nothing from validation messages.
declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid, unrevoked access token is sent. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: 401 without a token, 403 unless the caller is an admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * What a verifier found: the token's claims and, when a role was asked for, whether the user holds
 * it now (undefined where roles come only from the token).
 */
interface Verified {
  payload: JWTPayload;
  holdsRole?: boolean;
}
type Verify = (token: string, role?: string) => Promise<Verified>;

/**
 * Tokens of the embedded provider are checked against its key and its session table; a role asked
 * for is looked up in the same query, so an admin call costs one round trip before its own work.
 */
function embeddedVerifier(config: AppConfig, db: Db, key: SigningKey): Verify {
  const verifyToken = createTokenVerifier(key.publicKey, config.issuer);
  return async (token, role) => {
    const payload: JWTPayload = verifyToken(token);
    if (payload.typ !== 'Bearer' || !payload.jti || !payload.sub || typeof payload.sid !== 'string') throw new Error('not an access token');
    const state = await accessTokenState(db, { jti: payload.jti, sessionId: payload.sid }, role ? { userId: payload.sub, name: role } : undefined);
    if (!state.active) throw new Error('token revoked');
    return { payload, holdsRole: role ? state.holdsRole : undefined };
  };
}

/** A real Keycloak (OIDC_ISSUER) is trusted through its published keys. */
function externalVerifier(config: AppConfig): Verify {
  const jwks = createRemoteJWKSet(new URL(`${config.issuer}/protocol/openid-connect/certs`));
  return async (token) => ({ payload: (await jwtVerify(token, jwks, { issuer: config.issuer })).payload });
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig; db: Db; key: SigningKey }) {
    const verify = opts.config.externalIssuer ? externalVerifier(opts.config) : embeddedVerifier(opts.config, opts.db, opts.key);

    app.decorateRequest('user', null);

    /** Checks the bearer token and sets request.user; with a role, also says whether it is held now. */
    async function identify(request: FastifyRequest, role?: string): Promise<boolean | undefined> {
      const header = request.headers.authorization;
      const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
      if (!token) throw unauthorized();
      const { payload, holdsRole } = await verify(token, role).catch((err: unknown) => {
        // A database that cannot answer is an outage (503), never a bad token: the client must
        // keep its session and retry, not sign the person out.
        if (isUnavailableError(err)) throw err;
        throw invalidToken();
      });
      const roles = rolesFromClaims(payload as Record<string, unknown>);
      request.user = {
        id: String(payload.sub),
        email: typeof payload.email === 'string' ? payload.email : undefined,
        roles,
        isAdmin: roles.includes(ADMIN_ROLE),
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
      };
      return holdsRole;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      await identify(request);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const holdsAdmin = await identify(request, 'ADMIN');
      if (!request.user?.isAdmin) throw forbidden();
      // A role taken away counts at once for the console's calls, not only when the token expires
      // (undefined: an external provider's roles are only in its tokens).
      if (holdsAdmin === false) throw forbidden();
    });

    // The OpenAPI document says which operations take a bearer token: every route these guards
    // keep, whatever its module wrote in its schema (a client generated from it sends the token).
    const guards = new Set<unknown>([app.authenticate, app.requireAdmin]);
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest, route.preHandler].flat();
      if (!hooks.some((hook) => guards.has(hook)) || route.schema?.security) return;
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
  },
  { name: 'auth' },
);

/** The owner of a record or an admin may act on it. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string) {
  const user = request.user;
  if (!user) throw unauthorized();
  if (user.id !== userId && !user.isAdmin) throw forbidden();
}
