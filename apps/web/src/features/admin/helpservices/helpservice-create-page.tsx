import { useNavigate } from 'react-router';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useCreateHelpService } from './api/save-helpservice';
import { saveServiceError } from './help-messages';
import { HelpRecordForm } from './help-record-form';
import { blankHelpRecord, useHelpRecordForm } from './use-help-record-form';
import { listAddress } from '../../../lib/list-address';

/** /admin/helpservice/new (001 §2 'Create or edit help service'): after creation, the new service's page. */
export function HelpServiceCreatePage() {
  useAdminPageTitle('Create Help Service');
  const create = useCreateHelpService();
  const navigate = useNavigate();
  const state = useHelpRecordForm({
    mode: 'create',
    initial: blankHelpRecord,
    failure: saveServiceError,
    save: async (payload) => {
      const service = await create.mutateAsync(payload as Parameters<typeof create.mutateAsync>[0]);
      leaveWithoutAsking(() => navigate(`/admin/helpservice/${encodeURIComponent(service.id)}`));
    },
  });
  return (
    <section className="mx-auto w-full max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Create Help Service</h1>
      <HelpRecordForm
        title="Create Help Service"
        mode="create"
        state={state}
        busy={create.isPending}
        keyLabel="Service Key"
        submitLabel="Create Service"
        busyLabel="Creating..."
        cancelTo={listAddress('/admin/helpservice')}
      />
    </section>
  );
}
