import type { User } from '@aedatlas/contracts';
import type { en } from '../../i18n/en';
import { i18n } from '../../i18n/i18n';
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

/** The check's words in the language on screen. */
const t = (key: keyof typeof en.auth.test.results, values?: Record<string, unknown>) => i18n.t(`auth:test.results.${key}`, values ?? {});

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function expiryText(token: string, now: number): { valid: boolean; text: string } {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return { valid: false, text: t('noExpiry') };
  if (expiresAt <= now) return { valid: false, text: t('expiredAt', { time: formatDateTime(expiresAt) }) };
  return { valid: true, text: t('expiresIn', { left: formatRemaining(expiresAt - now), time: formatDateTime(expiresAt) }) };
}

/**
 * The stored token as it is: its expiry read locally, then GET /api/user/me with exactly that
 * token (no refresh first, or the check would test a different token).
 */
export async function checkTokenValidation(now = Date.now()): Promise<CheckResult> {
  const token = getAccessToken();
  if (!token) return { ok: false, message: t('noToken'), status: null };
  const local = expiryText(token, now);
  try {
    const me = await httpRequest<User>('/api/user/me', { token, silent: true });
    return {
      ok: local.valid,
      message: t('accepted', { local: local.text, email: me.email }),
      status: OK_STATUS,
    };
  } catch (error) {
    return { ok: false, message: t('refused', { local: local.text, reason: messageOf(error) }), status: statusOf(error) };
  }
}

/** A refresh through the app's shared refresh code (one in flight, check-in, session end on refusal). */
export async function checkTokenRefresh(): Promise<CheckResult> {
  try {
    const token = await refreshAccessToken();
    return { ok: true, message: t('refreshed', { expiry: expiryText(token, Date.now()).text }), status: OK_STATUS };
  } catch (error) {
    return { ok: false, message: t('refreshFailed', { reason: messageOf(error) }), status: statusOf(error) };
  }
}

/** An ordinary API call with the bearer token, the way every screen calls the API. */
export async function checkApiCall(target: ApiTarget): Promise<CheckResult> {
  try {
    const body = await api.get<unknown>(target, { silent: true });
    const detail = JSON.stringify(body, null, 2);
    const summary = target === '/api/aed/count' ? t('aedCount', { count: Number(body) }) : t('signedInAs', { email: (body as User)?.email });
    return { ok: true, message: t('callOk', { path: target, summary }), status: OK_STATUS, detail };
  } catch (error) {
    return { ok: false, message: t('callFailed', { path: target, reason: messageOf(error) }), status: statusOf(error) };
  }
}

/** Removes the stored session; the route guard then shows the login screen. */
export function clearTokens(): void {
  clearSession();
  queryClient.clear();
}
