import { useState } from 'react';
import { useNavigate } from 'react-router';
import { leaveWithoutAsking } from '../../../../components/leave-guard';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useDeleteOption } from '../api/save-option';
import { DANGER_BUTTON, prefixed } from '../help-messages';

export const DELETE_OPTION_CONFIRM = 'Are you sure you want to delete this option? Its translations will be deleted too.';

/** Deletes the option and its translations, after asking; then its service's options. */
export function DeleteOptionButton({ id, serviceId }: { id: string; serviceId: string }) {
  const navigate = useNavigate();
  const remove = useDeleteOption(id);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button type="button" className={DANGER_BUTTON} onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete option"
          message={DELETE_OPTION_CONFIRM}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          error={error}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => leaveWithoutAsking(() => navigate(`/admin/helpservice-option/service/${encodeURIComponent(serviceId)}`)),
              onError: (e) => setError(prefixed('Failed to delete option', e, 'Failed to delete option.')),
            })
          }
        />
      )}
    </>
  );
}
