import type { HelpServiceOption } from '@aedatlas/contracts';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../../components/data-table';
import { HelpIcon } from '../icon-preview';
import { VisibilityBadge } from '../visibility-badge';

const englishValue = (o: HelpServiceOption) => o.localizations.find((l) => l.locale === 'en' && l.fieldName === 'display_value')?.fieldValue ?? '';

const key: DataTableColumn<HelpServiceOption> = { id: 'key', header: 'Key', accessor: (o) => o.key, cell: (o) => <span className="font-mono text-sm">{o.key}</span> };
const category: DataTableColumn<HelpServiceOption> = { id: 'category', header: 'Category', accessor: (o) => o.category, cell: (o) => <span className="font-mono text-sm">{o.category}</span> };
const icon: DataTableColumn<HelpServiceOption> = { id: 'icon', header: 'Icon', sortable: false, cell: (o) => <HelpIcon src={o.icon} name={o.displayName} size="sm" /> };
const visible: DataTableColumn<HelpServiceOption> = { id: 'visible', header: 'Visible', accessor: (o) => (o.visible ? 'Visible' : 'Hidden'), cell: (o) => <VisibilityBadge visible={o.visible} /> };
const actions: DataTableColumn<HelpServiceOption> = {
  id: 'actions',
  header: 'Actions',
  pin: 'end',
  sortable: false,
  className: 'w-px whitespace-nowrap',
  cell: (o) => (
    <div className="flex gap-3">
      <Link to={`/admin/helpservice-option/${encodeURIComponent(o.id)}`} className="font-medium text-red-700 hover:underline" aria-label={`Edit ${o.key}`}>
        Edit
      </Link>
      <Link to={`/admin/helpservice-option/${encodeURIComponent(o.id)}/localizations`} className="font-medium text-red-700 hover:underline" aria-label={`Translations of ${o.key}`}>
        Translations
      </Link>
    </div>
  ),
};

/** 001 §2 'Help service options list': Key, Display Name, Category, Service, Icon, Visible, Actions. */
export const optionColumns: DataTableColumn<HelpServiceOption>[] = [
  key,
  { id: 'displayName', header: 'Display Name', accessor: (o) => o.displayName },
  category,
  { id: 'service', header: 'Service', accessor: (o) => o.serviceName, cell: (o) => <Link to={`/admin/helpservice/${encodeURIComponent(o.serviceId)}`} className="text-slate-800 underline-offset-2 hover:underline">{o.serviceName}</Link> },
  icon,
  visible,
  actions,
];

/** 001 §2 per-service page: Key, English Value (display_value), Category, Icon, Visible, Actions. */
export const serviceOptionColumns: DataTableColumn<HelpServiceOption>[] = [
  key,
  { id: 'english', header: 'English Value', accessor: englishValue, cell: (o) => englishValue(o) || <span className="text-slate-500">Not available</span> },
  category,
  icon,
  visible,
  actions,
];
