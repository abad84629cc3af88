import { z } from 'zod';
import { AED_EMAIL_PATTERN } from './admin-aed';
import { safeText } from './common';

/**
 * Expiry reminders: before an AED's battery or electrodes expire, its maintainer contacts get a
 * mail (one digest per address per day). The days before expiry are configurable
 * (EXPIRY_REMINDER_DAYS, e.g. "30,7,0"); these are the defaults.
 */
export const EXPIRY_REMINDER_DAYS_DEFAULT = [30, 7, 0] as const;

/** The parts of an AED that expire, as the reminders name them. */
export const EXPIRING_PARTS = ['battery', 'electrode', 'childElectrode'] as const;
export type ExpiringPart = (typeof EXPIRING_PARTS)[number];
export const EXPIRING_PART_LABELS: Record<ExpiringPart, string> = {
  battery: 'Battery',
  electrode: 'Electrodes',
  childElectrode: 'Child electrodes',
};

/** At most this many maintainer contacts per AED (besides its contact email). */
export const MAINTAINER_CONTACTS_MAX = 10;

const contactEmail = safeText()
  .trim()
  .toLowerCase()
  .max(320, 'At most 320 characters')
  .refine((v) => AED_EMAIL_PATTERN.test(v), 'Must be a valid email address');

/** PUT /admin/aed/:id/maintainers: the whole list (duplicates count once). */
export const maintainerContactsSchema = z.object({
  emails: z
    .array(contactEmail)
    .max(MAINTAINER_CONTACTS_MAX, `At most ${MAINTAINER_CONTACTS_MAX} addresses`)
    .transform((emails) => [...new Set(emails)]),
});
export type MaintainerContacts = z.infer<typeof maintainerContactsSchema>;

/** One reminder sent: which part, which expiry date, how many days before, to whom and when. */
export const expiryReminderSchema = z.object({
  email: z.string(),
  part: z.enum(EXPIRING_PARTS),
  expiryDate: z.string(),
  daysBefore: z.number().int(),
  sentAt: z.string(),
});
export type ExpiryReminder = z.infer<typeof expiryReminderSchema>;

/** The reminders sent that an AED's page lists, newest first; `sentTotal` says how many there are in all. */
export const SENT_REMINDERS_SHOWN = 500;

/** GET /admin/aed/:id/reminders: the maintainer contacts and the reminders sent, newest first. */
export const aedRemindersSchema = z.object({
  maintainers: z.array(z.string()),
  contactEmail: z.string().nullable(),
  /** The newest SENT_REMINDERS_SHOWN. */
  sent: z.array(expiryReminderSchema),
  sentTotal: z.number().int(),
});
export type AedReminders = z.infer<typeof aedRemindersSchema>;

/** The unsubscribe link's query: the signed address. */
export const reminderUnsubscribeQuerySchema = z.object({
  token: safeText().max(1000, 'At most 1000 characters'),
});

/** The answer to an unsubscribe: the address that will get no more reminders. */
export const reminderUnsubscribeResultSchema = z.object({ email: z.string(), unsubscribed: z.literal(true) });
