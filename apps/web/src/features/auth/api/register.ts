import type { RegisterInput, User } from '@aedatlas/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/user/register (000 §7): 201 with the new user record. Silent: the registration
 * screen reports every outcome itself (progress, failure headings, the 409 dialog).
 */
export function registerAccount(input: RegisterInput): Promise<User> {
  return api.post<User>('/api/user/register', input, { auth: false, silent: true });
}
