import type { StorageFile } from '@aedatlas/contracts';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteFile } from './api/delete-file';
import { deleteFileError, STORAGE_TEXT } from './storage-text';

/** Delete behind 'Delete {file name}?' (002 §8); a failure stays in the dialog as 'Delete failed: ...'. */
export function DeleteFileButton({ file, onDeleted }: { file: StorageFile; onDeleted: (name: string) => void }) {
  const remove = useDeleteFile();
  return (
    <ConfirmDeleteButton
      className={buttonClass('danger', 'px-3 py-1.5')}
      ariaLabel={`Delete ${file.name}`}
      title="Delete file"
      message={STORAGE_TEXT.deleteConfirm(file.name)}
      busy={remove.isPending}
      onConfirm={({ fail, close }) =>
        remove.mutate(file.path, {
          onSuccess: () => {
            close();
            onDeleted(file.name);
          },
          onError: (e) => fail(deleteFileError(e)),
        })
      }
    />
  );
}
