import { queryClient } from '../query-client';
import { revokeToken } from './identity-client';
import { clearSession, getAccessToken, getRefreshToken } from './session-store';
import { announceSignedOut } from './session-share';

// A provider that does not answer must not keep anyone signed in.
const REVOKE_TIMEOUT_MS = 5000;

/**
 * Logout (000 §4): revoke both tokens at the provider, ignore its errors, then clear storage and
 * the query cache. Storage is cleared last so the revoke calls still have what they send.
 */
export async function signOut(): Promise<void> {
  const revocations: Promise<void>[] = [];
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  if (accessToken) revocations.push(revokeToken(accessToken, 'access_token'));
  if (refreshToken) revocations.push(revokeToken(refreshToken, 'refresh_token'));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, REVOKE_TIMEOUT_MS));
  await Promise.race([Promise.allSettled(revocations), timeout]);
  clearSession();
  queryClient.clear();
  // Tabs sharing this session (a lent one, or the one that lent it) sign out too.
  announceSignedOut();
}
