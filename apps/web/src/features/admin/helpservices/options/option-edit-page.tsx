import type { HelpServiceOption } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { toHelpRecordValues, useHelpRecordForm } from '../use-help-record-form';
import { DeleteOptionButton } from './delete-option-button';
import { OptionQuickEditList } from './option-quick-edit-list';
import { listAddress } from '../../../../lib/list-address';

function OptionEditor({ option }: { option: HelpServiceOption }) {
  const client = useQueryClient();
  const update = useUpdateOption();
  const [version, setVersion] = useState(option.updatedAt);
  const [saved, setSaved] = useState(false);
  const state = useHelpRecordForm({
    mode: 'edit',
    initial: toHelpRecordValues(option),
    failure: saveOptionError,
    reload: async () => {
      const latest = await client.fetchQuery({ ...optionQueryOptions(option.id), staleTime: 0 });
      return { values: toHelpRecordValues(latest), adopt: () => setVersion(latest.updatedAt) };
    },
    save: async (payload) => {
      setSaved(false);
      const after = await update.mutateAsync({ id: option.id, body: payload as { icon: string; visible: boolean }, version });
      setVersion(after.updatedAt);
      state.form.reset(toHelpRecordValues(after));
      setSaved(true);
    },
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
      status={saved && !state.form.formState.isDirty && <SuccessBanner>Option saved.</SuccessBanner>}
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
    <section className="mx-auto w-full max-w-6xl">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit Option</h1>
        {option && (
          <nav aria-label="Option links" className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
            <Link to={`/admin/helpservice-option/${encodeURIComponent(option.id)}/localizations`} className="text-red-700 hover:underline">
              Translations
            </Link>
            <Link to={`/admin/helpservice-option/service/${encodeURIComponent(option.serviceId)}`} className="text-slate-700 hover:underline">
              Options of {option.serviceKey}
            </Link>
          </nav>
        )}
      </header>
      {option ? (
        <div className="space-y-6">
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <OptionEditor key={option.id} option={option} />
            <OptionQuickEditList serviceId={option.serviceId} title={`Options of ${option.serviceKey}`} linkLabel="Edit" currentId={option.id} />
          </div>
          <RecordHistoryPanel entityType="helpservice-option" entityId={option.id} />
        </div>
      ) : (
        <RecordLoadState query={query} loading="Loading option..." notFound={HELP_TEXT.optionNotFound} failed={HELP_TEXT.loadOptionFailed} back={{ to: listAddress('/admin/helpservice-option'), label: 'Back to Options' }} />
      )}
    </section>
  );
}
