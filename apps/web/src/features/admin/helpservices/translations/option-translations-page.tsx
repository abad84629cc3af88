import { Link, useParams } from 'react-router';
import { useOption } from '../api/get-option';
import { HELP_TEXT } from '../help-messages';
import { RecordLoadState } from '../record-load-state';
import { TranslationsPageFrame } from './translations-page-frame';

/** /admin/helpservice-option/:id/localizations (001 §2 'Option translations'), with the way back to the option. */
export function OptionTranslationsPage() {
  const { id = '' } = useParams();
  const query = useOption(id);
  const option = query.data;
  return (
    <TranslationsPageFrame
      title="Option Translations"
      entityType="OPTION"
      record={option}
      detail={option ? `${option.key} · ${option.serviceName}` : ''}
      links={
        <>
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
        </>
      }
      loadState={<RecordLoadState query={query} loading="Loading translations..." notFound={HELP_TEXT.optionNotFound} failed={HELP_TEXT.loadOptionFailed} back={{ to: '/admin/helpservice-option', label: 'Back to Options' }} />}
    />
  );
}
