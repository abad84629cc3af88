import type { GuardianMessage } from './guardian-messages';

/** An AED as a message names it: its title and where it is. */
export interface NamedAed {
  id: string;
  title: string | null;
  place: string | null;
}

export const aedName = (aed: NamedAed) => [aed.title, aed.place].filter(Boolean).join(', ') || 'an AED';

/** To an address an admin made a guardian: a member finds the AED in My AEDs; anyone else is invited to sign up. */
export function guardianAssignedMessage(aed: NamedAed, member: boolean, base: string): GuardianMessage {
  const next = member
    ? `You find it under My AEDs: ${base}/my-aeds`
    : `To see its state, its expiry dates and its reports, create your account with this address: ${base}/register`;
  return {
    title: `AED Atlas: you now look after ${aedName(aed)}`,
    text: [
      'Hello,',
      '',
      `You are now a guardian of ${aedName(aed)}. Guardians keep an AED ready: they check it, replace pads and battery in time, and are told first when it is used or reported.`,
      '',
      next,
      '',
      `The AED: ${base}/aed/${aed.id}`,
    ].join('\n'),
    data: { type: 'guardian-assigned', aedId: aed.id },
  };
}

const REPORT_WORDS: Record<string, string> = {
  used: 'Someone used it',
  missing: 'Someone reported it missing',
  damaged: 'Someone reported it damaged',
  locked: 'Someone found its cabinet locked',
  wrongPlace: 'Someone says its pin on the map is in the wrong place',
  other: 'Someone reported a problem with it',
};

/**
 * To the guardians of an AED a street report was sent about. Used, missing or damaged: it is out
 * of service on the map until a guardian (or an admin) checks it with new pad and battery dates.
 */
export function streetReportMessage(aed: NamedAed, report: { kind: string; note: string | null; outOfService: boolean }, base: string): GuardianMessage {
  const what = REPORT_WORDS[report.kind] ?? REPORT_WORDS.other;
  const title = report.outOfService ? `AED Atlas: ${aedName(aed)} is out of service` : `AED Atlas: a report about ${aedName(aed)}`;
  return {
    title,
    text: [
      'Hello,',
      '',
      `${what}: ${aedName(aed)}.${report.note ? ` Their note: "${report.note}"` : ''}`,
      '',
      report.outOfService
        ? 'It is shown out of service on the map now. Once it is ready again (new pads and battery fitted, or found where it belongs), check it in My AEDs with the new pad and battery dates: that puts it back in service.'
        : 'It stays on the map as it is. Please have a look when you can.',
      '',
      `Check it: ${base}/my-aeds`,
      `The AED: ${base}/aed/${aed.id}`,
    ].join('\n'),
    data: { type: 'aed-report', aedId: aed.id, kind: report.kind },
  };
}
