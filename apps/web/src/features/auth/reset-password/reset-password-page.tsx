import { RESET_REDIRECT_MS, resetPasswordFormSchema, unmetPasswordRules, type ResetPasswordForm } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { AlertBanner } from '../../../components/alert-banner';
import { SuccessBanner } from '../../../components/success-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { translateMessage } from '../../../i18n';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../auth-card';
import { AuthSubmitButton, BackToLoginLink, ConfirmPasswordField } from '../auth-form-parts';
import { PasswordField } from '../password-field';
import { INVALID_RESET_LINK, PASSWORD_RULE_LABELS, resetPasswordError } from './reset-password-messages';

/** /reset-password?token=... (000 §2.6): the link from the reset email lands here. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
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
        onSuccess: () => toast.success(t('reset.successToast')),
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
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('reset.title')}>
        {!token && (
          <AlertBanner>
            {translateMessage(INVALID_RESET_LINK)}{' '}
            <Link to="/forgot-password" className="font-semibold underline">
              {t('reset.requestNewLink')}
            </Link>
          </AlertBanner>
        )}
        {failure && (
          <AlertBanner>
            {translateMessage(failure.message)}
            {failure.linkProblem && (
              <>
                {' '}
                <Link to="/forgot-password" className="font-semibold underline">
                  {t('reset.requestNewLink')}
                </Link>
              </>
            )}
          </AlertBanner>
        )}
        {reset.isSuccess && <SuccessBanner>{t('reset.success')}</SuccessBanner>}

        <fieldset disabled={reset.isPending || reset.isSuccess} className="space-y-5">
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            autoFocus={Boolean(token)}
            error={errors.newPassword?.message && translateMessage(errors.newPassword.message)}
            hint={
              <ul aria-label={t('reset.rules')} className="space-y-0.5">
                {PASSWORD_RULE_LABELS.map((rule) => {
                  const met = newPassword !== '' && !unmet.has(rule);
                  return (
                    <li key={rule} className={`flex items-center gap-1.5 ${met ? 'text-green-700' : 'text-slate-600'}`}>
                      <span aria-hidden="true" className="w-3 text-center">
                        {met ? '✓' : '•'}
                      </span>
                      {translateMessage(rule)}
                      <span className="sr-only">{met ? t('reset.met') : t('reset.notMet')}</span>
                    </li>
                  );
                })}
              </ul>
            }
            {...register('newPassword')}
          />
          <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        </fieldset>

        <AuthSubmitButton busy={reset.isPending} disabled={!token || reset.isPending || reset.isSuccess} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
        <BackToLoginLink />
      </form>
    </AuthCard>
  );
}
