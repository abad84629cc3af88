import { MESSAGES, PASSWORD_MIN_LENGTH, adminPasswordChangeReady, type LegacyUser } from '@aedatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PasswordField } from '../../auth/password-field';
import { failureMessage, fieldErrorsOf } from '../../admin/resource/resource-messages';
import { changePassword } from './api/legacy-users-api';

/**
 * An admin sets a user's password (002 §5): Confirm is enabled once the two entries match and follow
 * the password rule (at least 8 characters, said under the field); a warning asks before the change,
 * which signs the user out on every device. The server's own rules answer in the field.
 */
export function AdminPasswordForm({ user }: { user: LegacyUser }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [asking, setAsking] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const ready = adminPasswordChangeReady(password, confirm);
  const change = useMutation({
    mutationFn: () => changePassword(user.id, password),
    onSuccess: () => {
      setAsking(false);
      setPassword('');
      setConfirm('');
      setFieldError(undefined);
      toast.success(`Password of ${user.userName} changed; they are signed out everywhere`);
    },
    onError: (error) => {
      const field = fieldErrorsOf(error).password;
      if (field) {
        setAsking(false);
        setFieldError(field);
      }
    },
  });
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) setAsking(true);
      }}
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        error={fieldError}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        onChange={(e) => {
          setPassword(e.target.value);
          setFieldError(undefined);
        }}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        error={confirm && password !== confirm ? MESSAGES.passwordsMustMatch : undefined}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary')} disabled={!ready}>
        Confirm
      </button>
      {asking && (
        <ConfirmDialog
          title="Change password?"
          message={`Warning: ${user.userName} will be signed out on every device and must sign in with the new password.`}
          confirmLabel="Change password"
          busyLabel="Changing..."
          busy={change.isPending}
          error={change.isError && !fieldErrorsOf(change.error).password ? failureMessage(change.error, 'Failed to change the password') : null}
          onConfirm={() => change.mutate()}
          onCancel={() => {
            setAsking(false);
            change.reset();
          }}
        />
      )}
    </form>
  );
}
