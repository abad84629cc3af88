import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { Spinner } from '../../../components/spinner';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { adminAedKeys } from './api/admin-aed-keys';
import { adminAedQueryOptions, useAdminAed } from './api/get-admin-aed';
import { useDeleteAed, useUpdateAed } from './api/save-aed';
import { AedEditor } from './aed-editor';
import { aedToValues, toUpdatePayload } from './aed-form-values';
import { AedHistoryPanel } from './aed-history-panel';
import { UnreadableHoursNote } from './unreadable-hours-note';
import { AedRemindersPanel } from './aed-reminders-panel';
import { AedProvenancePanel } from './aed-provenance-panel';
import { AedStreetReportsPanel } from '../street-reports/aed-street-reports-panel';
import { AedChecksPanel } from './guardians/aed-checks-panel';
import { AedGuardiansPanel } from './guardians/aed-guardians-panel';
import { listAddress } from '../../../lib/list-address';

export const DELETE_AED_CONFIRM = 'Are you sure you want to delete this AED? This action cannot be undone.';

function DeleteAedButton({ id }: { id: string }) {
  const navigate = useNavigate();
  const remove = useDeleteAed(id);
  return (
    <ConfirmDeleteButton
      className={buttonClass('secondary', 'w-full border-red-300 text-red-700 hover:bg-red-50')}
      title="Delete AED"
      message={DELETE_AED_CONFIRM}
      busy={remove.isPending}
      onConfirm={({ fail }) => remove.mutate(undefined, { onSuccess: () => leaveWithoutAsking(() => navigate(listAddress('/admin/aeds'))), onError: () => fail('Failed to delete AED') })}
    >
      Delete AED
    </ConfirmDeleteButton>
  );
}

/** /admin/aed/:id (001 §2 'Edit AED'): map and actions left, the form right, the history below. */
export default function AedEditPage() {
  const { id = '' } = useParams();
  useAdminPageTitle('Edit AED');
  const aed = useAdminAed(id);
  const update = useUpdateAed(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The version the form edits: set when the AED first loads and when the admin takes the latest after a stale save, never by a background refetch.
  const [version, setVersion] = useState<string>();
  if (aed.data && version === undefined) setVersion(aed.data.modifiedAt);
  // A check changes the dates and the version: an untouched form shows the checked AED; typing stays (its save then meets the stale-save question).
  const [formKey, setFormKey] = useState(0);
  const formDirty = useRef(false);
  const afterCheck = async () => {
    const latest = await queryClient.fetchQuery({ ...adminAedQueryOptions(id), staleTime: 0 });
    if (formDirty.current) return;
    setVersion(latest.modifiedAt);
    setFormKey((k) => k + 1);
  };
  const reloadLatest = async () => {
    const latest = await queryClient.fetchQuery({ ...adminAedQueryOptions(id), staleTime: 0 });
    // The history below shows what the other admin changed.
    void queryClient.invalidateQueries({ queryKey: adminAedKeys.history(id) });
    return { values: aedToValues(latest), adopt: () => setVersion(latest.modifiedAt) };
  };

  let body;
  if (aed.isPending) body = <Spinner label="Loading AED..." />;
  else if (aed.isError || !aed.data)
    body = (
      <div className="space-y-4">
        <AlertBanner>Failed to load AED</AlertBanner>
        <Link to={listAddress('/admin/aeds')} className={buttonClass('secondary')}>
          Back to AEDs
        </Link>
      </div>
    );
  else
    body = (
      <div className="space-y-6">
        <UnreadableHoursNote aed={aed.data} />
        <AedEditor
          key={`${aed.data.id}-${formKey}`}
          mode="edit"
          title="Edit AED"
          initialValues={aedToValues(aed.data)}
          busy={update.isPending}
          failureFallback="Failed to update AED"
          reloadLatest={reloadLatest}
          onDirtyChange={(dirty) => {
            formDirty.current = dirty;
          }}
          onSubmit={async (parsed) => {
            await update.mutateAsync({ payload: toUpdatePayload(parsed), version });
            leaveWithoutAsking(() => navigate(listAddress('/admin/aeds')));
          }}
          aside={({ latitude, longitude }) => (
            <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-500">Latitude</dt>
                  <dd className="font-mono text-slate-900">{latitude ?? 'Not available'}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Longitude</dt>
                  <dd className="font-mono text-slate-900">{longitude ?? 'Not available'}</dd>
                </div>
              </dl>
              <div className="grid gap-2 sm:grid-cols-2">
                <Link to={`/admin/aed/${encodeURIComponent(id)}/pictures`} className={buttonClass('secondary', 'w-full')}>
                  Manage Pictures
                </Link>
                <DeleteAedButton id={id} />
                <Link to={`/admin/aeds/labels?ids=${encodeURIComponent(id)}`} className={buttonClass('secondary', 'w-full sm:col-span-2')}>
                  Print QR Label
                </Link>
              </div>
            </div>
          )}
        />
        <AedGuardiansPanel aedId={id} />
        <AedChecksPanel aed={aed.data} onChecked={() => void afterCheck().catch(() => undefined)} />
        <AedRemindersPanel aedId={id} />
        <AedStreetReportsPanel aedId={id} />
        <AedProvenancePanel aedId={id} />
        <AedHistoryPanel aedId={id} />
      </div>
    );

  return (
    <section className="mx-auto w-full max-w-7xl">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit AED</h1>
      {body}
    </section>
  );
}
