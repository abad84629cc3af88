import type { NfcTag } from '@aedatlas/contracts';
import { NotGiven } from '../../../components/not-given';
import { RecordHistoryPanel } from '../../admin/audit/record-history-panel';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { legacyCrudApi } from '../lib/crud-api';
import { NFC_TAG_DEFAULTS, nfcTagFormSchema, nfcTagToValues, nfcTagUpdateFormSchema } from './nfc-tag-form';
import { NfcTagMapField } from './nfc-tag-map-field';

const coordinate = (value: number | null) => (value === null ? <NotGiven text="No position" /> : <span className="tabular-nums">{value.toFixed(5)}</span>);

/**
 * NFC tags (002 §2, §3, §7): the table, an 'Add new nfc tag' slide-over with a small map to pick
 * the position, edit in the same panel and delete with a confirmation.
 */
export const nfcTagsResource = defineAdminResource<NfcTag>({
  base: 'dashboard',
  name: 'nfc-tag',
  label: { one: 'NFC tag', many: 'NFC tags' },
  path: 'nfcTags',
  getId: (t) => t.id,
  getVersion: (t) => t.updatedAt,
  api: legacyCrudApi<NfcTag>('/api/admin/NfcTags', 'NFC tag not found'),
  list: {
    exportPath: '/api/admin/NfcTags',
    mode: 'legacy',
    searchPlaceholder: 'Search by name or description...',
    defaultSort: { id: 'name', desc: false },
    sortFields: { name: 'name', description: 'description', latitude: 'latitude', longitude: 'longitude', valuePoints: 'valuePoints' },
    columns: [
      { id: 'name', header: 'Name', accessor: (t) => t.name, cell: (t) => <span className="font-medium text-slate-900">{t.name}</span> },
      { id: 'description', header: 'Description', accessor: (t) => t.description, cell: (t) => t.description ?? <NotGiven />, className: 'min-w-48' },
      { id: 'latitude', header: 'Latitude', accessor: (t) => t.latitude, cell: (t) => coordinate(t.latitude), className: 'whitespace-nowrap' },
      { id: 'longitude', header: 'Longitude', accessor: (t) => t.longitude, cell: (t) => coordinate(t.longitude), className: 'whitespace-nowrap' },
      { id: 'valuePoints', header: 'Value points', accessor: (t) => t.valuePoints, cell: (t) => <span className="tabular-nums">{t.valuePoints}</span>, wrapHeader: true },
    ],
    rowLabel: (t) => t.name,
    rowActions: { edit: true, delete: true },
    retry: true,
  },
  form: {
    presentation: 'panel',
    addLabel: 'Add new nfc tag',
    createSchema: nfcTagFormSchema,
    updateSchema: nfcTagUpdateFormSchema,
    sections: [
      {
        title: 'NFC tag',
        fields: [
          { name: 'name', label: 'Name', required: true, wide: true },
          { name: 'description', label: 'Description', type: 'textarea', wide: true, rows: 3 },
          { name: 'latitude', label: 'Latitude', type: 'number', step: 'any', placeholder: '46.0569' },
          { name: 'longitude', label: 'Longitude', type: 'number', step: 'any', placeholder: '14.5058' },
          { name: 'valuePoints', label: 'Value points', type: 'number', step: '1' },
        ],
      },
    ],
    defaults: NFC_TAG_DEFAULTS,
    toValues: nfcTagToValues,
    extraFields: (form) => <NfcTagMapField form={form} />,
    afterForm: (t) => <RecordHistoryPanel entityType="nfc-tag" entityId={t.id} />,
  },
  messages: {
    loadListFailed: 'Failed to load NFC tags. Please try again later.',
    empty: 'No NFC tags yet',
    emptySearch: (s) => `No NFC tags match "${s}"`,
    deleteConfirm: 'Delete this NFC tag? App users can no longer collect its points. You can restore it from the Trash.',
    createFailed: 'Failed to create the NFC tag',
    updateFailed: 'Failed to update the NFC tag',
    deleteFailed: 'Failed to delete the NFC tag',
  },
});
