import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from './request-password-reset';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/user/reset-password (000 §7): the token from the mailed link and the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/user/reset-password', input, { auth: false, silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
