import { useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { useDeleteHelpService } from './api/save-helpservice';
import { DANGER_BUTTON, deleteServiceError, HELP_TEXT } from './help-messages';
import { listAddress } from '../../../lib/list-address';

/** 'Delete' behind the seeds' confirmation; the service's options and translations go with it. */
export function DeleteHelpServiceButton({ id }: { id: string }) {
  const navigate = useNavigate();
  const remove = useDeleteHelpService(id);
  return (
    <ConfirmDeleteButton
      className={DANGER_BUTTON}
      title="Delete help service"
      message={HELP_TEXT.deleteServiceConfirm}
      busy={remove.isPending}
      onConfirm={({ fail }) =>
        remove.mutate(undefined, { onSuccess: () => leaveWithoutAsking(() => navigate(listAddress('/admin/helpservice'))), onError: (e) => fail(deleteServiceError(e)) })
      }
    />
  );
}
