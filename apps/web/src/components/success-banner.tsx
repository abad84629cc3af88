import type { ReactNode } from 'react';

/** The green counterpart of AlertBanner: role="status" is announced politely, not urgently. */
export function SuccessBanner({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none fill-green-600">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.2-3.5-3.5 1.3-1.3 2.2 2.2 4.6-4.6 1.3 1.3-5.9 5.9Z" />
      </svg>
      <div>{children}</div>
    </div>
  );
}
