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
