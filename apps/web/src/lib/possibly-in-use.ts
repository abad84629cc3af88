import { isPossiblyInUse } from '@aedatlas/contracts';
import { wallTimeOf } from './moment';

/** "14:35", the Ljubljana time a possibly-in-use mark ends; null when there is none (or it has passed). */
export function possiblyInUseUntilTime(until: string | null, now = new Date()): string | null {
  return isPossiblyInUse(until, now) ? wallTimeOf(new Date(until!)).slice(11) : null;
}
