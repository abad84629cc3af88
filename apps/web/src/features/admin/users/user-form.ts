import { ADMIN_LANGUAGE_CODES, adminUserUpdateSchema, type User } from '@aedatlas/contracts';
import type { FormSection, FormValues } from '../resource/resource-types';

const LANGUAGE_NAMES: Record<(typeof ADMIN_LANGUAGE_CODES)[number], string> = {
  'en-US': 'English (en-US)',
  'sl-SI': 'Slovenian (sl-SI)',
  'de-DE': 'German (de-DE)',
  'it-IT': 'Italian (it-IT)',
  'hr-HR': 'Croatian (hr-HR)',
};

/**
 * The choice the form shows for a stored code: itself, or the choice of the same language
 * ('en' -> 'en-US', how accounts are created), or blank; a blank choice keeps the stored code.
 */
export function languageChoice(code: string | null | undefined): string {
  if (!code) return '';
  const exact = ADMIN_LANGUAGE_CODES.find((c) => c.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  const language = code.split(/[-_]/)[0].toLowerCase();
  return ADMIN_LANGUAGE_CODES.find((c) => c.split('-')[0] === language) ?? '';
}

export function userToValues(u: User): FormValues {
  return {
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    displayName: u.displayName ?? '',
    phone: u.phone ?? '',
    languageCode: languageChoice(u.languageCode),
    email: u.email,
    userType: u.userType,
    dispatch: u.dispatch ?? false,
  };
}

/**
 * The PUT body (001 §7): the seeds' fields; userType and email go along unchanged and are ignored.
 * The language goes only when the admin chose another one: a stored 'en' shown as 'en-US' stays 'en'.
 */
export function userToPayload(values: FormValues, _mode?: unknown, stored?: User) {
  const v = values as ReturnType<typeof adminUserUpdateSchema.parse>;
  return {
    userType: v.userType,
    email: v.email,
    displayName: v.displayName,
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone,
    // Only a change: a form read before the console knew the role sends nothing about it.
    ...(v.dispatch !== undefined && v.dispatch !== (stored?.dispatch ?? false) ? { dispatch: v.dispatch } : {}),
    ...(v.languageCode && v.languageCode !== languageChoice(stored?.languageCode) ? { languageCode: v.languageCode } : {}),
  };
}

export const userFormSections: FormSection[] = [
  {
    title: 'User Information',
    fields: [
      { name: 'firstName', label: 'First Name', autoComplete: 'off' },
      { name: 'lastName', label: 'Last Name', autoComplete: 'off' },
      { name: 'displayName', label: 'Display Name', required: true, autoComplete: 'off' },
      { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
      {
        name: 'languageCode',
        label: 'Language',
        type: 'select',
        blankOption: 'Select language',
        options: ADMIN_LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
      },
    ],
  },
  {
    title: 'Account',
    fields: [
      { name: 'email', label: 'Email', type: 'email', readOnly: true },
      { name: 'userType', label: 'User Type', readOnly: true },
      // The dispatch calls (/api/dispatch/...): a dispatcher of an emergency centre.
      { name: 'dispatch', label: 'Dispatch role', type: 'checkbox' },
    ],
  },
];
