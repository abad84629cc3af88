import type { ReactNode } from 'react';
import { LogoMark } from '../../components/logo';

/** The visitor's account screens share the login screen's card: logo, title, a line, the form. */
export function AuthCard({ title, subtitle, children, wide = false }: { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-red-50 to-slate-50 px-4 py-10 sm:items-center sm:py-12">
      <div className={`w-full ${wide ? 'max-w-lg' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}>
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-12 w-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
