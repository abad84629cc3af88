import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, isLoggedIn, subscribeToSession } from './session-store';
import { canDispatch, isAdmin } from './session-user';

/** The signed-in user for components; re-renders on login, refresh and logout (in any tab). */
export function useSession() {
  const snapshot = useSyncExternalStore(subscribeToSession, getSessionSnapshot);
  return { user: snapshot.user, loggedIn: isLoggedIn(snapshot), isAdmin: isAdmin(snapshot.user), canDispatch: canDispatch(snapshot.user) };
}
