import { STORAGE_KEYS } from '@aedatlas/contracts';
import { userFromAccessToken } from '../lib/session/session-user';

/** Puts a signed-in session into localStorage, as a remembered login leaves it. */
export function storeSession(accessToken: string, refreshToken: string | null = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.token, accessToken);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.refreshTokenExpiration, String(Date.now() + 1_800_000));
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(userFromAccessToken(accessToken)));
}

export function storedSessionKeys(): string[] {
  const keys = [STORAGE_KEYS.user, STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.refreshTokenExpiration];
  return keys.filter((key) => localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null);
}
