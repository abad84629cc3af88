import { TOKEN_REFRESH_MARGIN_S } from '@aedatlas/contracts';
import { ApiError, httpRequest, type HttpOptions } from './http';
import { isTokenExpiring } from './session/jwt';
import { getAccessToken } from './session/session-store';
import { SessionExpiredError, refreshAccessToken } from './session/token-refresh';

export { ApiError } from './http';
export { SessionExpiredError } from './session/token-refresh';

export interface ApiRequestOptions extends Omit<HttpOptions, 'token'> {
  /** false: never send the token (public calls that must not depend on the session). */
  auth?: boolean;
}

/**
 * Renews the token; null when the session just ended quietly (a page anyone may use), so the
 * request goes on without one. Any other failure is the caller's.
 */
async function renewedToken(): Promise<string | null> {
  try {
    return await refreshAccessToken();
  } catch (error) {
    if (error instanceof SessionExpiredError && error.quiet) return null;
    throw error;
  }
}

/** The stored token, renewed first when it expires within 60 s (000 §4); null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  return isTokenExpiring(token, TOKEN_REFRESH_MARGIN_S) ? renewedToken() : token;
}

/**
 * Every product API call goes through here: bearer token, language header, refresh before
 * expiry, and after a 401 one refresh and one retry. A second 401 is the caller's to handle.
 * Only a refused refresh ends the session (see token-refresh.ts); a 503 or no answer never does.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { auth = true, ...http } = options;
  if (!auth) return httpRequest<T>(path, http);
  const token = await currentAccessToken();
  try {
    return await httpRequest<T>(path, { ...http, token });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    // Another request may have refreshed while this one was on the way: use its token.
    const latest = getAccessToken();
    const retryToken = latest && latest !== token ? latest : await renewedToken();
    return httpRequest<T>(path, { ...http, token: retryToken });
  }
}

type Options = Omit<ApiRequestOptions, 'method' | 'json'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', json }),
  /** `json`: a body, for the calls that send one with DELETE (002 §7 `DELETE admin/UserRoles`). */
  delete: <T>(path: string, options?: Options & { json?: unknown }) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
