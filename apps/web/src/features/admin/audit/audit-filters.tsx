import { AUDIT_ENTITY_TYPES } from '@aedatlas/contracts';
import { useAuditActors } from './api/list-audit-log';
import { entityLabel } from './audit-columns';

export interface AuditFilterValues {
  entityType: string;
  entityId: string;
  actorId: string;
  action: string;
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-red-600 focus:ring-2 focus:ring-red-600/30 focus:outline-none';

/** Record type, record id and admin: each change narrows the log at once. */
export function AuditFilters({ value, onChange }: { value: AuditFilterValues; onChange: (next: AuditFilterValues) => void }) {
  const actors = useAuditActors();
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <label className="block text-sm font-medium text-slate-700">
        Record type
        <select className={fieldClass} value={value.entityType} onChange={set('entityType')}>
          <option value="">All records</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {entityLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Record ID
        <input className={fieldClass} value={value.entityId} onChange={set('entityId')} placeholder="Paste an id" autoComplete="off" spellCheck={false} />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Action
        <select className={fieldClass} value={value.action} onChange={set('action')}>
          <option value="">All actions</option>
          <option value="create">Created</option>
          <option value="update">Updated</option>
          <option value="delete">Deleted (last state kept)</option>
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Admin
        <select className={fieldClass} value={value.actorId} onChange={set('actorId')}>
          <option value="">All admins</option>
          {actors.data?.map((a) => (
            <option key={a.actorId} value={a.actorId}>
              {a.actorEmail ?? a.actorId}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
