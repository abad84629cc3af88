import { MESSAGES } from '@aedatlas/contracts';
import { checkInDevice } from '../device/device-checkin';
import { ApiError } from '../http';
import { refreshGrant } from './identity-client';
import { endExpiredSession } from './session-expired';
import { getRefreshToken, getRefreshTokenExpiration, saveTokens, saveUser } from './session-store';
import { userFromAccessToken } from './session-user';

/** Thrown to callers whose request could not go out because the session ended. */
export class SessionExpiredError extends ApiError {
  constructor(reason: string) {
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

async function runRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  const expiration = getRefreshTokenExpiration();
  // The expiration was computed on this browser's clock at login, so it is safe to trust here.
  if (!refreshToken || (expiration !== null && expiration <= Date.now())) {
    endExpiredSession();
    throw new SessionExpiredError(MESSAGES.noRefreshToken);
  }
  try {
    const tokens = await refreshGrant(refreshToken);
    saveTokens(tokens);
    const user = userFromAccessToken(tokens.accessToken);
    if (user) saveUser(user);
    void checkInDevice();
    return tokens.accessToken;
  } catch (error) {
    // No answer at all (offline, server restarting) says nothing about the session: keep it,
    // so a person on a flaky connection is not logged out; the next request tries again.
    if (error instanceof ApiError && error.status === 0) throw error;
    endExpiredSession();
    throw new SessionExpiredError(MESSAGES.sessionExpired);
  }
}
