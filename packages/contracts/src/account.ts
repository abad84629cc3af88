import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES, PASSWORD_TOO_SHORT } from './messages';
import { languageCodeSchema } from './user';

const email = z.string().trim().min(1, MESSAGES.required).max(320, 'At most 320 characters').email(MESSAGES.invalidEmail);
const name = z.string().trim().min(1, MESSAGES.required).max(100, 'At most 100 characters');
const language = languageCodeSchema.optional();

const serverPassword = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(1024, 'At most 1024 characters');

/** POST user/register — what the registration form sends (000 §7). */
export const registerSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password: serverPassword,
  language,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST Account/Register — the older spelling of the same call. */
export const accountRegisterSchema = z
  .object({
    email,
    firstname: name,
    lastname: name,
    password: serverPassword,
    confirmPassword: z.string().min(1, MESSAGES.required),
    language,
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'] });

/** The registration form (000 §5): no strength rule on the form itself. */
export const registerFormSchema = z
  .object({
    firstName: name,
    lastName: name,
    email,
    password: z.string().min(1, MESSAGES.required),
    confirmPassword: z.string().min(1, MESSAGES.required),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** DELETE user/reset-password — starts a reset; the answer never tells whether the email exists. */
export const forgotPasswordSchema = z.object({ email });

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const PASSWORD_RULES: [RegExp, string][] = [
  [/^.{8,}$/s, 'At least 8 characters'],
  [/[A-Z]/, 'At least one uppercase letter'],
  [/[a-z]/, 'At least one lowercase letter'],
  [/[0-9]/, 'At least one number'],
  [/[!@#$%^&*(),.?":{}|<>]/, 'At least one special character'],
];

/** The reset-password rules of 000 §5: the items a password does not meet yet. */
export function unmetPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter(([rule]) => !rule.test(password)).map(([, label]) => label);
}
export const passwordRequirementsMessage = (unmet: string[]) => `Password requirements: ${unmet.join(', ')}`;

const strongPassword = z
  .string()
  .max(1024, 'At most 1024 characters')
  .superRefine((value, ctx) => {
    const unmet = unmetPasswordRules(value);
    if (unmet.length) ctx.addIssue({ code: 'custom', message: passwordRequirementsMessage(unmet) });
  });

/** POST user/reset-password. */
export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, 'Invalid reset link. Please request a new password reset.').max(200),
  newPassword: strongPassword,
});

/** POST Account/ChangePassword — by the user themself or an admin. */
/**
 * POST Account/ChangePassword: the seeds' userId and password, plus the current password, which
 * one's own change needs (a borrowed phone or a leaked token must not be enough). An admin
 * changing another user's password does not send it.
 */
export const changePasswordSchema = z.object({
  userId: z.uuid(),
  password: serverPassword,
  currentPassword: z.string().max(1024).optional(),
});
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';

/** POST Account/RefreshToken. */
export const refreshTokenSchema = z.object({ refreshToken: z.string().min(1, MESSAGES.required).max(8192) });

export const messageResponseSchema = z.object({ message: z.string() });

/** Not sent: keep (on update); '' or null: clear. */
const nullableContact = (schema: z.ZodString) =>
  z
    .union([schema, z.literal(''), z.null()])
    .transform((v) => (v ? v : null))
    .optional();

/**
 * PUT user/ice — adds a contact, or updates it when `id` names one of the caller's contacts. On
 * update, fields that are not sent keep their value; a new contact needs a name and an email or phone.
 */
export const iceContactInputSchema = z
  .object({
    id: z.uuid().optional(),
    displayName: z.string().trim().min(1, 'Display name is required').max(200, 'At most 200 characters').optional(),
    email: nullableContact(z.string().trim().max(320).email(MESSAGES.invalidEmail)),
    phone: nullableContact(z.string().trim().max(40).regex(/^[0-9\s\-+()]+$/, 'Please enter a valid phone number')),
  })
  .refine((v) => v.id !== undefined || v.displayName !== undefined, { message: 'Display name is required', path: ['displayName'] })
  .refine((v) => (v.id !== undefined && v.email === undefined && v.phone === undefined) || Boolean(v.email || v.phone), {
    message: 'At least one contact method (email or phone) is required',
    path: ['email'],
  });
export type IceContactInput = z.input<typeof iceContactInputSchema>;

/** GET admin/locked-accounts: an account the sign-in brute-force protection holds right now. */
export const lockedAccountSchema = z.object({
  /** The sign-in name (email) the failures were counted for. */
  username: z.string(),
  failures: z.number().int(),
  lastFailureAt: z.string(),
  /** Sign-ins are refused until this moment. */
  waitUntil: z.string(),
  /** Only one known address and device of the account is held; strangers are held apart. */
  knownClientOnly: z.boolean(),
});
export type LockedAccount = z.infer<typeof lockedAccountSchema>;
