import type { ReactNode } from 'react';

interface TitledPageProps {
  title: string;
  /** The page's width: forms alone are narrow, a form beside a list or a table wide. */
  width?: 'max-w-3xl' | 'max-w-6xl' | 'max-w-7xl';
  /** Beside the title: the links or buttons to the records around this one. */
  actions?: ReactNode;
  /** A list page sits its table closer under the title. */
  headerSpacing?: 'mb-4' | 'mb-6';
  children: ReactNode;
}

/** An admin page: its title with the page's links or buttons beside it, then the page. */
export function TitledPage({ title, width = 'max-w-6xl', actions, headerSpacing = 'mb-6', children }: TitledPageProps) {
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
