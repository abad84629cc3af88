import { formatDateTime } from '../../../lib/format';
import type { DetailField } from './resource-types';

/** A date and time of the detail modal; an unreadable date counts as empty ('Not available'). */
export function dateDetailField<T>(key: keyof T & string, label: string): DetailField<T> {
  return { label, value: (record) => formatDateTime(record[key] as string | null | undefined) || null };
}
