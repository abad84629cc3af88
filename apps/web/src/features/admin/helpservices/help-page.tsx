import type { ReactNode } from 'react';

interface HelpPageProps {
  title: string;
  /** The page's width: forms alone are narrow, a form beside a list or a table wide. */
  width?: 'max-w-3xl' | 'max-w-6xl' | 'max-w-7xl';
  /** Beside the title: the links or buttons to the records around this one. */
  actions?: ReactNode;
  /** A table page sits its table closer under the title. */
  headerSpacing?: 'mb-4' | 'mb-6';
  children: ReactNode;
}

/** A help services or options page: the title with its links, then the page. */
export function HelpPage({ title, width = 'max-w-6xl', actions, headerSpacing = 'mb-6', children }: HelpPageProps) {
  return (
    <section className={`mx-auto w-full ${width}`}>
      <header className={`${headerSpacing} flex flex-wrap items-center justify-between gap-3`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** The text links beside a page's title, named for the screen reader's list of landmarks. */
export function HelpPageLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
      {children}
    </nav>
  );
}

/** A form with a panel beside it from large screens up (the service's options, the sibling options). */
export function FormBesidePanel({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">{children}</div>;
}
