import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { resourceKeys } from '../resource/resource-queries';
import { deleteHelpCenter } from './api/save-helpcenter';
import { HELP_CENTER_MESSAGES } from './helpcenter-messages';

/** 'Delete' on the edit form (001 §2): asks first; a failure shows in the dialog, which stays open. */
export function DeleteHelpCenterButton({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteHelpCenter(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: resourceKeys.one('helpcenter', id) });
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all('helpcenter') });
    },
  });
  const close = () => {
    setAsking(false);
    setError(null);
  };
  return (
    <>
      <button type="button" className={buttonClass('danger', 'w-full sm:w-auto')} onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete Help Center"
          message={HELP_CENTER_MESSAGES.deleteConfirm}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          error={error}
          onCancel={close}
          onConfirm={() => {
            setError(null);
            remove.mutate(undefined, { onSuccess: onDeleted, onError: () => setError(HELP_CENTER_MESSAGES.deleteFailed) });
          }}
        />
      )}
    </>
  );
}
