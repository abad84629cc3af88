import type { ReactNode } from 'react';
import { EmailText } from '../../../components/email-link';

/** A value that is one e-mail address: it wraps before its '@'. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export const NOT_AVAILABLE = 'Not available';

/** How the detail modal shows a value: 'Not available' when empty, Yes/No, 'None' for an empty list. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((v) => detailText(v)).join(', ') : 'None';
  if (typeof value === 'string') return value.trim() ? value : NOT_AVAILABLE;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : NOT_AVAILABLE;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function DetailValue({ value, render }: { value: unknown; render?: ReactNode }) {
  const text = detailText(value);
  const empty = text === NOT_AVAILABLE || text === 'None';
  if (empty) return <span className="text-slate-500 italic">{text}</span>;
  return <>{render ?? (EMAIL.test(text) ? <EmailText email={text} /> : text)}</>;
}
