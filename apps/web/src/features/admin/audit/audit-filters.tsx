import { AUDIT_ENTITY_TYPES } from '@aedatlas/contracts';
import { useId, useState } from 'react';
import { ChoiceSearch, filterFieldClass, needsChoiceSearch, useChoiceSearch } from '../../../components/choice-search';
import { useAuditActors } from './api/list-audit-log';
import { entityLabel } from './audit-columns';

export interface AuditFilterValues {
  entityType: string;
  entityId: string;
  actorId: string;
  action: string;
}


/** Record type, record id and admin: each change narrows the log at once. */
export function AuditFilters({ value, onChange }: { value: AuditFilterValues; onChange: (next: AuditFilterValues) => void }) {
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <label className="block text-sm font-medium text-slate-700">
        Record type
        <select className={filterFieldClass} value={value.entityType} onChange={set('entityType')}>
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
        <input className={filterFieldClass} value={value.entityId} onChange={set('entityId')} placeholder="Paste an id" autoComplete="off" spellCheck={false} />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Action
        <select className={filterFieldClass} value={value.action} onChange={set('action')}>
          <option value="">All actions</option>
          <option value="create">Created</option>
          <option value="update">Updated</option>
          <option value="delete">Deleted (last state kept)</option>
        </select>
      </label>
      <AdminFilter actorId={value.actorId} onChange={(actorId) => onChange({ ...value, actorId })} />
    </div>
  );
}

/**
 * The admins who changed something, most recently active first. When there are more than one
 * answer holds, a search box finds the others and a line says how many are shown: the list is
 * never cut without saying so.
 */
function AdminFilter({ actorId, onChange }: { actorId: string; onChange: (actorId: string) => void }) {
  const choice = useChoiceSearch();
  // The chosen admin's email, kept for when a later search no longer lists them.
  const [chosen, setChosen] = useState<{ actorId: string; label: string }>();
  const actors = useAuditActors(choice.search);
  const hintId = useId();
  const shown = actors.data?.data ?? [];
  const total = actors.data?.totalCount ?? 0;
  const searchable = needsChoiceSearch(choice, shown.length, total);
  // The chosen admin stays an option while a search shows others, so the select keeps its value.
  const chosenMissing = actorId !== '' && !shown.some((a) => a.actorId === actorId);
  const choose = (id: string) => {
    const actor = shown.find((a) => a.actorId === id);
    if (actor) setChosen({ actorId: id, label: actor.actorEmail ?? id });
    onChange(id);
  };
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-slate-700">
        Admin
        <select className={filterFieldClass} value={actorId} onChange={(event) => choose(event.target.value)} aria-describedby={searchable ? hintId : undefined}>
          <option value="">All admins</option>
          {chosenMissing && <option value={actorId}>{chosen?.actorId === actorId ? chosen.label : actorId}</option>}
          {shown.map((a) => (
            <option key={a.actorId} value={a.actorId}>
              {a.actorEmail ?? a.actorId}
            </option>
          ))}
        </select>
      </label>
      {searchable && (
        <ChoiceSearch
          label="Find an admin"
          placeholder="Email or id"
          noun={{ one: 'admin', many: 'admins' }}
          choice={choice}
          shown={shown.length}
          total={total}
          fetching={actors.isFetching}
          hintId={hintId}
        />
      )}
      {actors.isError && (
        <p className="text-xs text-red-700" role="alert">
          The list of admins could not be loaded.
        </p>
      )}
    </div>
  );
}
