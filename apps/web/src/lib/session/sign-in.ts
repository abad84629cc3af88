import { MESSAGES, type User } from '@aedatlas/contracts';
import { apiRequest } from '../api-client';
import { checkInDevice } from '../device/device-checkin';
import { ApiError } from '../http';
import { passwordGrant } from './identity-client';
import { clearSession, saveTokens, saveUser } from './session-store';
import { userFromAccessToken, userFromProfile, type SessionUser } from './session-user';

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Login (000 §4): password grant, store the tokens, build the user from the token or else from
 * GET /api/user/me, then check the device in without waiting for it.
 * Errors carry the text the red banner shows.
 */
export async function signIn({ email, password, remember }: SignInInput): Promise<SessionUser> {
  const tokens = await passwordGrant(email.trim(), password);
  saveTokens(tokens, remember);
  let user = userFromAccessToken(tokens.accessToken);
  if (!user) {
    try {
      user = userFromProfile(await apiRequest<User>('/api/user/me', { silent: true }));
    } catch {
      // A token without a user is no session: leave nothing half-stored behind.
      clearSession();
      throw new ApiError(0, MESSAGES.userDataFailed);
    }
  }
  saveUser(user);
  void checkInDevice();
  return user;
}
