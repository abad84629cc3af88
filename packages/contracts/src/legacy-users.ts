import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { legacyListQuerySchema } from './legacy-paging';

/** The terms of use (000): the basic app is free; Premium is paid monthly or yearly. */
export const SUBSCRIPTION_LEVELS = ['Free', 'Premium'] as const;
export const SUBSCRIPTION_BILLINGS = ['Monthly', 'Yearly'] as const;

/**
 * A user as the legacy dashboard shows them (002 §3). Every flag is a stored column;
 * `emailConfirmed` is the verified email, `accessFailedCount` the identity provider's count of
 * failed sign-ins that still counts against the account (brute-force protection).
 */
export const legacyUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  language: z.string(),
  gdprConfirmed: z.boolean(),
  validated: z.boolean(),
  phoneNumberConfirmed: z.boolean(),
  twoFactorEnabled: z.boolean(),
  accessFailedCount: z.number().int(),
  isPrivate: z.boolean(),
  subscriptionLevel: z.enum(SUBSCRIPTION_LEVELS),
  subscriptionBilling: z.enum(SUBSCRIPTION_BILLINGS).nullable(),
  userName: z.string(),
  /** The seeds' shape: each role as `{ role: { name } }`, by name. */
  userRoles: z.array(z.object({ role: z.object({ name: z.string() }) })),
  createdAt: z.string(),
  /** The version (If-Match of the console's other user calls). */
  updatedAt: z.string(),
});
export type LegacyUser = z.infer<typeof legacyUserSchema>;

export const LEGACY_USER_SORT_FIELDS = ['userName', 'email', 'firstName', 'lastName', 'createdAt'] as const;

/** GET admin/Users/Search?value=&page=&itemsPerPage= (002 §7): name, email or phone, newest first. */
export const legacyUserSearchQuerySchema = legacyListQuerySchema(LEGACY_USER_SORT_FIELDS, 'createdAt', 'desc');

/**
 * 002 §5: the admin's new password and its confirmation match and follow the password rule (at
 * least PASSWORD_MIN_LENGTH characters). The seeds' screen took 4; the server never did, so
 * Confirm waits for a password the server takes (docs/seeds-choices.md).
 */
export function adminPasswordChangeReady(password: string, confirm: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password === confirm;
}
