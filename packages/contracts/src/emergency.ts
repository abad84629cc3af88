import { z } from 'zod';
import { optionalText } from './common';
import { EMERGENCY_MESSAGE_MAX } from './constants';

/** A position further off than this is no position to send anyone to. */
export const EMERGENCY_ACCURACY_MAX_M = 100_000;

/**
 * How many alerts one member may send: each window holds at most `max` alerts. Counted in the
 * database, so the limit holds across restarts and instances.
 */
export const EMERGENCY_ALERT_LIMITS = [
  { max: 3, windowSeconds: 10 * 60, label: '3 alerts in 10 minutes' },
  { max: 10, windowSeconds: 24 * 60 * 60, label: '10 alerts a day' },
] as const;

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

/** POST emergency/alert: where the person is, how sure the browser is of it, and a short note. */
export const emergencyAlertInputSchema = z.object({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  accuracy: z
    .number({ error: 'Accuracy must be a number of metres' })
    .min(0, 'Accuracy must be 0 or more metres')
    .max(EMERGENCY_ACCURACY_MAX_M, `Accuracy must be at most ${EMERGENCY_ACCURACY_MAX_M} metres`)
    .nullish()
    .transform((v) => v ?? null),
  message: optionalText(EMERGENCY_MESSAGE_MAX),
});
export type EmergencyAlertInput = z.input<typeof emergencyAlertInputSchema>;

/** Who an alert reached, and how: a mail to their address, a push to their devices as a member. */
export const emergencyAlertContactSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  mailed: z.boolean(),
  pushed: z.boolean(),
});
export type EmergencyAlertContact = z.infer<typeof emergencyAlertContactSchema>;

/** 202 answer: the alert is recorded and its mails and pushes are queued. */
export const emergencyAlertResultSchema = z.object({
  alertId: z.uuid(),
  contacts: z.array(emergencyAlertContactSchema),
  mailed: z.number().int(),
  pushed: z.number().int(),
});
export type EmergencyAlertResult = z.infer<typeof emergencyAlertResultSchema>;

/** One recorded alert as administrators see it (GET admin/emergency-alerts). */
export const emergencyAlertRecordSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  message: z.string().nullable(),
  contacts: z.number().int(),
  mailsQueued: z.number().int(),
  pushesQueued: z.number().int(),
  createdAt: z.string(),
});
export type EmergencyAlertRecord = z.infer<typeof emergencyAlertRecordSchema>;
