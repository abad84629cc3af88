import type { AuditEntry } from '@aedatlas/contracts';
import { useState } from 'react';
import { useSearchParamsNow } from '../../../lib/search-params-now';
import { buttonClass } from '../../../components/button-styles';
import { DataTable, queryTableState } from '../../../components/data-table';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListStateInAddress, withFilters } from '../../../lib/list-address';
import { historyTitle } from '../aeds/history-diff';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useAuditLog } from './api/list-audit-log';
import { auditColumns, entityLabel, entryName } from './audit-columns';
import { AuditEntryChanges } from './audit-entry-changes';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { ExportCsvButton } from '../../../components/export-csv-button';

const PAGE_SIZES = [25, 50, 100] as const;

/**
 * /admin/audit: every admin change, newest first. The filters live in the address, so a deleted
 * record's trail can be linked (?entityType=aed&entityId=...); a delete keeps the record's last state.
 */
export default function AuditLogPage() {
  useAdminPageTitle('Audit Log');
  const [params, setParams] = useSearchParamsNow();
  const filters: AuditFilterValues = {
    entityType: params.get('entityType') ?? '',
    entityId: params.get('entityId') ?? '',
    actorId: params.get('actorId') ?? '',
    action: params.get('action') ?? '',
  };
  const [table, setTable] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: null, search: '' }, pageSizes: PAGE_SIZES, sortable: [] });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const log = useAuditLog({
    page: table.pageIndex,
    size: table.pageSize,
    entityType: filters.entityType || undefined,
    entityId: filters.entityId.trim() || undefined,
    actorId: filters.actorId || undefined,
    action: filters.action || undefined,
  });

  const changeFilters = (next: AuditFilterValues) => setParams((current) => withFilters(current, { ...next }), { replace: true });

  const total = log.data?.totalCount ?? 0;
  return (
    <section className="mx-auto w-full max-w-7xl space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Audit Log</h1>
        <ExportCsvButton
          listPath="/api/admin/audit"
          query={{ entityType: filters.entityType, entityId: filters.entityId.trim(), actorId: filters.actorId, action: filters.action }}
          fileName="audit-log"
        />
      </header>
      <p className="text-sm text-slate-600">Every change an admin made: who, when, and the record before and after. Deleted records keep their last state here.</p>
      <AuditFilters value={filters} onChange={changeFilters} />
      <DataTable
        {...queryTableState(log)}
        label="Audit log"
        mode="server"
        columns={auditColumns}
        data={log.data?.data}
        getRowId={(e) => e.id}
        state={table}
        onStateChange={setTable}
        totalCount={total}
        pageSizes={PAGE_SIZES}
        pager="auto"
        loadingText="Loading audit log..."
        errorText="Failed to load the audit log. Please try again later."
        emptyText="No changes found"
        onRowClick={setOpen}
        toolbar={<span className="text-sm text-slate-600">{formatCount(total)} changes</span>}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const name = entryName(entry);
  return (
    <ModalDialog
      title={`${historyTitle(entry)}${name ? `: ${name}` : ''}`}
      onClose={onClose}
      size="md"
      footer={
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">When</dt>
        <dd className="text-slate-900">{formatDateTime(entry.createdAt)}</dd>
        <dt className="text-slate-500">Admin</dt>
        <dd className="break-all text-slate-900">{entry.actorEmail ?? 'Unknown'}</dd>
        <dt className="text-slate-500">Record</dt>
        <dd className="break-all text-slate-900">
          {entityLabel(entry.entityType)} <span className="font-mono text-xs">{entry.entityId}</span>
        </dd>
      </dl>
      <AuditEntryChanges entry={entry} caption="Before and after" />
    </ModalDialog>
  );
}
