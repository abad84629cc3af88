import { CHANGELOG_TYPE_LABELS, CHANGELOG_TYPES, LEGACY_PAGE_SIZE, type Changelog, type ChangelogList, type ChangelogType } from '@aedatlas/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { actionsColumn, DataTable, type DataTableColumn, queryTableState } from '../../../components/data-table';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/format';
import { ResourceFormPanel, type PanelTarget } from '../../admin/resource/resource-form-panel';
import { messagesOf } from '../../admin/resource/resource-messages';
import { resourceKeys, useResourceMutations } from '../../admin/resource/resource-queries';
import { useAdminPageTitle } from '../../admin/shell/admin-page-title';
import { listChangelogs } from './api/list-changelogs';
import { changelogId, platformResource } from './changelog-platforms';

const PLATFORMS = Object.fromEntries(CHANGELOG_TYPES.map((t) => [t, platformResource(t)])) as Record<ChangelogType, ReturnType<typeof platformResource>>;
const iconButton = 'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** /dashboard/changelog (002 §2): the iOS and the Android table, each with add, edit and delete. */
export function ChangelogPage() {
  useAdminPageTitle('Changelog');
  const query = useQuery({ queryKey: resourceKeys.list('changelog', 'all'), queryFn: ({ signal }) => listChangelogs(signal) });
  return (
    <section className="mx-auto w-full max-w-7xl space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Changelog</h1>
      {CHANGELOG_TYPES.map((type) => (
        <PlatformTable key={type} type={type} query={query} />
      ))}
    </section>
  );
}

function PlatformTable({ type, query }: { type: ChangelogType; query: UseQueryResult<ChangelogList> }) {
  const platform = CHANGELOG_TYPE_LABELS[type];
  const resource = PLATFORMS[type];
  const messages = messagesOf(resource);
  const [panel, setPanel] = useState<PanelTarget<Changelog> | null>(null);
  const [toDelete, setToDelete] = useState<Changelog | null>(null);
  const { remove } = useResourceMutations(resource);
  const columns = useMemo<DataTableColumn<Changelog>[]>(
    () => [
      { id: 'version', header: 'Version', sortable: false, cell: (c) => <span className="font-medium whitespace-nowrap text-slate-900">{c.version}</span> },
      { id: 'date', header: 'Date', sortable: false, cell: (c) => <time dateTime={c.date} className="whitespace-nowrap">{formatDate(c.date)}</time> },
      { id: 'text', header: 'Description', sortable: false, cell: (c) => <span className="whitespace-pre-line">{c.text}</span>, className: 'min-w-64' },
      actionsColumn((c) => (
        <div className="-my-2 flex gap-1">
          <button type="button" className={iconButton} onClick={() => setPanel({ mode: 'edit', record: c })} aria-label={`Edit ${platform} ${c.version}`} title="Edit">
            <PencilIcon />
          </button>
          <button type="button" className={`${iconButton} text-red-700 hover:bg-red-50 hover:text-red-800`} onClick={() => setToDelete(c)} aria-label={`Delete ${platform} ${c.version}`} title="Delete">
            <TrashIcon />
          </button>
        </div>
      )),
    ],
    [platform],
  );
  const headingId = `changelog-${type}`;
  return (
    <section aria-labelledby={headingId}>
      <header className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {platform}
        </h2>
        <button type="button" className={buttonClass('primary')} onClick={() => setPanel({ mode: 'create' })}>
          + Add {platform} entry
        </button>
      </header>
      <DataTable<Changelog>
        {...queryTableState(query)}
        label={`${platform} changelog`}
        columns={columns}
        data={query.data?.[type]}
        getRowId={changelogId}
        pager="prev-next"
        pageSizes={[LEGACY_PAGE_SIZE]}
        defaultPageSize={LEGACY_PAGE_SIZE}
        emptyText={`No ${platform} changelog entries yet`}
        errorText="Failed to load the changelog. Please try again later."
        loadingText={`Loading the ${platform} changelog...`}
      />
      {panel && <ResourceFormPanel key={panel.mode === 'edit' ? changelogId(panel.record) : 'new'} resource={resource} target={panel} onClose={() => setPanel(null)} />}
      {toDelete && (
        <ConfirmDeleteDialog
          title={`Delete ${platform} ${toDelete.version}`}
          message={messages.deleteConfirm}
          busy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={({ fail }) =>
            remove.mutate(changelogId(toDelete), {
              onSuccess: () => setToDelete(null),
              onError: () => fail(messages.deleteFailed),
            })
          }
        />
      )}
    </section>
  );
}
