import dayjs from 'dayjs';

/** 'Mar 5, 2025, 2:07 PM': the AED list's date with a 12-hour time (001 §2). */
export const UPDATED_AT_FORMAT = 'MMM D, YYYY, h:mm A';

interface Timestamps {
  modifiedAt?: string | null;
  updated_at?: string | null;
  lastModified?: string | null;
}

/** The update time: modifiedAt, else updated_at, else lastModified (001 §2 'AED list'). */
export function updatedAtOf(row: Timestamps): string | null {
  return row.modifiedAt || row.updated_at || row.lastModified || null;
}

/** 'Not available' when there is none, 'Invalid date' when it cannot be read (001 §8 'Dates'). */
export function formatUpdatedAt(value: string | null | undefined): string {
  if (!value) return 'Not available';
  const date = dayjs(value);
  return date.isValid() ? date.format(UPDATED_AT_FORMAT) : 'Invalid date';
}

/** 'Mar 5, 2025, 2:07 PM' -> ['Mar 5, 2025', '2:07 PM']; the fallback texts stay whole. */
export function splitUpdatedAt(text: string): [string, string | null] {
  const at = text.lastIndexOf(', ');
  return /[AP]M$/.test(text) && at > 0 ? [text.slice(0, at), text.slice(at + 2)] : [text, null];
}
