import { NEWS_LANGUAGES, newsCreateSchema, type News } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format';
import { RecordHistoryPanel } from '../../admin/audit/record-history-panel';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { legacyCrudApi } from '../lib/crud-api';

/** News (002 §2): title, text and status; add and edit in a side panel; newest change first. */
export const newsResource = defineAdminResource<News>({
  base: 'dashboard',
  name: 'news',
  label: { one: 'News item', many: 'News' },
  path: 'news',
  getId: (n) => n.id,
  getVersion: (n) => n.updatedAt,
  api: legacyCrudApi<News>('/api/admin/News', 'News item not found'),
  list: {
    exportPath: '/api/admin/News',
    mode: 'legacy',
    searchPlaceholder: 'Search news...',
    defaultSort: { id: 'updatedAt', desc: true },
    sortFields: { title: 'title', text: 'text', published: 'published', updatedAt: 'updatedAt' },
    columns: [
      { id: 'title', header: 'Title', accessor: (n) => n.title, cell: (n) => <span className="font-medium text-slate-900">{n.title}</span> },
      // The whole text is in the edit panel; the table shows its start.
      { id: 'text', header: 'Text', accessor: (n) => n.text, cell: (n) => <span className="line-clamp-2 max-w-md">{n.text}</span> },
      {
        id: 'published',
        header: 'Status',
        accessor: (n) => n.published,
        cell: (n) => (n.published ? <Badge tone="green">Published</Badge> : <Badge>Not Published</Badge>),
      },
      {
        id: 'updatedAt',
        header: 'Modified at',
        accessor: (n) => n.updatedAt,
        cell: (n) => <time dateTime={n.updatedAt} className="whitespace-nowrap">{formatDateTime(n.updatedAt)}</time>,
      },
    ],
    rowLabel: (n) => n.title,
    rowActions: { edit: true, delete: true },
    retry: true,
  },
  form: {
    presentation: 'panel',
    addLabel: 'Add new',
    createSchema: newsCreateSchema,
    sections: [
      {
        title: 'News item',
        fields: [
          { name: 'title', label: 'Title', required: true, wide: true },
          { name: 'text', label: 'Text', type: 'textarea', required: true, wide: true, rows: 8 },
          { name: 'language', label: 'Language', type: 'select', options: NEWS_LANGUAGES.map((l) => ({ value: l, label: l })) },
          { name: 'published', label: 'Published', type: 'checkbox' },
        ],
      },
    ],
    defaults: { title: '', text: '', language: 'en', published: false },
    toValues: ({ title, text, language, published }) => ({ title, text, language, published }),
    afterForm: (n) => <RecordHistoryPanel entityType="news" entityId={n.id} />,
  },
  messages: {
    loadListFailed: 'Failed to load news. Please try again later.',
    empty: 'No news yet',
    emptySearch: (s) => `No news match "${s}"`,
    deleteConfirm: 'Delete this news item? You can restore it from the Trash.',
  },
});
