import { MESSAGES, SESSION_EXPIRED_TOAST_MS } from '@aedatlas/contracts';
import { toast } from 'react-toastify';
import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { clearSession } from './session-store';

/**
 * The end of a session nobody can renew (000 §4): clear everything, say so once, go to /login.
 * The fixed toast id keeps ten failing requests from stacking ten identical toasts.
 */
export function endExpiredSession(): void {
  clearSession();
  queryClient.clear();
  toast.warning(MESSAGES.sessionExpired, {
    toastId: 'session-expired',
    position: 'top-right',
    autoClose: SESSION_EXPIRED_TOAST_MS,
  });
  navigateTo('/login');
}
