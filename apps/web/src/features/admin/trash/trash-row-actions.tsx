import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import { deleteForever, restoreFromTrash, type TrashEntry } from './api/trash-api';

const linkButton = 'rounded px-1 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-red-700';

/** Restore and Delete forever for one entry; either way every list reloads (the record moved). */
export function TrashRowActions({ entry }: { entry: TrashEntry }) {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const restore = useMutation({
    mutationFn: () => restoreFromTrash(entry.id),
    onSuccess: () => toast.success(`Restored ${entry.title}`),
    onError: (failure) => {
      if (failure instanceof SessionExpiredError) return;
      // A 409 says what is in the way (an id or a unique value taken since); it stays in the trash.
      if (failure instanceof ApiError && failure.status === 404) toast.info(failureMessage(failure, 'Already restored'));
      else toast.error(failureMessage(failure, 'Failed to restore. Please try again.'));
    },
    onSettled: reload,
  });

  const purge = useMutation({
    mutationFn: () => deleteForever(entry.id),
    onSuccess: () => {
      toast.success(`Deleted ${entry.title} forever`);
      setAsking(false);
    },
    onError: (failure) => {
      if (failure instanceof SessionExpiredError) return;
      if (failure instanceof ApiError && failure.status === 404) {
        toast.info(failureMessage(failure, 'No longer in the trash'));
        setAsking(false);
        return;
      }
      setError(failureMessage(failure, 'Failed to delete. Please try again.'));
    },
    onSettled: reload,
  });

  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1">
      <button type="button" className={`${linkButton} text-slate-800`} aria-label={`Restore ${entry.title}`} disabled={restore.isPending} onClick={() => restore.mutate()}>
        {restore.isPending ? 'Restoring...' : 'Restore'}
      </button>
      <button type="button" className={`${linkButton} text-red-700`} aria-label={`Delete ${entry.title} forever`} onClick={() => setAsking(true)}>
        Delete forever
      </button>
      {/* In the body, not the table cell: the pinned actions cell is its own stacking context. */}
      {asking &&
        createPortal(
          <ConfirmDialog
            title="Delete forever"
            message={`Delete "${entry.title}" forever? It can no longer be restored, and its files are removed.`}
            confirmLabel="Delete forever"
            busyLabel="Deleting..."
            busy={purge.isPending}
            error={error}
            onCancel={() => {
              setAsking(false);
              setError(null);
            }}
            onConfirm={() => purge.mutate()}
          />,
          document.body,
        )}
    </div>
  );
}
