import { STORE_CURRENCIES, STORE_CURRENCY_LABELS, storeItemInputSchema, storeItemUpdateSchema, type StoreItem } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format';
import { RecordHistoryPanel } from '../../admin/audit/record-history-panel';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { createStoreItem } from './api/create-store-item';
import { deleteStoreItem } from './api/delete-store-item';
import { getStoreItem } from './api/get-store-item';
import { listStoreItems } from './api/list-store-items';
import { updateStoreItem } from './api/update-store-item';
import { STORE_ITEM_FORM_DEFAULTS, formatMoney, storeItemToValues } from './store-item-values';

const LANGUAGE_LABELS = { en: 'English (en)', sl: 'Slovenian (sl)' } as const;
const money = (price: number, i: StoreItem) => <span className="whitespace-nowrap tabular-nums">{formatMoney(price, i.currency)}</span>;
const availability = (i: StoreItem) => (i.available ? <Badge tone="green">Available</Badge> : <Badge>Not available</Badge>);

/**
 * Store items (002 §2, §3, §5, §9): the table, a details slide-over, add and edit in a side panel
 * with the seeds' defaults, delete with a confirmation. Prices travel as decimal text and show
 * with two decimals and the currency.
 */
export const storeItemsResource = defineAdminResource<StoreItem>({
  base: 'dashboard',
  name: 'store-item',
  label: { one: 'Store item', many: 'Store items' },
  path: 'storeItems',
  getId: (i) => i.storeItemId,
  getVersion: (i) => i.updatedAt,
  api: { list: listStoreItems, get: getStoreItem, create: createStoreItem, update: updateStoreItem, remove: deleteStoreItem },
  list: {
    exportPath: '/api/admin/StoreItems',
    mode: 'legacy',
    searchPlaceholder: 'Search store items...',
    defaultSort: { id: 'name', desc: false },
    sortFields: { name: 'name', basePrice: 'basePrice', discountedPrice: 'discountedPrice', available: 'available', stock: 'stock', language: 'language' },
    columns: [
      {
        id: 'name',
        header: 'Name',
        accessor: (i) => i.name,
        cell: (i) => (
          <>
            <span className="block font-medium text-slate-900">{i.name}</span>
            <span className="block text-xs text-slate-600">{i.shortDescription}</span>
          </>
        ),
        className: 'min-w-56',
      },
      { id: 'basePrice', header: 'Base price', accessor: (i) => i.basePrice, cell: (i) => money(i.basePrice, i), wrapHeader: true },
      { id: 'discountedPrice', header: 'Discounted price', accessor: (i) => i.discountedPrice, cell: (i) => money(i.discountedPrice, i), wrapHeader: true },
      { id: 'available', header: 'Status', accessor: (i) => i.available, cell: availability },
      { id: 'stock', header: 'Stock', accessor: (i) => i.stock, cell: (i) => <span className="tabular-nums">{i.stock}</span> },
      { id: 'language', header: 'Language', accessor: (i) => i.language },
    ],
    rowLabel: (i) => i.name,
    rowActions: { view: true, edit: true, delete: true },
    retry: true,
  },
  detail: {
    presentation: 'panel',
    title: (i) => i.name,
    groups: [
      {
        title: 'Store item',
        fields: [
          { label: 'Short description', key: 'shortDescription' },
          { label: 'Description', key: 'description' },
          { label: 'Base price', key: 'basePrice', render: (i) => money(i.basePrice, i) },
          { label: 'Discounted price', key: 'discountedPrice', render: (i) => money(i.discountedPrice, i) },
          { label: 'Discount points requirement', key: 'discountPointsRequirement' },
          { label: 'Stock', key: 'stock' },
          { label: 'Status', key: 'available', render: availability },
          { label: 'Language', value: (i) => LANGUAGE_LABELS[i.language] },
          {
            label: 'Image',
            key: 'image',
            render: (i) => <img src={i.image!} alt={`Picture of ${i.name}`} className="max-h-48 rounded-lg border border-slate-200" />,
          },
          { label: 'Store item id', key: 'storeItemId' },
          { label: 'Modified at', value: (i) => formatDateTime(i.updatedAt) },
        ],
      },
    ],
  },
  form: {
    presentation: 'panel',
    addLabel: 'Add new store item',
    createSchema: storeItemInputSchema,
    updateSchema: storeItemUpdateSchema,
    sections: [
      {
        title: 'Store item',
        fields: [
          { name: 'name', label: 'Name', required: true, wide: true },
          { name: 'shortDescription', label: 'Short description', required: true, wide: true },
          { name: 'description', label: 'Description', type: 'textarea', required: true, wide: true, rows: 4 },
          { name: 'basePrice', label: 'Base price', type: 'number', step: '0.01', required: true, placeholder: '19.99' },
          { name: 'discountedPrice', label: 'Discounted price', type: 'number', step: '0.01', required: true, placeholder: '14.99' },
          { name: 'currency', label: 'Currency', type: 'select', options: STORE_CURRENCIES.map((c) => ({ value: c, label: STORE_CURRENCY_LABELS[c] })) },
          { name: 'language', label: 'Language', type: 'select', options: (['sl', 'en'] as const).map((l) => ({ value: l, label: LANGUAGE_LABELS[l] })) },
          { name: 'discountPointsRequirement', label: 'Discount points requirement', type: 'number', step: '1', required: true },
          { name: 'stock', label: 'Stock', type: 'number', step: '1', required: true },
          { name: 'image', label: 'Image (address or site path)', type: 'url', wide: true, placeholder: 'https:// or /images/...' },
          { name: 'available', label: 'Available', type: 'checkbox' },
        ],
      },
    ],
    defaults: STORE_ITEM_FORM_DEFAULTS,
    toValues: storeItemToValues,
    afterForm: (i) => <RecordHistoryPanel entityType="store-item" entityId={i.storeItemId} />,
  },
  messages: {
    loadListFailed: 'Failed to load store items. Please try again later.',
    empty: 'No store items yet',
    emptySearch: (s) => `No store items match "${s}"`,
    deleteConfirm: 'Delete this store item? You can restore it from the Trash.',
  },
});
