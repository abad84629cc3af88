import { Link, useParams } from 'react-router';
import { useHelpService } from '../api/get-helpservice';
import { HELP_TEXT } from '../help-messages';
import { RecordLoadState } from '../record-load-state';
import { TranslationsPageFrame } from './translations-page-frame';

/** /admin/helpservice/:id/localizations (001 §2 'Service translations'). */
export function ServiceTranslationsPage() {
  const { id = '' } = useParams();
  const query = useHelpService(id);
  const service = query.data;
  return (
    <TranslationsPageFrame
      title="Service Translations"
      entityType="SERVICE"
      record={service}
      detail={service?.key ?? ''}
      links={
        <>
          {service && (
            <Link to={`/admin/helpservice/${encodeURIComponent(service.id)}`} className="text-red-700 hover:underline">
              Back to Service
            </Link>
          )}
          <Link to="/admin/helpservice" className="text-slate-700 hover:underline">
            All Help Services
          </Link>
        </>
      }
      loadState={<RecordLoadState query={query} loading="Loading translations..." notFound={HELP_TEXT.serviceNotFound} failed={HELP_TEXT.loadServiceFailed} back={{ to: '/admin/helpservice', label: 'Back to Help Services' }} />}
    />
  );
}
