import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { onTrashed } from '../../../lib/trash-events';
import { failureMessage } from '../resource/resource-messages';
import { restoreFromTrash } from './api/trash-api';

/** How long Undo stays offered after a delete. */
export const UNDO_TOAST_MS = 5000;

function UndoToast({ onUndo }: { onUndo: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span>Moved to the trash.</span>
      <button type="button" className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700" onClick={onUndo}>
        Undo
      </button>
    </div>
  );
}

/**
 * Every console delete that went to the trash gets a toast with Undo for about 5 s. Undo restores
 * the entry and reloads every list, so the row is back wherever it was shown.
 */
export function TrashUndoToasts() {
  const client = useQueryClient();
  useEffect(
    () =>
      onTrashed((entryId) => {
        const undo = async () => {
          toast.dismiss(entryId);
          try {
            const restored = await restoreFromTrash(entryId);
            toast.success(`Restored ${restored.title}`);
          } catch (error) {
            if (error instanceof SessionExpiredError) return;
            if (error instanceof ApiError && error.status === 404) toast.info(failureMessage(error, 'Already restored'));
            else toast.error(failureMessage(error, 'Failed to restore. Try again from the Trash page.'));
          }
          await client.invalidateQueries();
        };
        // The delete's confirmation, as every success toast, with Undo.
        toast.success(<UndoToast onUndo={() => void undo()} />, { toastId: entryId, autoClose: UNDO_TOAST_MS, closeOnClick: false });
      }),
    [client],
  );
  return null;
}
