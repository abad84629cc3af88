import { useNavigate } from 'react-router';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useCreateHelpService } from './api/save-helpservice';
import { saveServiceError } from './help-messages';
import { TitledPage } from '../../../components/titled-page';
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
    <TitledPage title="Create Help Service" width="max-w-3xl">
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
    </TitledPage>
  );
}
