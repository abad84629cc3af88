import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-600/40',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/30',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/30',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/30',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small status pill. Colour is never the only signal: the text says the same. */
export function Badge({ tone = 'slate', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]} ${className}`}>
      {children}
    </span>
  );
}
