import { emergencyAlertResultSchema, type EmergencyAlertInput, type EmergencyAlertResult } from '@aedatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/emergency/alert: mails (and pushes to) the caller's ICE contacts with the position.
 * Silent: the dialog says itself who was told, or why not (no contacts, too many alerts).
 */
export async function sendEmergencyAlert(input: EmergencyAlertInput): Promise<EmergencyAlertResult> {
  const data = await api.post<unknown>('/api/emergency/alert', input, { silent: true });
  return emergencyAlertResultSchema.parse(data);
}

export function useSendEmergencyAlert() {
  return useMutation({ mutationFn: sendEmergencyAlert });
}
