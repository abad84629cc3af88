import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { resourceKeys } from '../resource/resource-queries';
import { deleteHelpCenter } from './api/save-helpcenter';
import { HELP_CENTER_MESSAGES } from './helpcenter-messages';

/** 'Delete' on the edit form (001 §2): asks first; a failure shows in the dialog, which stays open. */
export function DeleteHelpCenterButton({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteHelpCenter(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: resourceKeys.one('helpcenter', id) });
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all('helpcenter') });
    },
  });
  return (
    <ConfirmDeleteButton
      className={buttonClass('danger', 'w-full sm:w-auto')}
      title="Delete Help Center"
      message={HELP_CENTER_MESSAGES.deleteConfirm}
      busy={remove.isPending}
      onConfirm={({ fail }) => remove.mutate(undefined, { onSuccess: onDeleted, onError: () => fail(HELP_CENTER_MESSAGES.deleteFailed) })}
    />
  );
}
