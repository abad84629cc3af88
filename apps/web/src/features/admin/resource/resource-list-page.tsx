import type { RowData } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useListStateInAddress } from '../../../lib/list-address';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatCount } from '../../../lib/format';
import { useSearchDelay } from '../../../lib/use-debounced-value';
import { LEGACY_PAGE_SIZE, LEGACY_SEARCH_DELAY_MS } from '@aedatlas/contracts';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { ActiveFilters, useAddressFilters } from './resource-address-filters';
import { ResourceFormPanel, type PanelTarget } from './resource-form-panel';
import { ResourceDetailModal } from './resource-detail-modal';
import { messagesOf, unlessUnauthorized } from './resource-messages';
import { pathsOf } from './resource-paths';
import { useResourceList, useResourceMutations } from './resource-queries';
import type { AdminResourceConfig, ListParams } from './resource-types';
import { TitledPage } from '../../../components/titled-page';

const DEFAULT_PAGE_SIZES = [20, 25, 50, 100] as const;

export const defaultCountText =
  (many: string) =>
  ({ shown, total, page, pages }: { shown: number; total: number; page: number; pages: number }) =>
    `Showing ${formatCount(shown)} of ${formatCount(total)} ${many} (Page ${formatCount(page)} of ${formatCount(pages)})`;

/** The generated list screen: title, header links, the DataTable, the counter and the detail modal. */
export function ResourceListPage<T extends RowData>({ resource }: { resource: AdminResourceConfig<T> }) {
  const list = resource.list!;
  const title = resource.title ?? resource.label.many;
  useAdminPageTitle(title);
  const navigate = useNavigate();
  const paths = pathsOf(resource);
  const messages = messagesOf(resource);
  const legacy = list.mode === 'legacy';
  const server = list.mode !== 'client';
  const pageSizes = legacy ? [LEGACY_PAGE_SIZE] : (list.pageSizes ?? DEFAULT_PAGE_SIZES);
  const [detail, setDetail] = useState<T | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [panel, setPanel] = useState<PanelTarget<T> | null>(null);
  const inPanel = resource.form?.presentation === 'panel';
  const onEdit = useMemo(() => (inPanel ? (record: T) => setPanel({ mode: 'edit', record }) : undefined), [inPanel, setPanel]);
  const columns = useMemo(() => listColumns(resource, server, setDetail, setToDelete, onEdit), [resource, server, setDetail, setToDelete, onEdit]);
  // Server lists keep page, size, sort and search in the address (reload, share, Back from a record).
  const [state, setState] = useListStateInAddress({
    defaults: { pageIndex: 0, pageSize: list.defaultPageSize ?? pageSizes[0], sort: list.defaultSort ?? null, search: '' },
    pageSizes,
    sortable: columns.filter((c) => c.sortable ?? Boolean(c.accessor)).map((c) => c.id),
  });
  const { search, pending } = useSearchDelay(state.search, server ? (list.searchDelayMs ?? (legacy ? LEGACY_SEARCH_DELAY_MS : 1000)) : 0);
  const addressFilters = useAddressFilters(server ? list.addressFilters : undefined);
  const filters = addressFilters.active.length ? Object.fromEntries(addressFilters.active.map((f) => [f.name, f.value])) : undefined;
  const params: ListParams | 'all' = server
    ? {
        page: state.pageIndex,
        size: state.pageSize,
        ...(state.sort ? { sortBy: list.sortFields?.[state.sort.id] ?? state.sort.id, sortOrder: state.sort.desc ? 'desc' : 'asc' } : {}),
        ...(search ? { search } : {}),
        ...(filters ? { filters } : {}),
      }
    : 'all';
  const query = useResourceList(resource, params);
  const { remove } = useResourceMutations(resource);

  const page = query.data;
  // The details follow the list: after a change made in them (a role given) the reloaded row shows.
  const shownDetail = detail && (page?.data.find((row) => resource.getId(row) === resource.getId(detail)) ?? detail);
  const total = page?.totalCount ?? 0;
  const pages = Math.max(1, page?.totalPages ?? Math.ceil(total / state.pageSize));
  const countText = (list.countText ?? defaultCountText(resource.label.many))({ shown: page?.data.length ?? 0, total, page: state.pageIndex + 1, pages });
  const typed = state.search.trim();
  const rowClick =
    list.rowClick === 'detail' && resource.detail ? setDetail : list.rowClick === 'edit' ? (onEdit ?? ((row: T) => navigate(paths.record(resource.getId(row))))) : undefined;
  const table = {
    label: title,
    columns,
    data: page?.data,
    getRowId: (row: T) => resource.getId(row),
    searchPlaceholder: list.searchPlaceholder,
    searchClearable: true,
    searchStatus: server && typed && (pending || query.isFetching) ? 'Searching...' : null,
    pager: legacy ? ('prev-next' as const) : (list.pager ?? 'auto'),
    pageSizes,
    emptyText: withSecondLine(typed ? messages.emptySearch(typed) : messages.empty, messages.emptyHint?.(typed)),
    errorText: withSecondLine(unlessUnauthorized(messages, query.error, messages.loadListFailed), list.errorDetail ? errorText(query.error) : undefined),
    onRetry: list.retry ? () => void query.refetch() : undefined,
    loadingText: `Loading ${resource.label.many}...`,
    isLoading: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    onRowClick: rowClick,
  };

  return (
    <TitledPage
      title={title}
      width="max-w-7xl"
      headerSpacing="mb-4"
      actions={
        <div className="flex flex-wrap items-start gap-2">
          {server && list.exportPath && params !== 'all' && (
            <ExportCsvButton listPath={list.exportPath} query={{ ...list.exportQuery, ...params.filters, search: params.search, sortBy: params.sortBy, sortOrder: params.sortOrder }} fileName={resource.name} />
          )}
          {list.headerActions ??
            (resource.api.create &&
              resource.form &&
              (inPanel ? (
                <button type="button" className={buttonClass('primary')} onClick={() => setPanel({ mode: 'create' })}>
                  + {resource.form.addLabel ?? `Add new ${resource.label.one}`}
                </button>
              ) : (
                <Link to={paths.create} className={buttonClass('primary')}>
                  + Add New {resource.label.one}
                </Link>
              )))}
        </div>
      }
    >
      <ActiveFilters active={addressFilters.active} onClear={addressFilters.clear} />
      {server && page && !query.isError && (
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          {countText}
        </p>
      )}
      {server ? (
        <DataTable<T> {...table} mode="server" state={state} onStateChange={setState} totalCount={total} />
      ) : (
        <DataTable<T> {...table} defaultPageSize={list.defaultPageSize ?? pageSizes[0]} defaultSort={list.defaultSort} />
      )}
      {shownDetail && resource.detail && (
        <ResourceDetailModal
          title={resource.detail.title(shownDetail)}
          groups={resource.detail.groups}
          record={shownDetail}
          onClose={() => setDetail(null)}
          placement={resource.detail.presentation === 'panel' ? 'right' : 'center'}
        />
      )}
      {panel && <ResourceFormPanel key={panel.mode === 'edit' ? resource.getId(panel.record) : 'new'} resource={resource} target={panel} onClose={() => setPanel(null)} />}
      {toDelete && (
        <ConfirmDeleteDialog
          title={`Delete ${resource.label.one}`}
          message={messages.deleteConfirm}
          busy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={({ fail }) =>
            remove.mutate(resource.getId(toDelete), {
              onSuccess: () => setToDelete(null),
              onError: (error) => fail(unlessUnauthorized(messages, error, messages.deleteFailed)),
            })
          }
        />
      )}
    </TitledPage>
  );
}

/** A message with an optional quieter line under it. */
function withSecondLine(title: string, detail: string | undefined): ReactNode {
  if (!detail) return title;
  return (
    <>
      <span className="block font-semibold">{title}</span>
      <span className="mt-1 block font-normal">{detail}</span>
    </>
  );
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/** The declared columns, unsortable where the API cannot sort, plus the row actions column. */
function listColumns<T>(resource: AdminResourceConfig<T>, server: boolean, onView: (row: T) => void, onDelete: (row: T) => void, onEdit?: (row: T) => void): DataTableColumn<T>[] {
  const list = resource.list!;
  const paths = pathsOf(resource);
  const sortable = (c: DataTableColumn<T>) => (server && list.sortFields && !(c.id in list.sortFields) ? { ...c, sortable: false } : c);
  const base = list.columns.map(sortable);
  const actions = list.rowActions ?? {};
  if (!actions.edit && !actions.delete && !actions.view && !list.rowExtraActions) return base;
  // The legacy dashboard's screens all have its icon buttons (002 §2), whatever their list mode.
  if (list.mode === 'legacy' || resource.base === 'dashboard') return [...base, legacyActionsColumn(resource, actions, onView, onDelete, onEdit)];
  return [
    ...base,
    actionsColumn((row: T) => (
      <div className="flex gap-3">
        {list.rowExtraActions?.(row)}
        {actions.view && resource.detail && (
          <button type="button" className="font-medium text-slate-700 hover:underline" onClick={() => onView(row)}>
            View
          </button>
        )}
        {actions.edit && (
          <Link to={paths.record(resource.getId(row))} className="font-medium text-red-700 hover:underline">
            Edit
          </Link>
        )}
        {actions.delete && resource.api.remove && (list.canDelete?.(row) ?? true) && (
          <button type="button" className="font-medium text-red-700 hover:underline" onClick={() => onDelete(row)}>
            Delete
          </button>
        )}
      </div>
    )),
  ];
}

const iconButton = 'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** The legacy table's edit and delete icons (002 §2), each a button named for its row. */
function legacyActionsColumn<T>(
  resource: AdminResourceConfig<T>,
  actions: { edit?: boolean; delete?: boolean; view?: boolean },
  onView: (row: T) => void,
  onDelete: (row: T) => void,
  onEdit?: (row: T) => void,
): DataTableColumn<T> {
  const name = (row: T) => resource.list?.rowLabel?.(row) ?? resource.getId(row);
  const paths = pathsOf(resource);
  return actionsColumn((row: T) => (
    <div className="-my-2 flex gap-1">
      {resource.list?.rowExtraActions?.(row)}
      {actions.view && resource.detail && (
        <button type="button" className={`${iconButton} px-2 font-medium`} onClick={() => onView(row)} aria-label={`Details of ${name(row)}`}>
          Details
        </button>
      )}
      {actions.edit &&
        (onEdit ? (
          <button type="button" className={iconButton} onClick={() => onEdit(row)} aria-label={`Edit ${name(row)}`} title="Edit">
            <PencilIcon />
          </button>
        ) : (
          <Link to={paths.record(resource.getId(row))} className={iconButton} aria-label={`Edit ${name(row)}`} title="Edit">
            <PencilIcon />
          </Link>
        ))}
      {actions.delete && resource.api.remove && (resource.list?.canDelete?.(row) ?? true) && (
        <button type="button" className={`${iconButton} text-red-700 hover:bg-red-50 hover:text-red-800`} onClick={() => onDelete(row)} aria-label={`Delete ${name(row)}`} title="Delete">
          <TrashIcon />
        </button>
      )}
    </div>
  ));
}
