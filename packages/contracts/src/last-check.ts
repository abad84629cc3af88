/**
 * "Not checked for a year": nobody has confirmed an AED is there and ready within CHECKED_MONTHS
 * (the map key, its tiles' counts, registry health). No schemas here: the public map reads it
 * without loading the validation library.
 */

/** AEDs confirmed within this many months count as recently checked. */
export const CHECKED_MONTHS = 12;

/**
 * The first day an AED confirmed on it still counts as checked within CHECKED_MONTHS of
 * `today` (YYYY-MM-DD): the same day that many months before, or the month's last day when it has
 * no such day (as PostgreSQL's date arithmetic).
 */
export function notCheckedCutoff(today: string): string {
  const [year, month, day] = today.slice(0, 10).split('-').map(Number);
  const months = year * 12 + month - 1 - CHECKED_MONTHS;
  const y = Math.floor(months / 12);
  const m = (months % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/**
 * Not checked for a year: nobody confirmed the AED since notCheckedCutoff(today) (midnight UTC), or
 * ever. `lastConfirmedAt` is an ISO time, so comparing the strings compares the moments.
 */
export function isNotCheckedForAYear(lastConfirmedAt: string | null | undefined, today: string): boolean {
  // Called for every AED the map draws, with one `today` at a time.
  if (today !== lastToday) [lastToday, lastCutoff] = [today, notCheckedCutoff(today)];
  return !lastConfirmedAt || lastConfirmedAt < lastCutoff;
}
let lastToday = '';
let lastCutoff = '';
