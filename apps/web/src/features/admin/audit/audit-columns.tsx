import { AUDIT_ENTITY_LABELS, type AuditEntityType, type AuditEntry } from '@aedatlas/contracts';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { entryChanges } from './audit-entry-changes';

export const entityLabel = (type: string) => AUDIT_ENTITY_LABELS[type as AuditEntityType] ?? type;
const ACTION_LABEL = { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored from the trash', purge: 'Deleted forever', reveal: 'Revealed (dispatch)' } as const;

/** A name a person recognises the record by: an AED's description, a user's name, an activity's title... */
export function entryName(entry: AuditEntry): string | null {
  const record = (entry.after ?? entry.before) as Record<string, unknown> | null;
  if (!record) return null;
  for (const key of ['description', 'title', 'displayName', 'email', 'url']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

export const auditColumns: DataTableColumn<AuditEntry>[] = [
  { id: 'createdAt', header: 'When', cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>, sortable: false, className: 'whitespace-nowrap' },
  { id: 'actor', header: 'Admin', cell: (e) => e.actorEmail ?? 'Unknown', sortable: false },
  { id: 'action', header: 'Action', cell: (e) => ACTION_LABEL[e.action], sortable: false },
  {
    id: 'entity',
    header: 'Record',
    sortable: false,
    cell: (e) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{entityLabel(e.entityType)}</p>
        {entryName(e) && <p className="max-w-xs truncate text-slate-700">{entryName(e)}</p>}
        <p className="font-mono text-xs break-all text-slate-500">{e.entityId}</p>
      </div>
    ),
  },
  {
    id: 'changes',
    header: 'Changes',
    sortable: false,
    cell: (e) => {
      const changes = entryChanges(e);
      if (e.action !== 'update') return e.action === 'delete' || e.action === 'purge' ? 'Last state kept' : e.action === 'restore' ? 'Record restored' : e.action === 'reveal' ? 'Code revealed for a call' : 'New record';
      return changes.length ? changes.map((c) => c.label).join(', ') : 'No field changed';
    },
  },
];
