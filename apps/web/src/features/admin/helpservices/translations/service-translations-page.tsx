import { Link, useParams } from 'react-router';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { useHelpService } from '../api/get-helpservice';
import { HELP_TEXT } from '../help-messages';
import { HelpIcon } from '../icon-preview';
import { RecordLoadState } from '../record-load-state';
import { TranslationsPanel } from './translations-panel';

/** /admin/helpservice/:id/localizations (001 §2 'Service translations'). */
export function ServiceTranslationsPage() {
  const { id = '' } = useParams();
  useAdminPageTitle('Service Translations');
  const query = useHelpService(id);
  const service = query.data;
  return (
    <section className="mx-auto w-full max-w-6xl">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Service Translations</h1>
        <nav aria-label="Back" className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
          {service && (
            <Link to={`/admin/helpservice/${encodeURIComponent(service.id)}`} className="text-red-700 hover:underline">
              Back to Service
            </Link>
          )}
          <Link to="/admin/helpservice" className="text-slate-700 hover:underline">
            All Help Services
          </Link>
        </nav>
      </header>
      {service ? (
        <div className="space-y-6">
          <div className="flex items-center gap-3">
            <HelpIcon src={service.icon} name={service.displayName} />
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words text-slate-900">{service.displayName}</p>
              <p className="font-mono text-sm break-all text-slate-700">{service.key}</p>
            </div>
          </div>
          <TranslationsPanel entityType="SERVICE" entityId={service.id} localizations={service.localizations} />
        </div>
      ) : (
        <RecordLoadState query={query} loading="Loading translations..." notFound={HELP_TEXT.serviceNotFound} failed={HELP_TEXT.loadServiceFailed} back={{ to: '/admin/helpservice', label: 'Back to Help Services' }} />
      )}
    </section>
  );
}
