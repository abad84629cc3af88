import { EMERGENCY_NO_CONTACTS, MESSAGES, PASSWORD_TOO_SHORT, SEARCH_BUSY_MESSAGE } from '@aedatlas/contracts';

/**
 * Messages the server and the contracts' form schemas write in English (the API answers in
 * English). The screens show them through translateMessage(): a known English message is looked
 * up here by its exact words, anything else is shown as it came.
 */
export const messages = {
  ...MESSAGES,
  olderUserDataFailed: 'Failed to retrieve user data. Please try logging in again.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordRequirements: 'Password requirements: {{items}}',
  atLeast8Characters: 'At least 8 characters',
  atLeastOneUppercase: 'At least one uppercase letter',
  atLeastOneLowercase: 'At least one lowercase letter',
  atLeastOneNumber: 'At least one number',
  atLeastOneSpecial: 'At least one special character',
  atMostCharacters: 'At most {{count}} characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidPhone: 'Please enter a valid phone number',
  displayNameRequired: 'Display name is required',
  contactMethodRequired: 'At least one contact method (email or phone) is required',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  resetLinkExpired: 'This reset link is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account exists for this email, a password reset link has been sent to it.',
  noResponse: 'No response from server. Please check your connection.',
  searchBusy: SEARCH_BUSY_MESSAGE,
  requestFailed: 'Request failed ({{status}})',
  invalidRequestData: 'Invalid request data',
  accountExists: 'An account with this email already exists',
  icePhoneTaken: 'This phone number is already used by another ICE contact',
  iceEmailTaken: 'This email is already used by another ICE contact',
  userNotFound: 'User not found',
  contactNotFound: 'Contact not found',
  iceContactNotFound: 'ICE contact not found',
  invalidOrExpiredToken: 'Invalid or expired token',
  tooManyLoginAttempts: 'Too many failed login attempts. Try again in {{seconds}} seconds.',
  noAccessToken: 'The identity provider sent no access token.',
  emergencyNoContacts: EMERGENCY_NO_CONTACTS,
  // The server's answer when a member sends too many emergency alerts (its parts below).
  tooManyAlerts:
    'Too many emergency alerts: at most {{limit}}. Your contacts already have your earlier alerts. If someone is in danger, call {{number}} now. You can send another alert in {{wait}}.',
  alertsInMinutes: '{{count}} alerts in {{minutes}} minutes',
  alertsADay: '{{count}} alerts a day',
  waitSeconds: '{{count}} seconds',
  waitMinutes: '{{count}} minutes',
  waitHours: 'about {{count}} hours',
};
