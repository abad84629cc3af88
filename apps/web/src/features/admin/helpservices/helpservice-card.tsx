import type { HelpService } from '@aedatlas/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { HelpIcon } from './icon-preview';
import { VisibilityBadge } from './visibility-badge';

const action = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium hover:bg-slate-100';

/**
 * One service of the list (001 §2): icon, name, key, id, Visible or Hidden, the options count
 * and a toggle that lists the options; View Details, Edit and Translations.
 */
export function HelpServiceCard({ service, onView }: { service: HelpService; onView: (service: HelpService) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const id = encodeURIComponent(service.id);
  const count = service.options.length;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <HelpIcon src={service.icon} name={service.displayName} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words text-slate-900">{service.displayName}</h2>
          <p className="font-mono text-sm break-all text-slate-700">{service.key}</p>
          <p className="text-xs break-all text-slate-500">ID: {service.id}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <VisibilityBadge visible={service.visible} />
        <Badge tone="blue">{count === 1 ? '1 option' : `${count} options`}</Badge>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="mt-3 flex min-h-10 items-center justify-between rounded-lg border border-slate-200 px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <span>{open ? 'Hide options' : 'Show options'}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={listId} hidden={!open}>
        {count === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No options yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label={`Options of ${service.displayName}`}>
            {service.options.map((o) => (
              <li key={o.id} className="py-2">
                <p className="font-medium text-slate-900">{o.displayName}</p>
                <p className="font-mono text-xs break-all text-slate-700">{o.key}</p>
                <p className="text-xs break-all text-slate-500">ID: {o.id}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-3">
        <button type="button" className={`${action} text-slate-800`} onClick={() => onView(service)} aria-label={`View details of ${service.displayName}`}>
          View Details
        </button>
        <Link to={`/admin/helpservice/${id}`} className={`${action} text-red-700`} aria-label={`Edit ${service.displayName}`}>
          Edit
        </Link>
        <Link to={`/admin/helpservice/${id}/localizations`} className={`${action} text-red-700`} aria-label={`Translations of ${service.displayName}`}>
          Translations
        </Link>
      </div>
    </li>
  );
}
