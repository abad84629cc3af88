import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { leaveWithoutAsking } from '../../../../components/leave-guard';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { useServiceChoices } from '../api/list-helpservices';
import { useCreateOption, type OptionCreateBody } from '../api/save-option';
import { HELP_TEXT, saveOptionError } from '../help-messages';
import { FormBesidePanel } from '../help-page';
import { TitledPage } from '../../../../components/titled-page';
import { HelpRecordForm } from '../help-record-form';
import { blankHelpRecord, useHelpRecordForm } from '../use-help-record-form';
import { OptionQuickEditList } from './option-quick-edit-list';
import { ParentServiceSelect } from './parent-service-select';
import { useChoiceSearch } from '../../../../components/choice-search';
import { listAddress } from '../../../../lib/list-address';

/**
 * /admin/helpservice-option/new?serviceId= (001 §2 'Create option'): the parent preselected from
 * the address, the new option's fields, and the chosen service's options with quick edit beside.
 */
export function OptionCreatePage() {
  useAdminPageTitle('Create Option');
  const [params] = useSearchParams();
  const fromAddress = params.get('serviceId') ?? '';
  const [serviceId, setServiceId] = useState(fromAddress);
  const choice = useChoiceSearch();
  const services = useServiceChoices(choice.search, serviceId);
  const create = useCreateOption();
  const navigate = useNavigate();
  const chosen = services.services?.find((s) => s.id === serviceId);
  const state = useHelpRecordForm({
    mode: 'create',
    initial: blankHelpRecord,
    failure: saveOptionError,
    precheck: () => (chosen ? null : HELP_TEXT.selectService),
    save: async (payload) => {
      const option = await create.mutateAsync({ serviceId, body: payload as OptionCreateBody });
      leaveWithoutAsking(() => navigate(`/admin/helpservice-option/${encodeURIComponent(option.id)}`));
    },
  });

  return (
    <TitledPage
      title="Create Option"
      actions={
        <Link to={listAddress('/admin/helpservice-option')} className="text-sm font-medium text-slate-700 hover:underline">
          All Options
        </Link>
      }
    >
      {!fromAddress && (
        <p className="mb-4 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
          {HELP_TEXT.optionsFromServicePage} <Link to="/admin/helpservice" className="font-medium underline">Help Services</Link>
        </p>
      )}
      <FormBesidePanel>
        <HelpRecordForm
          title="Create Option"
          mode="create"
          state={state}
          busy={create.isPending}
          keyLabel="Option Key"
          submitLabel="Create Option"
          busyLabel="Creating..."
          cancelTo={fromAddress ? `/admin/helpservice-option/service/${encodeURIComponent(fromAddress)}` : listAddress('/admin/helpservice-option')}
          before={<ParentServiceSelect
              value={serviceId}
              onChange={setServiceId}
              services={services.services}
              failed={services.isError}
              disabled={create.isPending}
              choice={choice}
              shown={services.shown}
              total={services.total}
              fetching={services.isFetching}
            />}
        />
        {chosen ? (
          <OptionQuickEditList serviceId={chosen.id} title={`Existing options of ${chosen.key}`} linkLabel="View" />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">Choose a service to see its options.</p>
        )}
      </FormBesidePanel>
    </TitledPage>
  );
}
