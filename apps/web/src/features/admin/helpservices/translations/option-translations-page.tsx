import { Link, useParams } from 'react-router';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { useOption } from '../api/get-option';
import { HELP_TEXT } from '../help-messages';
import { HelpIcon } from '../icon-preview';
import { RecordLoadState } from '../record-load-state';
import { TranslationsPanel } from './translations-panel';

/** /admin/helpservice-option/:id/localizations (001 §2 'Option translations'), with the way back to the option. */
export function OptionTranslationsPage() {
  const { id = '' } = useParams();
  useAdminPageTitle('Option Translations');
  const query = useOption(id);
  const option = query.data;
  return (
    <section className="mx-auto w-full max-w-6xl">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Option Translations</h1>
        <nav aria-label="Back" className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
          {option && (
            <Link to={`/admin/helpservice-option/${encodeURIComponent(option.id)}`} className="text-red-700 hover:underline">
              Back to Option
            </Link>
          )}
          {option && (
            <Link to={`/admin/helpservice-option/service/${encodeURIComponent(option.serviceId)}`} className="text-slate-700 hover:underline">
              Options of {option.serviceKey}
            </Link>
          )}
          <Link to="/admin/helpservice-option" className="text-slate-700 hover:underline">
            All Options
          </Link>
        </nav>
      </header>
      {option ? (
        <div className="space-y-6">
          <div className="flex items-center gap-3">
            <HelpIcon src={option.icon} name={option.displayName} />
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words text-slate-900">{option.displayName}</p>
              <p className="font-mono text-sm break-all text-slate-700">
                {option.key} · {option.serviceName}
              </p>
            </div>
          </div>
          <TranslationsPanel entityType="OPTION" entityId={option.id} localizations={option.localizations} />
        </div>
      ) : (
        <RecordLoadState query={query} loading="Loading translations..." notFound={HELP_TEXT.optionNotFound} failed={HELP_TEXT.loadOptionFailed} back={{ to: '/admin/helpservice-option', label: 'Back to Options' }} />
      )}
    </section>
  );
}
