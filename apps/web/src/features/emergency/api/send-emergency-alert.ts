import type { EmergencyAlertInput, EmergencyAlertResult } from '@aedatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/emergency/alert: mails (and pushes to) the caller's ICE contacts with the position.
 * Silent: the dialog says itself who was told, or why not (no contacts, too many alerts).
 */
export async function sendEmergencyAlert(input: EmergencyAlertInput): Promise<EmergencyAlertResult> {
  // The schema (and its library) load with the first alert, not with the map that offers it.
  const [data, { readAlertResult }] = await Promise.all([
    api.post<unknown>('/api/emergency/alert', input, { silent: true }),
    import('./read-alert-result'),
  ]);
  return readAlertResult(data);
}

export function useSendEmergencyAlert() {
  return useMutation({ mutationFn: sendEmergencyAlert });
}
