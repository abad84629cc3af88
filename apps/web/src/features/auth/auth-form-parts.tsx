import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { translateMessage } from '../../i18n';
import { PasswordField } from './password-field';

/** The wide submit button of a sign-in screen; its text turns to the busy one while the call runs. */
export function AuthSubmitButton({ busy, disabled = busy, label, busyLabel }: { busy: boolean; disabled?: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={disabled} className={buttonClass('primary', 'w-full py-3 text-base')}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** Under the forms one reaches from the login page: the way back to it. */
export function BackToLoginLink() {
  const { t } = useTranslation('auth');
  return (
    <p className="text-center text-sm">
      <Link to="/login" className="font-semibold text-red-700 hover:underline">
        {t('backToLogin')}
      </Link>
    </p>
  );
}

/** The repeated new password; `error` is the schema's message, shown in the page's language. */
export function ConfirmPasswordField({ error, ...input }: Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete'>) {
  const { t } = useTranslation('auth');
  return <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" error={error && translateMessage(error)} {...input} />;
}
