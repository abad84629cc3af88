import type { HelpService } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { SuccessBanner } from '../../../components/success-banner';
import { RecordHistoryPanel } from '../audit/record-history-panel';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { helpServiceQueryOptions, useHelpService } from './api/get-helpservice';
import { useUpdateHelpService } from './api/save-helpservice';
import { DeleteHelpServiceButton } from './delete-helpservice-button';
import { HELP_TEXT, saveServiceError } from './help-messages';
import { HelpRecordForm } from './help-record-form';
import { ServiceOptionsSummary } from './service-options-summary';
import { RecordLoadState } from './record-load-state';
import { useHelpRecordEdit } from './use-help-record-edit';
import { FormBesidePanel, HelpPageLinks } from './help-page';
import { TitledPage } from '../../../components/titled-page';
import { listAddress } from '../../../lib/list-address';

function HelpServiceEditor({ service }: { service: HelpService }) {
  const client = useQueryClient();
  const update = useUpdateHelpService(service.id);
  const { state, saved } = useHelpRecordEdit({
    record: service,
    failure: saveServiceError,
    fetchLatest: () => client.fetchQuery({ ...helpServiceQueryOptions(service.id), staleTime: 0 }),
    update: (body, version) => update.mutateAsync({ body, version }),
  });
  return (
    <HelpRecordForm
      title="Edit Help Service"
      mode="edit"
      state={state}
      busy={update.isPending}
      keyLabel="Service Key"
      submitLabel="Save"
      busyLabel="Saving..."
      cancelTo={listAddress('/admin/helpservice')}
      actions={<DeleteHelpServiceButton id={service.id} />}
      status={saved && <SuccessBanner>Help service saved.</SuccessBanner>}
    />
  );
}

/** /admin/helpservice/:id (001 §2): the form, the service's options with the links to add one and to translate, its history. */
export function HelpServiceEditPage() {
  const { id = '' } = useParams();
  useAdminPageTitle('Edit Help Service');
  const service = useHelpService(id);
  const loadState = (
    <RecordLoadState query={service} loading="Loading help service..." notFound={HELP_TEXT.serviceNotFound} failed={HELP_TEXT.loadServiceFailed} back={{ to: listAddress('/admin/helpservice'), label: 'Back to Help Services' }} />
  );
  const s = service.data;
  return (
    <TitledPage
      title="Edit Help Service"
      actions={
        s && (
          <HelpPageLinks label="Service links">
            <Link to={`/admin/helpservice-option/new?serviceId=${encodeURIComponent(s.id)}`} className="text-red-700 hover:underline">
              + Add Option
            </Link>
            <Link to={`/admin/helpservice/${encodeURIComponent(s.id)}/localizations`} className="text-red-700 hover:underline">
              Translations
            </Link>
            <Link to={listAddress('/admin/helpservice')} className="text-slate-700 hover:underline">
              All Help Services
            </Link>
          </HelpPageLinks>
        )
      }
    >
      {s ? (
        <FormBesidePanel below={<RecordHistoryPanel entityType="helpservice" entityId={s.id} />}>
          <HelpServiceEditor key={s.id} service={s} />
          <ServiceOptionsSummary service={s} />
        </FormBesidePanel>
      ) : (
        loadState
      )}
    </TitledPage>
  );
}
