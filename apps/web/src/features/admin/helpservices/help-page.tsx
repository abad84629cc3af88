import type { ReactNode } from 'react';

/** The text links beside a page's title, named for the screen reader's list of landmarks. */
export function HelpPageLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
      {children}
    </nav>
  );
}

/**
 * A form with a panel beside it from large screens up (the service's options, the sibling options),
 * and on an edit page the record's history below both.
 */
export function FormBesidePanel({ children, below }: { children: ReactNode; below?: ReactNode }) {
  const sideBySide = <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">{children}</div>;
  if (!below) return sideBySide;
  return (
    <div className="space-y-6">
      {sideBySide}
      {below}
    </div>
  );
}
