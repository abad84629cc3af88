import { Link } from 'react-router';
import { formatCount } from '../lib/format';

/** An import's counts, a label and a number a line (a dry run's or an applied run's). */
export function CountList({ counts, className = '' }: { counts: [label: string, value: number][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 ${className}`}>
      {counts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An AED an import's row is about, linked to its page. */
export function AedLink({ id, children }: { id: string; children: string }) {
  return (
    <Link to={`/admin/aed/${id}`} className="font-medium text-red-700 underline underline-offset-2">
      {children}
    </Link>
  );
}
