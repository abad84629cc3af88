import { emergencyAlertResultSchema, type EmergencyAlertResult } from '@aedatlas/contracts';

/** The answer to an alert, checked against its contract (loaded with the first alert sent). */
export const readAlertResult = (data: unknown): EmergencyAlertResult => emergencyAlertResultSchema.parse(data);
