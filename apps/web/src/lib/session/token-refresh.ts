import { MESSAGES } from '@aedatlas/contracts';
import { checkInDevice } from '../device/device-checkin';
import { ApiError } from '../http';
import { refreshGrant } from './identity-client';
import { endSession } from './session-expired';
import { borrowToken, isBorrowedSession } from './session-share';
import { getRefreshToken, getRefreshTokenExpiration, saveTokens, saveUser } from './session-store';
import { userFromAccessToken } from './session-user';

/** Thrown to callers whose request could not go out because the session ended. */
export class SessionExpiredError extends ApiError {
  constructor(
    reason: string,
    /** True when the page needs no login and was left signed out in silence: go on without a token. */
    readonly quiet = false,
  ) {
    super(401, reason);
    this.name = 'SessionExpiredError';
  }
}

let inFlight: Promise<string> | null = null;

/**
 * Renews the access token. Refresh tokens rotate (each one works once), so concurrent callers
 * must share one refresh: a second grant with the same refresh token would be refused and, on a
 * server that detects replay, would revoke the whole session.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Only the provider saying the refresh token is no good ends the session. No answer (offline), a
 * 5xx (the database away), a 429 or a garbled answer say nothing about the session: it is kept,
 * this request fails, and the next one tries again once the service is back.
 */
export function refusesSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 401)) return false;
  return (error.body as { error?: unknown } | null)?.error === 'invalid_grant';
}

async function runRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  const expiration = getRefreshTokenExpiration();
  // A session lent by another tab is renewed by that tab (see session-share.ts).
  if (!refreshToken && isBorrowedSession()) {
    const lent = await borrowToken();
    if (lent) {
      saveTokens({ accessToken: lent, refreshToken: null, refreshTokenExpiration: null });
      return lent;
    }
  }
  // The expiration was computed on this browser's clock at login, so it is safe to trust here.
  if (!refreshToken || (expiration !== null && expiration <= Date.now())) {
    throw new SessionExpiredError(MESSAGES.noRefreshToken, endSession());
  }
  let tokens;
  try {
    tokens = await refreshGrant(refreshToken);
  } catch (error) {
    if (!refusesSession(error)) throw error;
    throw new SessionExpiredError(MESSAGES.sessionExpired, endSession());
  }
  saveTokens(tokens);
  const user = userFromAccessToken(tokens.accessToken);
  if (user) saveUser(user);
  void checkInDevice();
  return tokens.accessToken;
}
