import { z } from 'zod';
import { safeText } from './common';
import { MESSAGES } from './messages';

export const userRoleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  normalizedName: z.string(),
  protected: z.boolean(),
  /** How many users hold it. */
  userCount: z.number().int(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

export const ROLE_NAME_RULE = 'A letter, then letters, digits, spaces, - or _ (at most 50)';

/** A role's name as typed: required, trimmed, a letter first; its normalized (upper case) form is unique. */
export const roleName = z.preprocess(
  (v) => v ?? '',
  safeText()
    .trim()
    .min(1, MESSAGES.required)
    .refine((v) => v === '' || /^[A-Za-z][A-Za-z0-9 _-]{0,49}$/.test(v), ROLE_NAME_RULE),
);

/** POST admin/UserRoles and DELETE admin/UserRoles: `{ role }` (002 §7). */
export const roleBodySchema = z.object({ role: roleName });

/** POST admin/UserRoles/Assign and /Remove: `{ userId, role }`. */
export const roleAssignmentSchema = z.object({ userId: z.uuid({ message: 'Must be a valid id' }), role: roleName });

export const userRolesAnswerSchema = z.object({ userId: z.uuid(), roles: z.array(z.string()) });
