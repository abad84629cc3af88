import type { HelpCenter } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { auditKeys } from '../audit/api/audit-keys';
import { RecordHistoryPanel } from '../audit/record-history-panel';
import { resourceKeys } from '../resource/resource-queries';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { helpCenterQueryOptions } from './api/get-helpcenter';
import { createHelpCenter, updateHelpCenter } from './api/save-helpcenter';
import { DeleteHelpCenterButton } from './delete-helpcenter-button';
import { HelpCenterEditor } from './helpcenter-editor';
import { helpCenterToValues, newHelpCenterValues, toCreatePayload, toUpdatePayload } from './helpcenter-form-values';
import { HELP_CENTER_MESSAGES } from './helpcenter-messages';
import { HelpCenterPhotosPanel } from './helpcenter-photos-panel';

const LIST = '/admin/helpcenters';

function Title({ children }: { children: string }) {
  return <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{children}</h1>;
}

/** /admin/helpcenter/new: an empty form; after the save, back to the list. */
function CreateHelpCenter() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: createHelpCenter, onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('helpcenter') }) });
  return (
    <HelpCenterEditor
      mode="create"
      title="Add New Help Center"
      initialValues={newHelpCenterValues()}
      busy={create.isPending}
      onSubmit={async (parsed) => {
        await create.mutateAsync(toCreatePayload(parsed));
        leaveWithoutAsking(() => navigate(LIST));
      }}
    />
  );
}

/** /admin/helpcenter/{id}: the form keeps the version it was loaded with, so a stale save gets a 409, not a lost edit. */
function EditHelpCenter({ record }: { record: HelpCenter }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Kept, not read from the query: a background refetch must not make a stale form look current.
  const [loaded, setLoaded] = useState(record);
  const update = useMutation({
    mutationFn: (body: unknown) => updateHelpCenter(record.id, body, loaded.modifiedAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('helpcenter') }),
  });
  const reloadLatest = async () => {
    const latest = await queryClient.fetchQuery({ ...helpCenterQueryOptions(record.id), staleTime: 0 });
    // The history shows what the other admin changed.
    void queryClient.invalidateQueries({ queryKey: auditKeys.history('helpcenter', record.id) });
    return { values: helpCenterToValues(latest), adopt: () => setLoaded(latest) };
  };
  return (
    <HelpCenterEditor
      mode="edit"
      title="Edit Help Center"
      initialValues={helpCenterToValues(record)}
      busy={update.isPending}
      reloadLatest={reloadLatest}
      deleteButton={<DeleteHelpCenterButton id={record.id} onDeleted={() => leaveWithoutAsking(() => navigate(LIST))} />}
      onSubmit={async (parsed) => {
        await update.mutateAsync(toUpdatePayload(parsed, loaded));
        leaveWithoutAsking(() => navigate(LIST));
      }}
    />
  );
}

/** 001 §2 'Create or edit help center': new or existing by the id in the address. */
export default function HelpCenterFormPage() {
  const { id = 'new' } = useParams();
  const mode = id === 'new' ? 'create' : 'edit';
  const title = mode === 'create' ? 'Add New Help Center' : 'Edit Help Center';
  useAdminPageTitle(title);
  const record = useQuery({ ...helpCenterQueryOptions(id), enabled: mode === 'edit' });

  let body;
  if (mode === 'create') body = <CreateHelpCenter />;
  else if (record.isPending) body = <Spinner label="Loading help center..." />;
  else if (record.isError || !record.data)
    body = (
      <div className="space-y-4">
        <AlertBanner>{HELP_CENTER_MESSAGES.loadOneFailed}</AlertBanner>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass('primary')} onClick={() => void record.refetch()}>
            Try Again
          </button>
          <Link to={LIST} className={buttonClass('secondary')}>
            Back to Help Centers
          </Link>
        </div>
      </div>
    );
  else
    body = (
      <div className="space-y-6">
        <EditHelpCenter key={record.data.id} record={record.data} />
        <HelpCenterPhotosPanel helpCenterId={record.data.id} />
        <RecordHistoryPanel entityType="helpcenter" entityId={record.data.id} />
      </div>
    );

  return (
    <section className="mx-auto w-full max-w-7xl">
      <Title>{title}</Title>
      {body}
    </section>
  );
}
