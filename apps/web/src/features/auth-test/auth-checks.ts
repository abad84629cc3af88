import type { User } from '@aedatlas/contracts';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { ApiError, httpRequest } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { tokenExpiresAt } from '../../lib/session/jwt';
import { clearSession, getAccessToken } from '../../lib/session/session-store';
import { refreshAccessToken } from '../../lib/session/token-refresh';
import { formatRemaining } from '../account/profile/time-left';

/** What one button of /auth-test (000 §2.13) found: success or failure, a message, the HTTP status. */
export interface CheckResult {
  ok: boolean;
  message: string;
  /** null when no HTTP call was made; 0 when the call got no answer. */
  status: number | null;
  detail?: string;
}

// A call that resolves got a 2xx; the endpoints below answer 200 (lib/http.ts returns the body only).
const OK_STATUS = 200;

export const API_TARGETS = ['/api/user/me', '/api/aed/count'] as const;
export type ApiTarget = (typeof API_TARGETS)[number];

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function expiryText(token: string, now: number): { valid: boolean; text: string } {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return { valid: false, text: 'The token carries no expiry (exp) claim.' };
  if (expiresAt <= now) return { valid: false, text: `The token expired at ${formatDateTime(expiresAt)}.` };
  return { valid: true, text: `The token expires in ${formatRemaining(expiresAt - now)} (${formatDateTime(expiresAt)}).` };
}

/**
 * The stored token as it is: its expiry read locally, then GET /api/user/me with exactly that
 * token (no refresh first, or the check would test a different token).
 */
export async function checkTokenValidation(now = Date.now()): Promise<CheckResult> {
  const token = getAccessToken();
  if (!token) return { ok: false, message: 'No token stored.', status: null };
  const local = expiryText(token, now);
  try {
    const me = await httpRequest<User>('/api/user/me', { token, silent: true });
    return {
      ok: local.valid,
      message: `${local.text} The server accepted it for ${me.email}.`,
      status: OK_STATUS,
    };
  } catch (error) {
    return { ok: false, message: `${local.text} The server refused it: ${messageOf(error)}`, status: statusOf(error) };
  }
}

/** A refresh through the app's shared refresh code (one in flight, check-in, session end on refusal). */
export async function checkTokenRefresh(): Promise<CheckResult> {
  try {
    const token = await refreshAccessToken();
    return { ok: true, message: `Token refreshed. ${expiryText(token, Date.now()).text}`, status: OK_STATUS };
  } catch (error) {
    return { ok: false, message: `Refresh failed: ${messageOf(error)}`, status: statusOf(error) };
  }
}

/** An ordinary API call with the bearer token, the way every screen calls the API. */
export async function checkApiCall(target: ApiTarget): Promise<CheckResult> {
  try {
    const body = await api.get<unknown>(target, { silent: true });
    const detail = JSON.stringify(body, null, 2);
    const summary = target === '/api/aed/count' ? `${String(body)} AEDs registered.` : `Signed in as ${(body as User)?.email}.`;
    return { ok: true, message: `GET ${target} succeeded. ${summary}`, status: OK_STATUS, detail };
  } catch (error) {
    return { ok: false, message: `GET ${target} failed: ${messageOf(error)}`, status: statusOf(error) };
  }
}

/** Removes the stored session; the route guard then shows the login screen. */
export function clearTokens(): void {
  clearSession();
  queryClient.clear();
}
