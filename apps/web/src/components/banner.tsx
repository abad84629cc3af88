import type { ReactNode } from 'react';

const TONES = {
  // role="alert" makes screen readers announce an error at once; role="status" is announced politely.
  alert: {
    role: 'alert',
    box: 'border-red-300 bg-red-50',
    text: 'text-red-800',
    icon: 'fill-red-600',
    path: 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.3h1.8v5.6H9.1V5.8Zm0 7.2h1.8v1.8H9.1V13Z',
  },
  success: {
    role: 'status',
    box: 'border-green-300 bg-green-50',
    text: 'text-green-900',
    icon: 'fill-green-600',
    path: 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.2-3.5-3.5 1.3-1.3 2.2 2.2 4.6-4.6 1.3 1.3-5.9 5.9Z',
  },
} as const;

/** A message in a tinted box with its icon (000 §2.3); AlertBanner and SuccessBanner name the tones. */
export function Banner({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { role, box, text, icon, path } = TONES[tone];
  return (
    <div role={role} className={`flex gap-3 rounded-lg border ${box} px-4 py-3 text-sm ${text}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-0.5 h-5 w-5 flex-none ${icon}`}>
        <path d={path} />
      </svg>
      <div>{children}</div>
    </div>
  );
}
