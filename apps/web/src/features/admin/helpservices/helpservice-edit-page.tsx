import type { HelpService } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { toHelpRecordValues, useHelpRecordForm } from './use-help-record-form';
import { listAddress } from '../../../lib/list-address';

function HelpServiceEditor({ service }: { service: HelpService }) {
  const client = useQueryClient();
  const update = useUpdateHelpService(service.id);
  // The version this form edits: the one it loaded or reloaded, never a background refetch's.
  const [version, setVersion] = useState(service.updatedAt);
  const [saved, setSaved] = useState(false);
  const state = useHelpRecordForm({
    mode: 'edit',
    initial: toHelpRecordValues(service),
    failure: saveServiceError,
    reload: async () => {
      const latest = await client.fetchQuery({ ...helpServiceQueryOptions(service.id), staleTime: 0 });
      return { values: toHelpRecordValues(latest), adopt: () => setVersion(latest.updatedAt) };
    },
    save: async (payload) => {
      setSaved(false);
      const after = await update.mutateAsync({ body: payload as { icon: string; visible: boolean }, version });
      setVersion(after.updatedAt);
      state.form.reset(toHelpRecordValues(after));
      setSaved(true);
    },
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
      status={saved && !state.form.formState.isDirty && <SuccessBanner>Help service saved.</SuccessBanner>}
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
    <section className="mx-auto w-full max-w-6xl">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit Help Service</h1>
        {s && (
          <nav aria-label="Service links" className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
            <Link to={`/admin/helpservice-option/new?serviceId=${encodeURIComponent(s.id)}`} className="text-red-700 hover:underline">
              + Add Option
            </Link>
            <Link to={`/admin/helpservice/${encodeURIComponent(s.id)}/localizations`} className="text-red-700 hover:underline">
              Translations
            </Link>
            <Link to={listAddress('/admin/helpservice')} className="text-slate-700 hover:underline">
              All Help Services
            </Link>
          </nav>
        )}
      </header>
      {s ? (
        <div className="space-y-6">
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <HelpServiceEditor key={s.id} service={s} />
            <ServiceOptionsSummary service={s} />
          </div>
          <RecordHistoryPanel entityType="helpservice" entityId={s.id} />
        </div>
      ) : (
        loadState
      )}
    </section>
  );
}
