import type { StorageFile } from '@aedatlas/contracts';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteMany } from './api/delete-many';
import type { Notice } from './storage-notice';
import { bulkDeleteError, STORAGE_TEXT } from './storage-text';

/**
 * Clear Files (002 §2, §8): deletes the files listed in the current folder (not its sub-folders)
 * in one call, then reports 'Deleted n files. Failed: m.' with each failure's reason.
 */
export function ClearFilesButton({ files, disabled, onNotice }: { files: StorageFile[]; disabled?: boolean; onNotice: (notice: Notice) => void }) {
  const removeAll = useDeleteMany();
  const [asking, setAsking] = useState(false);

  const start = () => {
    if (files.length === 0) onNotice({ tone: 'info', text: STORAGE_TEXT.noFilesToDelete });
    else setAsking(true);
  };
  const confirm = () =>
    removeAll.mutate(
      files.map((f) => f.path),
      {
        onSuccess: ({ successes, failures }) =>
          onNotice({
            tone: failures.length ? 'error' : 'info',
            text: STORAGE_TEXT.deleted(successes.length, failures.length),
            details: failures.map((f) => `${f.path}: ${f.error}`),
          }),
        onError: (e) => onNotice({ tone: 'error', text: bulkDeleteError(e) }),
        onSettled: () => setAsking(false),
      },
    );

  return (
    <>
      <button type="button" className={buttonClass('danger')} onClick={start} disabled={disabled}>
        Clear Files
      </button>
      {asking && (
        <ConfirmDialog
          title="Clear files"
          message={STORAGE_TEXT.clearConfirm}
          confirmLabel={`Delete ${files.length} ${files.length === 1 ? 'file' : 'files'}`}
          busyLabel="Deleting..."
          busy={removeAll.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
