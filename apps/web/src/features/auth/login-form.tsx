import { loginFormSchema, type LoginForm as LoginValues } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertBanner } from '../../components/alert-banner';
import { CheckboxField, TextField } from '../../components/form-fields';
import { translateMessage } from '../../i18n';
import { useLogin } from './api/login';
import { AuthSubmitButton } from './auth-form-parts';
import { forgetLoginEmail, peekLoginEmail } from './login-email';

/** Email, password, remember me; failures in a red banner with the provider's own words. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  // Read in the initializer (pure), removed in the effect: prefilled once, gone on the next visit.
  const [initialEmail] = useState(peekLoginEmail);
  useEffect(forgetLoginEmail, []);

  const { t } = useTranslation('auth');
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: initialEmail, password: '', remember: false },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values, { onSuccess }));

  return (
    // noValidate: the browser's own bubbles would hide the seeds' message 'This field is required!'.
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('login.form')}>
      {login.isError && <AlertBanner>{translateMessage(login.error.message)}</AlertBanner>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        autoFocus={!initialEmail}
        error={errors.email?.message && translateMessage(errors.email.message)}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(initialEmail)}
        error={errors.password?.message && translateMessage(errors.password.message)}
        {...register('password')}
      />
      <div className="flex items-center justify-between gap-4">
        <CheckboxField label={t('login.remember')} {...register('remember')} />
        <Link to="/forgot-password" className="text-sm font-semibold text-red-700 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <AuthSubmitButton busy={login.isPending} label={t('login.submit')} busyLabel={t('login.submitting')} />
      <p className="text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="font-semibold text-red-700 hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
    </form>
  );
}
