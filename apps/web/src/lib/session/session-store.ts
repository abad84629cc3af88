import { STORAGE_KEYS } from '@aedatlas/contracts';
import type { SessionUser } from './session-user';
import { localStore, sessionStore } from '../browser-storage';

/**
 * Where the session lives. 'Remember me' keeps it in localStorage, so it survives closing the
 * browser and is shared by all tabs; without it the session goes to sessionStorage and ends with
 * the tab, which is what a person on a shared computer expects when they leave the box unticked.
 * Either way the keys are the seeds' (000 §3). `loginEmail` and the device keys always live in
 * localStorage: they describe the browser, not the session.
 */
const SESSION_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.refreshTokenExpiration,
] as const;

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** ms since the epoch; null when the provider did not say. */
  refreshTokenExpiration: number | null;
}

export interface SessionSnapshot {
  user: SessionUser | null;
  token: string | null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The storage that currently holds the session: the remembered one wins. */
function activeStorage(): Storage {
  return localStore.getItem(STORAGE_KEYS.token) !== null ? localStore : sessionStore;
}

function read(key: string): string | null {
  return localStore.getItem(key) ?? sessionStore.getItem(key);
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function getRefreshTokenExpiration(): number | null {
  const raw = read(STORAGE_KEYS.refreshTokenExpiration);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Stores a token set. `remember` picks the storage at login; a refresh keeps the current one. */
export function saveTokens(tokens: TokenSet, remember?: boolean): void {
  const target = remember === undefined ? activeStorage() : remember ? localStore : sessionStore;
  const other = target === localStore ? sessionStore : localStore;
  if (remember !== undefined) SESSION_KEYS.forEach((key) => other.removeItem(key));
  target.setItem(STORAGE_KEYS.token, tokens.accessToken);
  if (tokens.refreshToken) target.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  else target.removeItem(STORAGE_KEYS.refreshToken);
  if (tokens.refreshTokenExpiration !== null) {
    target.setItem(STORAGE_KEYS.refreshTokenExpiration, String(tokens.refreshTokenExpiration));
  } else target.removeItem(STORAGE_KEYS.refreshTokenExpiration);
  notify();
}

export function saveUser(user: SessionUser): void {
  activeStorage().setItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  for (const storage of [localStore, sessionStore]) SESSION_KEYS.forEach((key) => storage.removeItem(key));
  notify();
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
    return { groups: [], realmRoles: [], resourceRoles: [], ...value } as SessionUser;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object while nothing changed: cache on the raw strings.
let cache: { rawUser: string | null; token: string | null; snapshot: SessionSnapshot } | null = null;

export function getSessionSnapshot(): SessionSnapshot {
  const rawUser = read(STORAGE_KEYS.user);
  const token = read(STORAGE_KEYS.token);
  if (!cache || cache.rawUser !== rawUser || cache.token !== token) {
    cache = { rawUser, token, snapshot: { user: parseUser(rawUser), token } };
  }
  return cache.snapshot;
}

/** Logged in means a stored user AND a stored token (000 §4, route guard). */
export function isLoggedIn(snapshot: SessionSnapshot = getSessionSnapshot()): boolean {
  return snapshot.user !== null && snapshot.token !== null;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage; follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
