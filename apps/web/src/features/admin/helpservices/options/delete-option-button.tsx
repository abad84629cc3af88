import { useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../../../components/confirm-delete-button';
import { leaveWithoutAsking } from '../../../../components/leave-guard';
import { useDeleteOption } from '../api/save-option';
import { DANGER_BUTTON, prefixed } from '../help-messages';

export const DELETE_OPTION_CONFIRM = 'Are you sure you want to delete this option? Its translations will be deleted too.';

/** Deletes the option and its translations, after asking; then its service's options. */
export function DeleteOptionButton({ id, serviceId }: { id: string; serviceId: string }) {
  const navigate = useNavigate();
  const remove = useDeleteOption(id);
  return (
    <ConfirmDeleteButton
      className={DANGER_BUTTON}
      title="Delete option"
      message={DELETE_OPTION_CONFIRM}
      busy={remove.isPending}
      onConfirm={({ fail }) =>
        remove.mutate(undefined, {
          onSuccess: () => leaveWithoutAsking(() => navigate(`/admin/helpservice-option/service/${encodeURIComponent(serviceId)}`)),
          onError: (e) => fail(prefixed('Failed to delete option', e, 'Failed to delete option.')),
        })
      }
    />
  );
}
