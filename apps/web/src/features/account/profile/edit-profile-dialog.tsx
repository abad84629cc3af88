import { SHORT_TOAST_MS, profileFormSchema, type ProfileForm, type User } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { useLeaveGuard } from '../../../components/leave-guard';
import { maxLengthsOf } from '../../../lib/text-limits';
import { ModalDialog } from '../../../components/modal-dialog';
import { translateMessage } from '../../../i18n';
import { SessionExpiredError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { serverFieldErrors } from '../field-errors';
import { profileUpdateErrorMessage } from './profile-messages';

const FORM_ID = 'edit-profile-form';
const EDITABLE: (keyof ProfileForm)[] = ['firstName', 'lastName', 'phone'];
const MAX = maxLengthsOf(profileFormSchema);

/**
 * 'Edit Profile' (000 §2.7): first name, last name and phone; email and language code are shown
 * read-only. Idle, saving, then a success or failure toast (000 §4).
 */
export function EditProfileDialog({ user, onClose, onSaved }: { user: User; onClose: () => void; onSaved: (updated: User) => void }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' },
  });

  const leave = useLeaveGuard(isDirty && !update.isPending);
  const close = () => leave.confirmLeave(onClose);

  const onSubmit = handleSubmit(
    (values) =>
      update.mutate(
        { user, values },
        {
          onSuccess: (updated) => onSaved(updated),
          onError: (error) => {
            for (const [field, message] of Object.entries(serverFieldErrors(error))) {
              if ((EDITABLE as string[]).includes(field)) setError(field as keyof ProfileForm, { message });
            }
            // An ended session already says so and leaves for /login.
            if (!(error instanceof SessionExpiredError)) toast.error(profileUpdateErrorMessage(error));
          },
        },
      ),
    () => toast.error(t('profile.invalidForm'), { autoClose: SHORT_TOAST_MS }),
  );

  return (
    <ModalDialog
      title={t('profile.edit')}
      onClose={update.isPending ? () => undefined : close}
      size="md"
      footer={
        <>
          <button type="button" onClick={close} disabled={update.isPending} className={buttonClass('secondary')}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form={FORM_ID} disabled={update.isPending} className={buttonClass('primary')}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('profile.edit')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.firstName')} autoComplete="given-name" maxLength={MAX.firstName} data-autofocus error={errors.firstName?.message && translateMessage(errors.firstName.message)} {...register('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" maxLength={MAX.lastName} error={errors.lastName?.message && translateMessage(errors.lastName.message)} {...register('lastName')} />
        </div>
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" maxLength={MAX.phone} error={errors.phone?.message && translateMessage(errors.phone.message)} {...register('phone')} />
        <TextField label={t('fields.email')} type="email" value={user.email} readOnly aria-readonly="true" className="[&_input]:bg-slate-50 [&_input]:text-slate-600" />
        <TextField label={t('fields.languageCode')} value={user.languageCode} readOnly aria-readonly="true" className="[&_input]:bg-slate-50 [&_input]:text-slate-600" />
        <p className="text-xs text-slate-500">{t('profile.readOnlyNote')}</p>
      </form>
      {leave.dialog}
    </ModalDialog>
  );
}
