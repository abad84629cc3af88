import { PASSWORD_MIN_LENGTH } from './constants';
/** User-facing messages from the seeds (000 §5, §8) that both server and web use. */
export const MESSAGES = {
  required: 'This field is required!',
  invalidEmail: 'This is not a valid email.',
  passwordsMustMatch: 'Passwords must match.',
  invalidCredentials: 'Invalid user credentials',
  sessionExpired: 'Session expired. Please log in again.',
  noRefreshToken: 'No refresh token available',
  userDataFailed: 'Failed to retrieve user data. Please try again.',
  toast400: 'Invalid data. Check data and try again',
  toast404: 'Action not found',
  toast500: 'Server error',
  toast201: 'Action successful!',
  /** 002 §8: a 401 on the club and role screens. */
  unauthorizedLoginAgain: 'Unauthorized. Please login again.',
} as const;

/** The server's own minimum, whatever form the password came from. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const EMERGENCY_NO_CONTACTS =
  'You have no emergency (ICE) contacts yet. Add at least one contact with an email address on the ICE Contacts page, so an alert has someone to reach.';

/** A public search that reads every AED, when this instance runs as many as it may (503, Retry-After). */
export const SEARCH_BUSY_MESSAGE = 'Many searches are being made right now. Please try again in a moment.';
