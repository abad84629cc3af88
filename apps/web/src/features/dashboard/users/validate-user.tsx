import type { LegacyUser } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../../admin/resource/resource-messages';
import { resourceKeys } from '../../admin/resource/resource-queries';
import { validateUser } from './api/legacy-users-api';
import { LEGACY_USERS_NAME } from './users-keys';

/** 002 §4: an unvalidated user is validated after 'Validate user?'; a validated one just says so. */
export function ValidateUser({ user }: { user: LegacyUser }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const validate = useMutation({
    mutationFn: () => validateUser(user.id),
    onSuccess: async () => {
      setAsking(false);
      toast.success(`${user.userName} is validated`);
      await client.invalidateQueries({ queryKey: resourceKeys.all(LEGACY_USERS_NAME) });
    },
  });
  if (user.validated) return <Badge tone="green">Validated</Badge>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Badge tone="red">Not validated</Badge>
      <button type="button" className={buttonClass('primary')} onClick={() => setAsking(true)}>
        Validate user
      </button>
      {asking && (
        <ConfirmDialog
          title="Validate user?"
          message={`Validate ${user.userName}?`}
          confirmLabel="Validate"
          busyLabel="Validating..."
          busy={validate.isPending}
          error={validate.isError ? failureMessage(validate.error, 'Failed to validate the user') : null}
          onConfirm={() => validate.mutate()}
          onCancel={() => {
            setAsking(false);
            validate.reset();
          }}
        />
      )}
    </div>
  );
}
