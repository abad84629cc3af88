import type { RegistrationStep } from './registration-flow';

/** 000 §8, word for word. */
export const REGISTRATION_SUCCESS =
  'Registration successful! Your account has been created and you are now logged in. Redirecting to dashboard...';

export const FAILURE_HEADINGS: Record<RegistrationStep, string> = {
  account: 'User Account Creation Failed',
  tokens: 'Authentication Setup Failed',
  profile: 'Registration Finalization Failed',
  device: 'Registration Finalization Failed',
};

export const retryMessage = (secondsLeft: number) => `Retrying in ${secondsLeft}s`;

type CauseKey = '400' | '401' | '403' | '409' | '422' | '500' | '503' | 'network' | 'other';

/** The seeds name the statuses but not the wording (000 §8): these are ours. */
const ACCOUNT_CAUSES: Record<CauseKey, string[]> = {
  '400': [
    'A required field is missing or has an unexpected format.',
    'The password is shorter than 8 characters.',
    'The email address is not valid.',
  ],
  '401': ['Registration needs permission this site does not have right now.', 'Reload the page and try again.'],
  '403': ['New registrations are not allowed from this site or network.', 'A security filter blocked the request.'],
  '409': [
    'An account with this email address already exists.',
    'You may have registered earlier: log in, or reset your password if you forgot it.',
  ],
  '422': ['The details could not be processed as entered.', 'Check the name and email for unusual characters.'],
  '500': ['The server ran into an unexpected problem.', 'Please try again in a few minutes.'],
  '503': ['The service is temporarily unavailable or being maintained.', 'Please try again in a few minutes.'],
  network: [
    'There is no internet connection, or it dropped during the request.',
    'The server could not be reached or did not answer in time.',
    'A firewall, proxy or browser extension may be blocking the request.',
  ],
  other: ['An unexpected error occurred.', 'Please try again later.'],
};

const TOKEN_CAUSES: Record<CauseKey, string[]> = {
  '400': ['The sign-in service rejected the request for the new account.', 'The account may not be enabled yet.'],
  '401': [
    'The sign-in service did not accept the new email and password yet.',
    'The account may still be being set up: try logging in in a moment.',
  ],
  '403': ['Sign-in is not allowed for this account or from this site.'],
  '409': ['The sign-in service reported a conflict with an existing session.', 'Log out in other tabs and log in again.'],
  '422': ['The sign-in request could not be processed.'],
  '500': ['The sign-in service ran into an unexpected problem.', 'Please try logging in in a few minutes.'],
  '503': ['The sign-in service is temporarily unavailable.', 'Please try logging in in a few minutes.'],
  network: ACCOUNT_CAUSES.network,
  other: ['The sign-in could not be completed.', 'Please try logging in.'],
};

const FINALIZATION_CAUSES: Record<CauseKey, string[]> = {
  '400': ['The server could not read the request for your profile.'],
  '401': ['The server did not accept the new sign-in.', 'Your browser clock may be far off: check the date and time.'],
  '403': ['Your new account is not allowed to read its profile yet.'],
  '409': ['Your profile was changed at the same time by another request.'],
  '422': ['Your profile could not be processed.'],
  '500': ['The server ran into an unexpected problem while loading your profile.'],
  '503': ['The service is temporarily unavailable.'],
  network: ACCOUNT_CAUSES.network,
  other: ['Your profile could not be saved in this browser.', 'Private browsing or full storage can prevent this.'],
};

const CAUSES: Record<RegistrationStep, Record<CauseKey, string[]>> = {
  account: ACCOUNT_CAUSES,
  tokens: TOKEN_CAUSES,
  profile: FINALIZATION_CAUSES,
  device: FINALIZATION_CAUSES,
};

function causeKey(status: number): CauseKey {
  if (status === 0 || status === 408 || status === 504) return 'network';
  if (status === 502 || status === 503) return '503';
  if (status >= 500) return '500';
  const key = String(status);
  return key in ACCOUNT_CAUSES ? (key as CauseKey) : 'other';
}

/** The likely causes listed under a failure heading, by step and status (0: no response). */
export function failureCauses(step: RegistrationStep, status: number): string[] {
  return CAUSES[step][causeKey(status)];
}
