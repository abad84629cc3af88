import type { StorageFile } from '@aedatlas/contracts';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteFile } from './api/delete-file';
import { deleteFileError, STORAGE_TEXT } from './storage-text';

/** Delete behind 'Delete {file name}?' (002 §8); a failure stays in the dialog as 'Delete failed: ...'. */
export function DeleteFileButton({ file, onDeleted }: { file: StorageFile; onDeleted: (name: string) => void }) {
  const remove = useDeleteFile();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(false);
    setError(null);
  };
  return (
    <>
      <button type="button" aria-label={`Delete ${file.name}`} className={buttonClass('danger', 'px-3 py-1.5')} onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete file"
          message={STORAGE_TEXT.deleteConfirm(file.name)}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          error={error}
          onCancel={close}
          onConfirm={() => {
            setError(null);
            remove.mutate(file.path, {
              onSuccess: () => {
                close();
                onDeleted(file.name);
              },
              onError: (e) => setError(deleteFileError(e)),
            });
          }}
        />
      )}
    </>
  );
}
