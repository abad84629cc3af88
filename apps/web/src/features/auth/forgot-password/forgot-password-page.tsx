import { forgotPasswordSchema } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { SuccessBanner } from '../../../components/success-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../auth-card';
import { RESET_EMAIL_SENT, forgotPasswordErrorMessage } from './forgot-password-messages';

type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** /forgot-password (000 §2.5): one email field; the link arrives by email. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => request.mutate(email));

  return (
    <AuthCard title="Forgot password" subtitle="Enter the email of your account and we will send you a link to choose a new password.">
      {/* noValidate: the seeds' messages instead of the browser's bubbles; type and required stay. */}
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Forgot password">
        {request.isSuccess && <SuccessBanner>{RESET_EMAIL_SENT}</SuccessBanner>}
        {request.isError && <AlertBanner>{forgotPasswordErrorMessage(request.error)}</AlertBanner>}
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" disabled={request.isPending} className={buttonClass('primary', 'w-full py-3 text-base')}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
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
