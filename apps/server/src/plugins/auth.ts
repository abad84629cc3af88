import { ADMIN_ROLE, DISPATCH_USER_ROLE, roleClaim, type GuardRole } from '@aedatlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { AppConfig } from '../config';
import { isUnavailableError } from '../db/availability';
import type { Db } from '../db/client';
import { rolesFromClaims } from '../identity/claims';
import { clientIdOfSubject, clientTokenState } from '../identity/client-credentials';
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
  /**
   * Set when the caller is a machine client (client credentials), not a person: its name for the
   * audit, and its row id for a client of the embedded provider (undefined for an external one).
   */
  client?: { id: string | undefined; name: string };
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
    /**
     * An onRequest hook for people and machine clients: 401 without a token, 403 unless the
     * caller holds one of the roles now (`requireRole('dispatch', 'admin')`).
     */
    requireRole(...roles: GuardRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The machine client a bearer token (an Authorization header) belongs to, when it is a valid
     * client token; undefined for anything else. For calls no guard checked (a public route), so
     * a client's calls are audited wherever they go.
     */
    clientOfBearer(authorization: string | undefined): Promise<AuthUser['client']>;
  }
}

/**
 * What a verifier found: the token's claims and, when a role was asked for, whether the user holds
 * it now (undefined where roles come only from the token).
 */
interface Verified {
  payload: JWTPayload;
  holdsRole?: boolean;
  /** A machine client's name (and row id on the embedded provider). */
  client?: { id: string | undefined; name: string };
}
type Verify = (token: string, roles?: readonly GuardRole[]) => Promise<Verified>;

/** A person's role in the roles table for each guard role; integration is a client's role only. */
const USER_ROLE_NAMES: Partial<Record<GuardRole, string>> = { admin: 'ADMIN', dispatch: DISPATCH_USER_ROLE };

/** Whether a token's claims grant one of the roles (the prefixed claim, or an external issuer's bare name). */
const claimsHold = (claimed: string[], wanted: readonly GuardRole[]) => wanted.some((r) => claimed.includes(roleClaim(r)) || claimed.includes(r));

/**
 * Tokens of the embedded provider are checked against its key and its session table; a role asked
 * for is looked up in the same query, so an admin call costs one round trip before its own work.
 */
function embeddedVerifier(config: AppConfig, db: Db, key: SigningKey): Verify {
  const verifyToken = createTokenVerifier(key.publicKey, config.issuer);
  return async (token, wanted) => {
    const payload: JWTPayload = verifyToken(token);
    if (payload.typ !== 'Bearer' || !payload.jti || !payload.sub) throw new Error('not an access token');
    const clientRowId = clientIdOfSubject(payload.sub);
    if (clientRowId) {
      const state = await clientTokenState(db, clientRowId, wanted);
      if (!state) throw new Error('client revoked');
      return { payload, holdsRole: state.holdsRole, client: { id: clientRowId, name: state.name } };
    }
    if (typeof payload.sid !== 'string') throw new Error('not an access token');
    const names = wanted?.map((r) => USER_ROLE_NAMES[r]).filter((n) => n !== undefined);
    const role = names && { userId: payload.sub, name: names.length ? names.join(',') : '-' };
    const state = await accessTokenState(db, { jti: payload.jti, sessionId: payload.sid }, role);
    if (!state.active) throw new Error('token revoked');
    return { payload, holdsRole: role ? state.holdsRole : undefined };
  };
}

/**
 * A token a Keycloak-like issuer gave a client by client credentials: it names the client
 * (`client_id`, older Keycloak `clientId`) and its subject is the client's service account
 * (`preferred_username` service-account-...). A person's token has neither.
 */
function externalClient(payload: JWTPayload): Verified['client'] {
  const named = [payload.client_id, payload.clientId].find((v): v is string => typeof v === 'string' && v !== '');
  const username = typeof payload.preferred_username === 'string' ? payload.preferred_username : '';
  if (!named && !username.startsWith('service-account-')) return undefined;
  const azp = typeof payload.azp === 'string' ? payload.azp : undefined;
  return { id: undefined, name: (named ?? azp ?? username).slice(0, 200) };
}

/** A real Keycloak (OIDC_ISSUER) is trusted through its published keys. */
function externalVerifier(config: AppConfig): Verify {
  const jwks = createRemoteJWKSet(new URL(`${config.issuer}/protocol/openid-connect/certs`));
  return async (token) => {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer });
    return { payload, client: externalClient(payload) };
  };
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig; db: Db; key: SigningKey }) {
    const verify = opts.config.externalIssuer ? externalVerifier(opts.config) : embeddedVerifier(opts.config, opts.db, opts.key);

    app.decorateRequest('user', null);

    /** Checks the bearer token and sets request.user; with a role, also says whether it is held now. */
    async function identify(request: FastifyRequest, wanted?: readonly GuardRole[]): Promise<boolean | undefined> {
      const header = request.headers.authorization;
      const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
      if (!token) throw unauthorized();
      const { payload, holdsRole, client } = await verify(token, wanted).catch((err: unknown) => {
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
        // Admin is a person's role: never a client's, whatever an external issuer put in its token.
        isAdmin: !client && roles.includes(ADMIN_ROLE),
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        ...(client ? { client } : {}),
      };
      return holdsRole;
    }

    // The calls of people (their account, their ICE contacts, the console): a client's token is
    // refused, as a client has no account of a person.
    const refuseClients = (request: FastifyRequest) => {
      if (request.user?.client) throw forbidden('This call is for people; a client may call only what its roles allow');
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      await identify(request);
      refuseClients(request);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const holdsAdmin = await identify(request, ['admin']);
      refuseClients(request);
      if (!request.user?.isAdmin) throw forbidden();
      // A role taken away counts at once for the console's calls, not only when the token expires
      // (undefined: an external provider's roles are only in its tokens).
      if (holdsAdmin === false) throw forbidden();
    });

    app.decorate('clientOfBearer', async (authorization: string | undefined) => {
      const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
      if (!token) return undefined;
      // A cheap look first: only what claims to be a client's token is verified (a person's is not).
      let claims: JWTPayload;
      try {
        claims = decodeJwt(token);
      } catch {
        return undefined;
      }
      if (!clientIdOfSubject(claims.sub) && !externalClient(claims)) return undefined;
      return (await verify(token).catch(() => undefined))?.client;
    });

    // The OpenAPI document says which operations take a bearer token: every route these guards
    // keep, whatever its module wrote in its schema (a client generated from it sends the token).
    const guards = new Set<unknown>([app.authenticate, app.requireAdmin]);

    app.decorate('requireRole', (...wanted: GuardRole[]) => {
      const guard = async (request: FastifyRequest) => {
        const holdsNow = await identify(request, wanted);
        // The token must grant a role, and where the database keeps roles (embedded provider), it
        // must still be held now: a role taken away, or a client revoked, counts at the next call.
        if (!claimsHold(request.user!.roles, wanted) || holdsNow === false) throw forbidden();
      };
      guards.add(guard);
      return guard;
    });
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
