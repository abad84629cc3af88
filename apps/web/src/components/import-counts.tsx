import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import { ConfirmDialog } from './confirm-dialog';
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

/** Why an import's dry run may not be applied, when it may not. */
export function ImportBlocked({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
      {reason}
    </p>
  );
}

/**
 * "Apply this import", asked first: the dialog says what applying does; a failure stays in the
 * dialog. `onApply(close)` starts the apply and closes the dialog once it has succeeded.
 */
export function ApplyImport({
  message,
  busy,
  error,
  onApply,
  onCancel,
}: {
  message: string;
  busy: boolean;
  error: string | null;
  onApply: (close: () => void) => void;
  /** Forgets the last failure (the mutation's reset). */
  onCancel: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={() => setAsking(true)}>
        Apply this import
      </button>
      {asking && (
        <ConfirmDialog
          title="Apply this import?"
          message={message}
          confirmLabel="Apply"
          busyLabel="Applying..."
          busy={busy}
          error={error}
          onCancel={() => {
            onCancel();
            setAsking(false);
          }}
          onConfirm={() => onApply(() => setAsking(false))}
        />
      )}
    </>
  );
}
