import { STORAGE_KEYS, TOKEN_REFRESH_MARGIN_S } from '@aedatlas/contracts';
import { useSyncExternalStore } from 'react';
import { isTokenExpiring } from './jwt';
import { getAccessToken, getSessionSnapshot, isLoggedIn, saveTokens, saveUser } from './session-store';
import type { SessionUser } from './session-user';
import { localStore, sessionStore } from '../browser-storage';

/**
 * A session kept without 'Remember me' lives in the tab's sessionStorage, which a new tab does
 * not get, yet the map popup opens /aed/{id} in a new tab (000 §2.9). So tabs of one browser lend
 * it over a BroadcastChannel (same origin only, like storage itself): a new tab without a
 * session asks; a tab that holds one answers with the user and an access token, never the
 * refresh token. Refresh tokens rotate and a replayed one revokes the session, so the tab that
 * signed in stays the only one that refreshes; a borrowing tab asks it for a fresh access token
 * when its own runs out. When no tab answers any more, the borrowed session ends like any other.
 * Logging out in any tab logs out every tab that shares the session.
 */
const CHANNEL = 'aedatlas-session';
export const LEND_TIMEOUT_MS = 400;
/**
 * A lend that comes after the guards stopped waiting (the lending tab was busy renewing its token)
 * is still taken for a while: the new tab, on /login by then, goes on to the page it was opened for.
 */
const LATE_LEND_MS = 15_000;
let askedUntil = 0;

type Message =
  | { type: 'ask' }
  | { type: 'lend'; user: SessionUser; token: string }
  | { type: 'token-ask'; id: string }
  | { type: 'token'; id: string; token: string | null }
  | { type: 'signed-out' };

let channel: BroadcastChannel | null = null;
let renew: () => Promise<string> = () => Promise.reject(new Error('not started'));
let signOutHere: () => Promise<void> = async () => undefined;

/** This tab signed in without 'Remember me': it holds the refresh token in sessionStorage. */
const ownsTabSession = () => sessionStore.getItem(STORAGE_KEYS.refreshToken) !== null;
/** This tab runs on a lent session: a token, but no refresh token anywhere. */
export const isBorrowedSession = () => getAccessToken() !== null && sessionStore.getItem(STORAGE_KEYS.refreshToken) === null && localStore.getItem(STORAGE_KEYS.refreshToken) === null;

async function ownFreshToken(): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  return isTokenExpiring(token, TOKEN_REFRESH_MARGIN_S) ? renew().catch(() => null) : token;
}

function takeLend(message: Extract<Message, { type: 'lend' }>) {
  askedUntil = 0;
  if (isLoggedIn()) return;
  saveTokens({ accessToken: message.token, refreshToken: null, refreshTokenExpiration: null }, false);
  saveUser(message.user);
}

async function answer(message: Message) {
  if (message.type === 'signed-out' && isLoggedIn()) await signOutHere();
  if (message.type === 'lend' && Date.now() < askedUntil) takeLend(message);
  if (!ownsTabSession()) return;
  const user = getSessionSnapshot().user;
  if (message.type === 'ask' && user) {
    const token = await ownFreshToken();
    if (token) channel?.postMessage({ type: 'lend', user, token } satisfies Message);
  }
  if (message.type === 'token-ask') channel?.postMessage({ type: 'token', id: message.id, token: await ownFreshToken() } satisfies Message);
}

/** Waits for the first message `pick` accepts, or null after the timeout. */
function waitFor<T>(pick: (message: Message) => T | null): Promise<T | null> {
  const open = channel;
  if (!open) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (value: T | null) => {
      clearTimeout(timer);
      open.removeEventListener('message', onMessage);
      resolve(value);
    };
    const onMessage = (event: MessageEvent<Message>) => {
      const value = pick(event.data);
      if (value !== null) done(value);
    };
    const timer = setTimeout(() => done(null), LEND_TIMEOUT_MS);
    open.addEventListener('message', onMessage);
  });
}

/** A borrowing tab's token is running out: a fresh one from the tab that owns the session, or null. */
export async function borrowToken(): Promise<string | null> {
  const id = crypto.randomUUID();
  const reply = waitFor((m) => (m.type === 'token' && m.id === id ? m.token : null));
  channel?.postMessage({ type: 'token-ask', id } satisfies Message);
  return reply;
}

export function announceSignedOut(): void {
  askedUntil = 0;
  channel?.postMessage({ type: 'signed-out' } satisfies Message);
}

// Whether this tab has finished asking (guards wait for it before sending anyone to /login).
let settled = true;
const listeners = new Set<() => void>();
const settle = () => {
  settled = true;
  listeners.forEach((listener) => listener());
};

/** Starts sharing at app start; a tab without a session asks the others for theirs. */
export function startSessionSharing(options: { renew: () => Promise<string>; signOut: () => Promise<void> }): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  ({ renew, signOut: signOutHere } = options);
  channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<Message>) => void answer(event.data));
  if (isLoggedIn()) return;
  settled = false;
  askedUntil = Date.now() + LATE_LEND_MS;
  const lent = waitFor((m) => (m.type === 'lend' ? m : null));
  channel.postMessage({ type: 'ask' } satisfies Message);
  void lent.then((message) => {
    if (message) takeLend(message);
    settle();
  });
}

/** False while a new tab is still asking the others for a session (at most LEND_TIMEOUT_MS). */
export function useSessionShareSettled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => settled,
  );
}
