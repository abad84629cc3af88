import { AD_LANGUAGES, advertisementCreateSchema, type Advertisement } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format';
import { RecordHistoryPanel } from '../../admin/audit/record-history-panel';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { legacyCrudApi } from '../lib/crud-api';

/**
 * Advertisements (002 §2): title, status and last change, newest first, searched by title; add and
 * edit in a side panel. The old screen's pager showed only above 19 ads and did not work: this one
 * pages 12 at a time like every legacy table (docs/seeds-choices.md).
 */
export const advertisementsResource = defineAdminResource<Advertisement>({
  base: 'dashboard',
  name: 'advertisement',
  label: { one: 'Advertisement', many: 'Advertisements' },
  path: 'ads',
  getId: (a) => a.id,
  getVersion: (a) => a.updatedAt,
  api: legacyCrudApi<Advertisement>('/api/admin/Advertisements', 'Advertisement not found'),
  list: {
    exportPath: '/api/admin/Advertisements',
    mode: 'legacy',
    searchPlaceholder: 'Search by ad title...',
    defaultSort: { id: 'updatedAt', desc: true },
    sortFields: { title: 'title', active: 'active', updatedAt: 'updatedAt' },
    columns: [
      { id: 'title', header: 'Title', accessor: (a) => a.title, cell: (a) => <span className="font-medium text-slate-900">{a.title}</span> },
      {
        id: 'active',
        header: 'Status',
        accessor: (a) => a.active,
        cell: (a) => (a.active ? <Badge tone="green">Active</Badge> : <Badge>Not Active</Badge>),
      },
      {
        id: 'updatedAt',
        header: 'Modified at',
        accessor: (a) => a.updatedAt,
        cell: (a) => <time dateTime={a.updatedAt} className="whitespace-nowrap">{formatDateTime(a.updatedAt)}</time>,
      },
    ],
    rowLabel: (a) => a.title,
    rowActions: { edit: true, delete: true },
    retry: true,
  },
  form: {
    presentation: 'panel',
    addLabel: 'Add new',
    createSchema: advertisementCreateSchema,
    sections: [
      {
        title: 'Advertisement',
        fields: [
          { name: 'title', label: 'Title', required: true, wide: true },
          { name: 'url', label: 'Url', type: 'url', required: true, wide: true, placeholder: 'https://' },
          { name: 'text', label: 'Text', type: 'textarea', required: true, wide: true, rows: 4 },
          { name: 'language', label: 'Language', type: 'select', options: AD_LANGUAGES.map((l) => ({ value: l, label: l })) },
          { name: 'active', label: 'Active', type: 'checkbox' },
        ],
      },
    ],
    defaults: { title: '', url: '', text: '', language: 'en', active: false },
    toValues: ({ title, url, text, language, active }) => ({ title, url, text, language, active }),
    afterForm: (a) => <RecordHistoryPanel entityType="advertisement" entityId={a.id} />,
  },
  messages: {
    loadListFailed: 'Failed to load advertisements. Please try again later.',
    empty: 'No advertisements yet',
    emptySearch: (s) => `No advertisements match "${s}"`,
    deleteConfirm: 'Delete this advertisement? You can restore it from the Trash.',
  },
});
