import { EXPIRING_PART_LABELS } from '@aedatlas/contracts';
import type { Mail } from '../mail/mailer';
import type { DueReminder } from './reminders.repo';

const when = (daysBefore: number) => (daysBefore === 0 ? 'today' : `within ${daysBefore} days`);

/** One digest: every part expiring soon of every AED the address looks after, with the way out. */
export function reminderDigestMail(to: string, items: DueReminder[], links: { aed: (id: string) => string; unsubscribe: string }): Mail {
  const lines = items.map((item) => {
    const name = [item.title, item.place].filter(Boolean).join(', ') || 'AED';
    return `- ${name}: ${EXPIRING_PART_LABELS[item.part]} expire${item.part === 'battery' ? 's' : ''} on ${item.expiryDate} (${when(item.daysBefore)}).\n  ${links.aed(item.aedId)}`;
  });
  const count = items.length === 1 ? '1 part' : `${items.length} parts`;
  return {
    to,
    subject: `AED Atlas: ${count} of your AEDs expire soon`,
    text: [
      'Hello,',
      '',
      'An AED is only ready if its battery and electrodes are. These expire soon on the AEDs you look after:',
      '',
      ...lines,
      '',
      'Please replace them in time and update the dates in the registry.',
      '',
      `No more expiry reminders to this address: ${links.unsubscribe}`,
    ].join('\n'),
  };
}

/** The same digest as a notification for a guardian's inbox and devices: short, with My AEDs to act in. */
export function reminderNotification(items: DueReminder[], base: string) {
  const first = items[0];
  const name = [first.title, first.place].filter(Boolean).join(', ') || 'AED';
  const more = items.length > 1 ? ` and ${items.length - 1} more` : '';
  return {
    title: `AED parts expire soon: ${name}${more}`,
    text: [...items.map((i) => `${EXPIRING_PART_LABELS[i.part]}: ${i.expiryDate} (${when(i.daysBefore)})`), `Update the dates in My AEDs: ${base}/my-aeds`].join('\n'),
    data: { type: 'expiry-reminder', aedId: first.aedId },
  };
}
