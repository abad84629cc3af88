import { SHORT_TOAST_MS, iceContactInputSchema, type IceContact } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { useLeaveGuard } from '../../../components/leave-guard';
import { maxLengthsOf } from '../../../lib/text-limits';
import { translateMessage } from '../../../i18n';
import { SessionExpiredError } from '../../../lib/api-client';
import { useSaveIceContact } from '../api/save-ice-contact';
import { serverFieldErrors } from '../field-errors';
import { iceErrorMessage } from './ice-messages';

type FormInput = z.input<typeof iceContactInputSchema>;
type FormOutput = z.output<typeof iceContactInputSchema>;
const FIELDS = ['displayName', 'email', 'phone'] as const;
const MAX = maxLengthsOf(iceContactInputSchema);

/**
 * Add (or edit) an ICE contact (000 §2.8, §5): a display name and at least one of email and
 * phone; an empty email or phone goes out as null.
 */
export function IceContactForm({ contact, onDone }: { contact: IceContact | null; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const save = useSaveIceContact();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(iceContactInputSchema),
    defaultValues: {
      ...(contact ? { id: contact.id } : {}),
      displayName: contact?.displayName ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
  });

  const leave = useLeaveGuard(isDirty && !save.isPending);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(contact ? t('ice.updated') : t('ice.added'), { autoClose: SHORT_TOAST_MS });
        onDone();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
        }
        if (!(error instanceof SessionExpiredError)) toast.error(iceErrorMessage('save', error));
      },
    }),
  );

  const title = contact ? t('ice.formEdit') : t('ice.formAdd');
  return (
    <section aria-labelledby="ice-form-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="ice-form-heading" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('ice.formHint')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={title}>
        <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('fields.displayName')} autoComplete="off" maxLength={MAX.displayName} autoFocus error={errors.displayName?.message && translateMessage(errors.displayName.message)} {...register('displayName')} />
          <TextField label={t('fields.email')} type="email" autoComplete="off" maxLength={MAX.email} error={errors.email?.message && translateMessage(errors.email.message)} {...register('email')} />
          <TextField label={t('fields.phone')} type="tel" autoComplete="off" maxLength={MAX.phone} error={errors.phone?.message && translateMessage(errors.phone.message)} {...register('phone')} />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => leave.confirmLeave(onDone)} disabled={save.isPending} className={buttonClass('secondary')}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
            {save.isPending ? t('ice.saving') : t('ice.save')}
          </button>
        </div>
      </form>
      {leave.dialog}
    </section>
  );
}
