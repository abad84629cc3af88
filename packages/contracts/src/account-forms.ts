import { z } from 'zod';
import { resetPasswordSchema } from './account';
import { PHONE_PATTERN } from './user';

/**
 * Web-only form schemas: what a screen validates before it calls the API. The API's own
 * schemas (account.ts, user.ts) stay the source of the rules; these add what only a form has.
 */

/** Reset password (000 §5): the strength rules of the API, and the confirmation field. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match.', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** 'Edit Profile' (000 §2.7, §5): first and last name required, phone optional but well formed. */
export const profileFormSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'At most 100 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
  phone: z
    .string()
    .trim()
    .max(40, 'At most 40 characters')
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Please enter a valid phone number'),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
