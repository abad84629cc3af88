import { REGISTRATION_REDIRECT_MS, registerFormSchema, type RegisterForm } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { ModalDialog } from '../../../components/modal-dialog';
import { SuccessBanner } from '../../../components/success-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { translateMessage } from '../../../i18n';
import { AuthCard } from '../auth-card';
import { AuthSubmitButton, ConfirmPasswordField } from '../auth-form-parts';
import { rememberLoginEmail } from '../login-email';
import { PasswordField } from '../password-field';
import { RegistrationError } from './registration-flow';
import { RegistrationFailure, RegistrationProgressList } from './registration-status';
import { useRegistration } from './use-registration';

const isAccountExists = (error: unknown) => error instanceof RegistrationError && error.step === 'account' && error.status === 409;

/** /register (000 §2.4, §4, §5, §8). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const registration = useRegistration();
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const { isSuccess, failure, isPending } = registration;
  const started = isPending || isSuccess || failure !== null;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, navigate]);

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onError: (error) => {
        if (isAccountExists(error)) {
          setDialogFor(values.email.trim());
        }
      },
    }),
  );

  const goToLogin = (email: string) => {
    rememberLoginEmail(email);
    navigate('/login');
  };

  const tryDifferentEmail = () => {
    setDialogFor(null);
    registration.reset();
    // After the dialog is gone, so its focus restore does not win.
    setTimeout(() => setFocus('email', { shouldSelect: true }), 0);
  };

  // The account exists when a later step fails: the way on is to log in.
  const accountCreated = failure !== null && failure.step !== 'account';

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} wide>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('register.title')}>
        <fieldset disabled={isPending || isSuccess} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t('fields.firstName')} autoComplete="given-name" autoFocus error={errors.firstName?.message && translateMessage(errors.firstName.message)} {...register('firstName')} />
            <TextField label={t('fields.lastName')} autoComplete="family-name" error={errors.lastName?.message && translateMessage(errors.lastName.message)} {...register('lastName')} />
          </div>
          <TextField label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message && translateMessage(errors.email.message)} {...register('email')} />
          <PasswordField label={t('fields.password')} autoComplete="new-password" error={errors.password?.message && translateMessage(errors.password.message)} {...register('password')} />
          <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        </fieldset>

        {started && <RegistrationProgressList progress={registration.progress} />}
        {isSuccess && <SuccessBanner>{t('register.success')}</SuccessBanner>}
        {failure && (
          <RegistrationFailure failure={failure} takeFocus={!isAccountExists(failure)}>
            {accountCreated && (
              <p className="mt-3">
                <Trans
                  t={t}
                  i18nKey="register.accountCreated"
                  components={{ login: <button type="button" onClick={() => goToLogin(getValues('email').trim())} className="font-semibold underline" /> }}
                />
              </p>
            )}
          </RegistrationFailure>
        )}

        {!isSuccess && (
          <AuthSubmitButton busy={isPending} label={t('register.submit')} busyLabel={t('register.submitting')} />
        )}
        <p className="text-center text-sm text-slate-600">
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-red-700 hover:underline">
            {t('register.logIn')}
          </Link>
        </p>
      </form>

      {dialogFor !== null && (
        <ModalDialog
          title={t('register.exists.title')}
          role="alertdialog"
          onClose={tryDifferentEmail}
          restoreFocus={false}
          footer={
            <>
              <button type="button" onClick={tryDifferentEmail} className={buttonClass('secondary')}>
                {t('register.exists.tryDifferent')}
              </button>
              <button type="button" data-autofocus onClick={() => goToLogin(dialogFor)} className={buttonClass('primary')}>
                {t('register.exists.goToLogin')}
              </button>
            </>
          }
        >
          <p>
            <Trans
              t={t}
              i18nKey="register.exists.text"
              values={{ email: dialogFor }}
              components={{ strong: <strong className="break-words text-slate-900" /> }}
            />
          </p>
        </ModalDialog>
      )}
    </AuthCard>
  );
}
