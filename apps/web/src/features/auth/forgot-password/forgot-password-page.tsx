import { forgotPasswordSchema } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AlertBanner } from '../../../components/alert-banner';
import { TextField } from '../../../components/form-fields';
import { SuccessBanner } from '../../../components/success-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { translateMessage } from '../../../i18n';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../auth-card';
import { AuthSubmitButton, BackToLoginLink } from '../auth-form-parts';
import { forgotPasswordErrorMessage } from './forgot-password-messages';

type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** /forgot-password (000 §2.5): one email field; the link arrives by email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => request.mutate(email));

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {/* noValidate: the seeds' messages instead of the browser's bubbles; type and required stay. */}
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('forgot.title')}>
        {request.isSuccess && <SuccessBanner>{t('forgot.sent')}</SuccessBanner>}
        {request.isError && <AlertBanner>{forgotPasswordErrorMessage(request.error)}</AlertBanner>}
        <TextField
          label={t('fields.email')}
          type="email"
          required
          autoComplete="email"
          autoFocus
          error={errors.email?.message && translateMessage(errors.email.message)}
          {...register('email')}
        />
        <AuthSubmitButton busy={request.isPending} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
        <BackToLoginLink />
      </form>
    </AuthCard>
  );
}
