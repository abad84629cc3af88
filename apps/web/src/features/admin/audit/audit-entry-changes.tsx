import type { AuditEntry } from '@aedatlas/contracts';
import { diffRecords, recordFields, type FieldChange } from '../aeds/history-diff';

/** What an entry changed: the fields an update changed, or the whole record a create or delete left. */
export function entryChanges(entry: AuditEntry): FieldChange[] {
  if (entry.action === 'update') return diffRecords(entry.before, entry.after);
  // A reveal keeps what it was for (the call, who) in `after`; never the secret itself.
  return recordFields(entry.action === 'create' || entry.action === 'reveal' ? entry.after : entry.before);
}

/** The before/after table of one entry; a created record has no 'Before', a deleted one shows its last state. */
export function AuditEntryChanges({ entry, caption = 'Changed fields' }: { entry: AuditEntry; caption?: string }) {
  const changes = entryChanges(entry);
  if (!changes.length) return <p className="mt-1 text-sm text-slate-500">No field changed.</p>;
  const showBefore = entry.action !== 'create';
  const showAfter = entry.action !== 'delete';
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">Field</th>
            {showBefore && <th scope="col" className="py-1 pr-3 font-semibold">{entry.action === 'delete' ? 'Last value' : 'Before'}</th>}
            {showAfter && <th scope="col" className="py-1 font-semibold">After</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row" className="py-1 pr-3 align-top font-medium text-slate-700">{c.label}</th>
              {showBefore && <td className="py-1 pr-3 align-top break-all text-slate-600"><del className="no-underline">{entry.action === 'delete' ? c.after : c.before}</del></td>}
              {showAfter && <td className="py-1 align-top font-medium break-all text-slate-900"><ins className="no-underline">{c.after}</ins></td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
