import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, CLIENT_SUBJECT_PREFIX, REFRESH_IDLE_TTL_S } from '@aedatlas/contracts';
import type { JWTPayload } from 'jose';
import type { UserWithRoles } from '../modules/users/users.repo';
import { userClaims } from './claims';
import { signEs256, verifyEs256 } from './jws';
import type { SessionRow } from './sessions.repo';
import type { SigningKey } from './signing-key';

export interface IssuedTokens {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  token_type: 'Bearer';
  id_token?: string;
  'not-before-policy': 0;
  session_state: string;
  scope: string;
  /** Not sent: what the caller must remember about the new refresh token. */
  refreshJti: string;
  refreshExpiresAt: Date;
}

export interface TokenContext {
  key: SigningKey;
  issuer: string;
  realm: string;
}

const now = () => Math.floor(Date.now() / 1000);

function sign(ctx: TokenContext, payload: JWTPayload, issuedAt: number, expiresAt: number, jti: string = randomUUID()) {
  return signEs256({ kid: ctx.key.kid, typ: 'JWT' }, { ...payload, iss: ctx.issuer, iat: issuedAt, exp: expiresAt, jti }, ctx.key.privateKey);
}

/** When the tokens are issued and the new refresh token's id: chosen by a caller that records the token before signing it. */
export interface NextRefresh {
  iat: number;
  jti: string;
}

export const nextRefresh = (): NextRefresh => ({ iat: now(), jti: randomUUID() });

/** When a refresh token issued at `iat` goes idle; the session's end may come sooner. */
export const refreshIdleEnd = (iat: number) => new Date((iat + REFRESH_IDLE_TTL_S) * 1000);

/** Access, refresh and (for the openid scope) ID tokens for one session. */
export async function issueTokens(ctx: TokenContext, user: UserWithRoles, session: SessionRow, next = nextRefresh()): Promise<IssuedTokens> {
  const { iat } = next;
  const claims = userClaims(user, ctx.realm);
  const common = { sub: user.id, sid: session.id, azp: session.clientId, session_state: session.id };
  const access = sign(ctx, { ...common, ...claims, typ: 'Bearer', aud: 'account', scope: session.scope }, iat, iat + ACCESS_TOKEN_TTL_S);

  // The refresh token lives for the idle timeout, never past the session's absolute end.
  const sessionEnd = Math.floor(session.expiresAt.getTime() / 1000);
  const refreshExp = Math.min(refreshIdleEnd(iat).getTime() / 1000, sessionEnd);
  const refreshJti = next.jti;
  const refresh = sign(ctx, { ...common, typ: 'Refresh', aud: ctx.issuer, scope: session.scope }, iat, refreshExp, refreshJti);

  const wantsIdToken = session.scope.split(' ').includes('openid');
  const id = wantsIdToken
    ? sign(ctx, { ...common, ...claims, typ: 'ID', aud: session.clientId, auth_time: Math.floor(session.createdAt.getTime() / 1000) }, iat, iat + ACCESS_TOKEN_TTL_S)
    : undefined;

  return {
    access_token: access,
    expires_in: ACCESS_TOKEN_TTL_S,
    refresh_token: refresh,
    refresh_expires_in: refreshExp - iat,
    token_type: 'Bearer',
    ...(id ? { id_token: id } : {}),
    'not-before-policy': 0,
    session_state: session.id,
    scope: session.scope,
    refreshJti,
    refreshExpiresAt: new Date(refreshExp * 1000),
  };
}

/** What a machine client's token says about it (client-credentials.ts). */
export interface ClientTokenSubject {
  /** The client's row id: the subject is `client:<id>`, never a user's id. */
  id: string;
  clientId: string;
  name: string;
  roleClaims: string[];
}

/**
 * An access token for a machine client (RFC 6749 §4.4.3): the same ES256 access token as a
 * person's, its roles where people's are (realm_access), no session and no refresh token.
 */
export function issueClientToken(ctx: TokenContext, client: ClientTokenSubject, scope: string) {
  const iat = now();
  const access = sign(
    ctx,
    {
      sub: `${CLIENT_SUBJECT_PREFIX}${client.id}`,
      typ: 'Bearer',
      aud: 'account',
      azp: client.clientId,
      client_id: client.clientId,
      name: client.name,
      preferred_username: `service-account-${client.clientId}`,
      realm_access: { roles: client.roleClaims },
      scope,
    },
    iat,
    iat + ACCESS_TOKEN_TTL_S,
  );
  return { access_token: access, expires_in: ACCESS_TOKEN_TTL_S, token_type: 'Bearer' as const, 'not-before-policy': 0 as const, scope };
}

export interface VerifiedToken extends JWTPayload {
  sub: string;
  sid: string;
  jti: string;
  typ: string;
  exp: number;
}

/** Verifies a token this provider issued; `typ` tells access ('Bearer') from refresh ('Refresh'). */
export async function verifyOwnToken(ctx: TokenContext, token: string, typ: 'Bearer' | 'Refresh'): Promise<VerifiedToken> {
  const payload = verifyEs256(token, ctx.key.publicKey, ctx.issuer);
  if (payload.typ !== typ || !payload.sub || !payload.jti || typeof payload.sid !== 'string') {
    throw new Error('wrong token type');
  }
  return payload as VerifiedToken;
}
