import type { HelpService } from '@aedatlas/contracts';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { HELP_TEXT } from './help-messages';
import { HelpRecordIdentity } from './help-record-identity';
import { HelpIcon } from './icon-preview';
import { VisibilityBadge } from './visibility-badge';

/** Beside the service form: its options, each a link to its page, and the way to the full options table. */
export function ServiceOptionsSummary({ service }: { service: HelpService }) {
  const id = encodeURIComponent(service.id);
  return (
    <section aria-labelledby="service-options" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="service-options" className="text-base font-semibold text-slate-900">
          Options
        </h2>
        <Badge tone="blue">{service.options.length} options</Badge>
      </div>
      <HelpRecordIdentity look="panel" className="mt-3" icon={service.icon} name={service.displayName} detail={service.id} />
      {service.options.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{HELP_TEXT.noServiceOptions}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {service.options.map((o) => (
            <li key={o.id} className="flex items-center gap-3 py-2">
              <HelpIcon src={o.icon} name={o.displayName} size="sm" />
              <Link to={`/admin/helpservice-option/${encodeURIComponent(o.id)}`} className="min-w-0 flex-1 truncate text-sm font-medium text-red-700 hover:underline">
                {o.displayName}
              </Link>
              <VisibilityBadge visible={o.visible} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
        <Link to={`/admin/helpservice-option/new?serviceId=${id}`} className="text-red-700 hover:underline">
          + New Option for This Service
        </Link>
        <Link to={`/admin/helpservice-option/service/${id}`} className="text-slate-700 hover:underline">
          Options table
        </Link>
      </div>
    </section>
  );
}
