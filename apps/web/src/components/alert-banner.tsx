import type { ReactNode } from 'react';

/** The red error banner (000 §2.3). role="alert" makes screen readers announce it at once. */
export function AlertBanner({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none fill-red-600">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.3h1.8v5.6H9.1V5.8Zm0 7.2h1.8v1.8H9.1V13Z" />
      </svg>
      <div>{children}</div>
    </div>
  );
}
