import type { HelpServiceOption } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AlertBanner } from '../../../../components/alert-banner';
import { SuccessBanner } from '../../../../components/success-banner';
import { RecordHistoryPanel } from '../../audit/record-history-panel';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { optionQueryOptions, useOption } from '../api/get-option';
import { useUpdateOption } from '../api/save-option';
import { HELP_TEXT, saveOptionError } from '../help-messages';
import { HelpRecordForm } from '../help-record-form';
import { RecordLoadState } from '../record-load-state';
import { useHelpRecordEdit } from '../use-help-record-edit';
import { FormBesidePanel, HelpPageLinks } from '../help-page';
import { TitledPage } from '../../../../components/titled-page';
import { DeleteOptionButton } from './delete-option-button';
import { OptionQuickEditList } from './option-quick-edit-list';
import { listAddress } from '../../../../lib/list-address';

function OptionEditor({ option }: { option: HelpServiceOption }) {
  const client = useQueryClient();
  const update = useUpdateOption();
  const { state, saved } = useHelpRecordEdit({
    record: option,
    failure: saveOptionError,
    fetchLatest: () => client.fetchQuery({ ...optionQueryOptions(option.id), staleTime: 0 }),
    update: (body, version) => update.mutateAsync({ id: option.id, body, version }),
  });
  const details = (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-500">Service</dt>
        <dd className="text-slate-900">{`${option.serviceName} (${option.serviceKey})`}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Category</dt>
        <dd className="font-mono text-slate-900">{option.category}</dd>
      </div>
    </dl>
  );
  return (
    <HelpRecordForm
      title="Edit Option"
      mode="edit"
      state={state}
      busy={update.isPending}
      keyLabel="Option Key"
      submitLabel="Update"
      busyLabel="Updating..."
      cancelTo="/admin/helpservice-option"
      before={details}
      actions={<DeleteOptionButton id={option.id} serviceId={option.serviceId} />}
      status={saved && <SuccessBanner>Option saved.</SuccessBanner>}
    />
  );
}

/** /admin/helpservice-option/:id (001 §2 'Edit option'): the form, its sibling options with quick edit, its history. */
export function OptionEditPage() {
  const { id = '' } = useParams();
  useAdminPageTitle('Edit Option');
  const query = useOption(id);
  const option = query.data;
  // 001 §2: 'new' is not an option; options are created under a service.
  if (id === 'new') return <AlertBanner>{HELP_TEXT.optionsFromServicePage}</AlertBanner>;
  return (
    <TitledPage
      title="Edit Option"
      actions={
        option && (
          <HelpPageLinks label="Option links">
            <Link to={`/admin/helpservice-option/${encodeURIComponent(option.id)}/localizations`} className="text-red-700 hover:underline">
              Translations
            </Link>
            <Link to={`/admin/helpservice-option/service/${encodeURIComponent(option.serviceId)}`} className="text-slate-700 hover:underline">
              Options of {option.serviceKey}
            </Link>
          </HelpPageLinks>
        )
      }
    >
      {option ? (
        <FormBesidePanel below={<RecordHistoryPanel entityType="helpservice-option" entityId={option.id} />}>
          <OptionEditor key={option.id} option={option} />
          <OptionQuickEditList serviceId={option.serviceId} title={`Options of ${option.serviceKey}`} linkLabel="Edit" currentId={option.id} />
        </FormBesidePanel>
      ) : (
        <RecordLoadState query={query} loading="Loading option..." notFound={HELP_TEXT.optionNotFound} failed={HELP_TEXT.loadOptionFailed} back={{ to: listAddress('/admin/helpservice-option'), label: 'Back to Options' }} />
      )}
    </TitledPage>
  );
}
