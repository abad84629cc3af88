import { useState } from 'react';
import { useNavigate } from 'react-router';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteHelpService } from './api/save-helpservice';
import { DANGER_BUTTON, deleteServiceError, HELP_TEXT } from './help-messages';
import { listAddress } from '../../../lib/list-address';

/** 'Delete' behind the seeds' confirmation; the service's options and translations go with it. */
export function DeleteHelpServiceButton({ id }: { id: string }) {
  const navigate = useNavigate();
  const remove = useDeleteHelpService(id);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button type="button" className={DANGER_BUTTON} onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete help service"
          message={HELP_TEXT.deleteServiceConfirm}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          error={error}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
          onConfirm={() => {
            setError(null);
            remove.mutate(undefined, { onSuccess: () => leaveWithoutAsking(() => navigate(listAddress('/admin/helpservice'))), onError: (e) => setError(deleteServiceError(e)) });
          }}
        />
      )}
    </>
  );
}
