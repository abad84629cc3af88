import { Link, useParams } from 'react-router';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { useHelpService } from '../api/get-helpservice';
import { HELP_TEXT } from '../help-messages';
import { HelpPage, HelpPageLinks } from '../help-page';
import { HelpRecordIdentity } from '../help-record-identity';
import { RecordLoadState } from '../record-load-state';
import { TranslationsPanel } from './translations-panel';

/** /admin/helpservice/:id/localizations (001 §2 'Service translations'). */
export function ServiceTranslationsPage() {
  const { id = '' } = useParams();
  useAdminPageTitle('Service Translations');
  const query = useHelpService(id);
  const service = query.data;
  return (
    <HelpPage
      title="Service Translations"
      actions={
        <HelpPageLinks label="Back">
          {service && (
            <Link to={`/admin/helpservice/${encodeURIComponent(service.id)}`} className="text-red-700 hover:underline">
              Back to Service
            </Link>
          )}
          <Link to="/admin/helpservice" className="text-slate-700 hover:underline">
            All Help Services
          </Link>
        </HelpPageLinks>
      }
    >
      {service ? (
        <div className="space-y-6">
          <HelpRecordIdentity look="page" icon={service.icon} name={service.displayName} detail={service.key} />
          <TranslationsPanel entityType="SERVICE" entityId={service.id} localizations={service.localizations} />
        </div>
      ) : (
        <RecordLoadState query={query} loading="Loading translations..." notFound={HELP_TEXT.serviceNotFound} failed={HELP_TEXT.loadServiceFailed} back={{ to: '/admin/helpservice', label: 'Back to Help Services' }} />
      )}
    </HelpPage>
  );
}
