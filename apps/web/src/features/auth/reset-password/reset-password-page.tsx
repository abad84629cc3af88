import { RESET_REDIRECT_MS, resetPasswordFormSchema, unmetPasswordRules, type ResetPasswordForm } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { SuccessBanner } from '../../../components/success-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../auth-card';
import { PasswordField } from '../password-field';
import { INVALID_RESET_LINK, PASSWORD_RULE_LABELS, RESET_SUCCESS, RESET_SUCCESS_TOAST, resetPasswordError } from './reset-password-messages';

/** /reset-password?token=... (000 §2.6): the link from the reset email lands here. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => toast.success(RESET_SUCCESS_TOAST),
        onError: (error) => {
          const { fieldError } = resetPasswordError(error);
          if (fieldError) setError('newPassword', { message: fieldError });
        },
      },
    ),
  );

  const failure = reset.isError ? resetPasswordError(reset.error) : null;
  const unmet = new Set(unmetPasswordRules(newPassword));

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Reset Password">
        {!token && (
          <AlertBanner>
            {INVALID_RESET_LINK}{' '}
            <Link to="/forgot-password" className="font-semibold underline">
              Request a new link
            </Link>
          </AlertBanner>
        )}
        {failure && (
          <AlertBanner>
            {failure.message}
            {failure.linkProblem && (
              <>
                {' '}
                <Link to="/forgot-password" className="font-semibold underline">
                  Request a new link
                </Link>
              </>
            )}
          </AlertBanner>
        )}
        {reset.isSuccess && <SuccessBanner>{RESET_SUCCESS}</SuccessBanner>}

        <fieldset disabled={reset.isPending || reset.isSuccess} className="space-y-5">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            autoFocus={Boolean(token)}
            error={errors.newPassword?.message}
            hint={
              <ul aria-label="Password rules" className="space-y-0.5">
                {PASSWORD_RULE_LABELS.map((rule) => {
                  const met = newPassword !== '' && !unmet.has(rule);
                  return (
                    <li key={rule} className={`flex items-center gap-1.5 ${met ? 'text-green-700' : 'text-slate-600'}`}>
                      <span aria-hidden="true" className="w-3 text-center">
                        {met ? '✓' : '•'}
                      </span>
                      {rule}
                      <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
                    </li>
                  );
                })}
              </ul>
            }
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </fieldset>

        <button
          type="submit"
          disabled={!token || reset.isPending || reset.isSuccess}
          className={buttonClass('primary', 'w-full py-3 text-base')}
        >
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </button>
        <p className="text-center text-sm">
          <Link to="/login" className="font-semibold text-red-700 hover:underline">
            Back to login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
