import { REGISTRATION_REDIRECT_MS, registerFormSchema, type RegisterForm } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { ModalDialog } from '../../../components/modal-dialog';
import { SuccessBanner } from '../../../components/success-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { AuthCard } from '../auth-card';
import { rememberLoginEmail } from '../login-email';
import { PasswordField } from '../password-field';
import { RegistrationError } from './registration-flow';
import { REGISTRATION_SUCCESS } from './registration-messages';
import { RegistrationFailure, RegistrationProgressList } from './registration-status';
import { useRegistration } from './use-registration';

const isAccountExists = (error: unknown) => error instanceof RegistrationError && error.step === 'account' && error.status === 409;

/** /register (000 §2.4, §4, §5, §8). */
export function RegisterPage() {
  useDocumentTitle('Create Account');
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
    <AuthCard title="Create Account" subtitle="Join AED Atlas to keep your emergency contacts with your account." wide>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create Account">
        <fieldset disabled={isPending || isSuccess} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" autoFocus error={errors.firstName?.message} {...register('firstName')} />
            <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </fieldset>

        {started && <RegistrationProgressList progress={registration.progress} />}
        {isSuccess && <SuccessBanner>{REGISTRATION_SUCCESS}</SuccessBanner>}
        {failure && (
          <RegistrationFailure failure={failure} takeFocus={!isAccountExists(failure)}>
            {accountCreated && (
              <p className="mt-3">
                Your account was created.{' '}
                <button type="button" onClick={() => goToLogin(getValues('email').trim())} className="font-semibold underline">
                  Go to Login
                </button>{' '}
                to sign in with your email and password.
              </p>
            )}
          </RegistrationFailure>
        )}

        {!isSuccess && (
          <button type="submit" disabled={isPending} className={buttonClass('primary', 'w-full py-3 text-base')}>
            {isPending ? 'Creating account...' : 'Create Account'}
          </button>
        )}
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-red-700 hover:underline">
            Log in
          </Link>
        </p>
      </form>

      {dialogFor !== null && (
        <ModalDialog
          title="Account Already Exists"
          role="alertdialog"
          onClose={tryDifferentEmail}
          restoreFocus={false}
          footer={
            <>
              <button type="button" onClick={tryDifferentEmail} className={buttonClass('secondary')}>
                Try Different Email
              </button>
              <button type="button" data-autofocus onClick={() => goToLogin(dialogFor)} className={buttonClass('primary')}>
                Go to Login
              </button>
            </>
          }
        >
          <p>
            An account with the email <strong className="break-words text-slate-900">{dialogFor}</strong> already exists. Log in
            with it, or register with a different email address.
          </p>
        </ModalDialog>
      )}
    </AuthCard>
  );
}
