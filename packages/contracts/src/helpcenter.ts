import { z } from 'zod';

/** The placeholder the legacy data uses for "this help center has no email" (000 §2.12). */
export const HELP_CENTER_NO_EMAIL = 'no+email';
/** A mobile number of '0' means none (000 §2.12: hidden in the table). */
export const HELP_CENTER_NO_MOBILE = '0';

/** Time of day as the API sends it, `HH:MM:SS`; closing at `24:00:00` means midnight. Null: not known. */
const timeOfDay = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$/, 'Must be a time of day (HH:MM)')
  .nullable();

/** The full help center (001 §3). Texts are '' rather than null: the admin form sends '' for empty. */
export const helpCenterSchema = z.object({
  id: z.uuid(),
  helpCenterId: z.number().int(),
  name: z.string(),
  description: z.string(),
  additionalDescription: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  altitude: z.number().nullable(),
  phoneNumber: z.string(),
  phoneNumber1: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  language: z.string(),
  openTime: timeOfDay,
  closeTime: timeOfDay,
  validated: z.boolean(),
  photoUri: z.string(),
  helpCenterTypeId: z.number().int(),
  institutionId: z.number().int(),
  locationId: z.number().int(),
  clientId: z.number().int(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** One row of the public help center list (000 §2.12, §3), plus position and hours. */
export const publicHelpCenterSchema = helpCenterSchema.pick({
  id: true,
  name: true,
  description: true,
  additionalDescription: true,
  address: true,
  postalCode: true,
  city: true,
  phoneNumber: true,
  mobileNumber: true,
  email: true,
  validated: true,
  latitude: true,
  longitude: true,
  openTime: true,
  closeTime: true,
});
export type PublicHelpCenter = z.infer<typeof publicHelpCenterSchema>;

/** GET /api/helpcenter/public: every help center, sorted by name. */
export const publicHelpCenterListSchema = z.array(publicHelpCenterSchema);

/** The email to show, or null for '' and the 'no+email' placeholder (shown as 'Not available'). */
export function helpCenterEmail(email: string | null | undefined): string | null {
  const value = email?.trim();
  return value && value.toLowerCase() !== HELP_CENTER_NO_EMAIL ? value : null;
}

/** The mobile number to show, or null for '' and '0' (hidden). */
export function helpCenterMobile(mobile: string | null | undefined): string | null {
  const value = mobile?.trim();
  return value && value !== HELP_CENTER_NO_MOBILE ? value : null;
}
