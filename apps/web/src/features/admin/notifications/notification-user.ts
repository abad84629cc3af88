import type { Notification } from '@aedatlas/contracts';

type NotificationUser = NonNullable<Notification['user']>;

/** The name a recipient goes by: display name, else first and last name, else the email. */
export const recipientName = (u: NotificationUser) => u.displayName?.trim() || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** 'N contact(s)' or 'None' (001 §2). */
export const iceContactsText = (u: NotificationUser | undefined) => (u && u.iceContacts.length ? `${u.iceContacts.length} contact(s)` : 'None');
