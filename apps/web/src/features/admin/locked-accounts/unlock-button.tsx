import { useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import { useUnlockAccount } from './api/unlock-account';

const UNLOCK_FAILED = 'Failed to unlock the account. Please try again.';

/** 'Unlock' for one row: asks first, then lifts the hold, toasts and the list reloads. */
export function UnlockButton({ username }: { username: string }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unlock = useUnlockAccount();

  const close = () => {
    setAsking(false);
    setError(null);
  };
  const confirm = () =>
    unlock.mutate(username, {
      onSuccess: (answer) => {
        toast.success(answer?.message || 'Account unlocked');
        close();
      },
      onError: (failure) => {
        if (failure instanceof SessionExpiredError) return;
        // Someone else unlocked it, or the hold ran out: nothing left to do but say so.
        if (failure instanceof ApiError && failure.status === 404) {
          toast.info(failureMessage(failure, 'This account is not locked'));
          close();
          return;
        }
        setError(failureMessage(failure, UNLOCK_FAILED));
      },
    });

  return (
    <>
      <button type="button" className="font-medium text-red-700 hover:underline" aria-label={`Unlock ${username}`} onClick={() => setAsking(true)}>
        Unlock
      </button>
      {/* In the body, not the table cell: the pinned actions cell is its own stacking context. */}
      {asking &&
        createPortal(
          <ConfirmDialog
            title="Unlock account"
            message={`Unlock ${username}? Sign-in attempts for this account are accepted again at once.`}
            confirmLabel="Unlock"
            busyLabel="Unlocking..."
            busy={unlock.isPending}
            error={error}
            onCancel={close}
            onConfirm={confirm}
          />,
          document.body,
        )}
    </>
  );
}
