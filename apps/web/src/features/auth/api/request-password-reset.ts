import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface MessageResponse {
  message: string;
}

/**
 * DELETE /api/user/reset-password with `{ email }` in the body (000 §7): mails a reset link.
 * The answer is the same whether or not the email has an account. Silent: the screen says it.
 */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/reset-password', {
    method: 'DELETE',
    json: { email },
    auth: false,
    silent: true,
    // The screen says what came of it ('...please try again shortly'); the outage banner's
    // 'retrying' would promise a second try nobody makes of this request.
    outageBanner: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
