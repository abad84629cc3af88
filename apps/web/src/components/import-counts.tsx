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

/** A row's field changes in a dry run: each field with what the registry has and what the file brings. */
export function FieldChanges({ changes }: { changes: { field: string; ours: string | null; theirs: string | null }[] }) {
  return changes.map((change) => (
    <span key={change.field} className="mr-2 inline-block break-all">
      <code className="font-mono">{change.field}</code> “{change.ours || 'empty'}” → “{change.theirs || 'empty'}”
    </span>
  ));
}
