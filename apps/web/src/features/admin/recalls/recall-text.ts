import type { RecallPart } from '@aedatlas/contracts';
import { formatCount } from '../../../lib/format';

const PART_LABELS: Record<RecallPart, string> = { electrode: 'Electrodes', childElectrode: 'Child electrodes', battery: 'Battery' };

/** 'Electrodes, Battery': the parts that carry the lot. */
export const partsText = (parts: readonly RecallPart[]) => parts.map((part) => PART_LABELS[part]).join(', ');

/** '1 AED', '12 AEDs'. */
export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The AED's name as the console lists it: its title, else 'AED'. */
export const aedName = (aed: { title: string | null }) => aed.title?.trim() || 'AED';
