import { MESSAGES, SESSION_EXPIRED_TOAST_MS } from '@aedatlas/contracts';
import { toast } from 'react-toastify';
import { translateMessage } from '../../i18n/messages';
import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { currentPageNeedsSession } from './page-access';
import { loginPathFor } from './return-path';
import { clearSession } from './session-store';

/**
 * The end of a session nobody can renew (000 §4): clear everything, say so once, go to /login,
 * which brings the person back to this page after signing in again.
 * The fixed toast id keeps ten failing requests from stacking ten identical toasts.
 */
export function endExpiredSession(): void {
  clearSession();
  queryClient.clear();
  toast.warning(translateMessage(MESSAGES.sessionExpired), {
    toastId: 'session-expired',
    position: 'top-right',
    autoClose: SESSION_EXPIRED_TOAST_MS,
  });
  navigateTo(loginPathFor(window.location));
}

/**
 * On a page anyone may use (the public map, an AED, the AED table) a dead session is no reason to
 * leave: sign out without a word and let the page carry on without a token. Data of the page on
 * screen is public and stays; whatever belonged to the person (profile, contacts) goes.
 */
function endSessionQuietly(): void {
  clearSession();
  queryClient.removeQueries({ type: 'inactive' });
}

/** Ends the session the way the page on screen calls for; true when it was ended quietly. */
export function endSession(): boolean {
  if (currentPageNeedsSession()) {
    endExpiredSession();
    return false;
  }
  endSessionQuietly();
  return true;
}
