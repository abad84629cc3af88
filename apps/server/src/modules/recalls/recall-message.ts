import { EXPIRING_PART_LABELS, type RecallPart } from '@aedatlas/contracts';
import type { GuardianMessage } from '../guardians/guardian-messages';
import { aedName, type NamedAed } from '../guardians/guardian-mail';

const PART_WORDS: Record<RecallPart, string> = { electrode: EXPIRING_PART_LABELS.electrode, childElectrode: EXPIRING_PART_LABELS.childElectrode, battery: EXPIRING_PART_LABELS.battery };

/** To one guardian: the recall, the AEDs of theirs it concerns, and what to do in My AEDs. */
export function recallMessage(recall: { lot: string; message: string }, aeds: (NamedAed & { parts: RecallPart[] })[], base: string): GuardianMessage {
  return {
    title: `AED Atlas: recall of lot ${recall.lot} on ${aeds.length === 1 ? aedName(aeds[0]) : `${aeds.length} of your AEDs`}`,
    text: [
      'Hello,',
      '',
      `A recall concerns lot ${recall.lot}, which these AEDs you look after carry:`,
      '',
      ...aeds.map((a) => `- ${aedName(a)} (${a.parts.map((p) => PART_WORDS[p]).join(', ')})\n  ${base}/aed/${a.id}`),
      '',
      recall.message,
      '',
      `Please say you have read it, and later that the part is replaced, in My AEDs: ${base}/my-aeds`,
    ].join('\n'),
    data: { type: 'recall', lot: recall.lot },
  };
}
