import { publicConfigQueryOptions } from '../config';
import { queryClient } from '../query-client';

/**
 * How much the page on screen depends on the session, declared on its route as
 * `handle: { session }`: 'required' (member and admin screens), 'map' (the map, AED detail and
 * AED table: guarded only when the server says `mapRequiresLogin`), none (landing, login, terms).
 * The session-expired flow reads it: a page that needs the session sends the person to /login
 * with the seeds' toast; a page that does not just signs them out quietly and keeps working.
 */
export type SessionNeed = 'required' | 'map';

interface MatchLike {
  route: { handle?: unknown };
}

/** The innermost route's need wins (a public child of a guarded branch is public). */
export function sessionNeedOf(matches: readonly MatchLike[]): SessionNeed | null {
  let need: SessionNeed | null = null;
  for (const { route } of matches) {
    const declared = (route.handle as { session?: unknown } | undefined)?.session;
    if (declared === 'required' || declared === 'map') need = declared;
  }
  return need;
}

// Until a router registers, behave as the seeds do: every page needs the session.
let currentNeed: () => SessionNeed | null = () => 'required';

export function registerPageAccess(read: () => SessionNeed | null): void {
  currentNeed = read;
}

/** The config as the app already holds it (the map guard waits for it); public when unknown. */
function mapRequiresLogin(): boolean {
  return queryClient.getQueryData(publicConfigQueryOptions.queryKey)?.mapRequiresLogin ?? false;
}

export function currentPageNeedsSession(): boolean {
  const need = currentNeed();
  return need === 'required' || (need === 'map' && mapRequiresLogin());
}
