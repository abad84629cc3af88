import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';

/**
 * One kind of row of an import's dry run, folded away until asked for. The server lists the first
 * rows of each kind only: when fewer than the total are shown, the list says so.
 */
export function FoldedList({ title, total, shown, children }: { title: string; total: number; shown: number; children: ReactNode }) {
  if (!total) return null;
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer font-medium text-slate-900">
        {title} ({formatCount(total)})
      </summary>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">{children}</ul>
      {shown < total && (
        <p className="mt-2 text-sm text-slate-600">
          The first {formatCount(shown)} of {formatCount(total)} are listed.
        </p>
      )}
    </details>
  );
}
