import { adminIceContactSchema, type IceContact } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { buttonClass } from '../../../../components/button-styles';
import { TextField } from '../../../../components/form-fields';
import { useCloseGuard } from '../../../../components/leave-guard';
import { maxLengthsOf } from '../../../../lib/text-limits';
import { ModalDialog } from '../../../../components/modal-dialog';
import { SessionExpiredError } from '../../../../lib/api-client';
import { failureMessage } from '../../resource/resource-messages';
import { StaleSaveAlert } from '../../resource/stale-save-alert';
import { useStaleSave } from '../../resource/use-stale-save';
import { getUser } from '../api/get-user';
import { useSaveIceContact } from '../api/save-ice-contact';
import { ADMIN_ICE_TEXT, ICE_ERROR_TOAST_MS, iceSaveErrorMessage } from '../ice-messages';

const formSchema = adminIceContactSchema.omit({ userId: true });
const MAX = maxLengthsOf(formSchema);
const ICE_FIELDS = [
  { name: 'displayName', label: 'Display name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone' },
];
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toFormValues = (contact: IceContact | null | undefined): FormInput => ({
  displayName: contact?.displayName ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
});

/**
 * Add or edit one ICE contact of a user (001 §2 Edit user): a display name, and an email and a
 * phone that are optional but unique across users; the server's 409 becomes the 001 §8 text.
 */
export function IceContactDialog({ userId, contact, onClose }: { userId: string; contact: IceContact | null; onClose: () => void }) {
  const save = useSaveIceContact();
  // The version this dialog edits: the contact it opened with, or the latest one the admin took after a stale save.
  const [version, setVersion] = useState(contact?.updatedAt);
  const [staleMessage, setStaleMessage] = useState('');
  const methods = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: toFormValues(contact),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = methods;
  // Inside the user's page, whose own guard asks before a navigation.
  const leave = useCloseGuard(isDirty && !save.isPending);
  const close = () => leave.confirmLeave(onClose);
  const staleSave = useStaleSave(methods as unknown as UseFormReturn<FormInput>, async () => {
    const latest = (await getUser(userId)).iceContacts.find((c) => c.id === contact?.id);
    if (!latest) throw new Error('The contact no longer exists');
    return { values: toFormValues(latest), adopt: () => setVersion(latest.updatedAt) };
  });

  const onSubmit = handleSubmit((values) => {
    staleSave.clear();
    save.mutate(
      { id: contact?.id, body: { userId, ...values }, version },
      {
        onSuccess: () => {
          toast.success(contact ? ADMIN_ICE_TEXT.updated : ADMIN_ICE_TEXT.added);
          onClose();
        },
        onError: (error) => {
          if (error instanceof SessionExpiredError) return;
          // Another admin saved this contact since the dialog opened: keep the typed values, offer Reload.
          if (staleSave.handleSaveError(error)) return setStaleMessage(failureMessage(error, ADMIN_ICE_TEXT.saveFailed));
          const message = iceSaveErrorMessage(error);
          // The taken value is marked beside its field too, so the admin sees what to change.
          if (message === ADMIN_ICE_TEXT.phoneTaken) setError('phone', { message });
          if (message === ADMIN_ICE_TEXT.emailTaken) setError('email', { message });
          toast.error(message, { autoClose: ICE_ERROR_TOAST_MS });
        },
      },
    );
  });

  const title = contact ? 'Edit ICE Contact' : 'Add ICE Contact';
  return (
    <ModalDialog
      title={title}
      size="md"
      onClose={() => !save.isPending && close()}
      footer={
        <>
          <button type="button" onClick={close} disabled={save.isPending} className={buttonClass('secondary')}>
            Cancel
          </button>
          <button type="submit" form="admin-ice-form" disabled={save.isPending} className={buttonClass('primary')}>
            {save.isPending ? 'Saving...' : contact ? 'Save Changes' : 'Add Contact'}
          </button>
        </>
      }
    >
      <form id="admin-ice-form" onSubmit={onSubmit} noValidate aria-label={title}>
        <div className="mb-4 empty:hidden">
          <StaleSaveAlert staleSave={staleSave} message={staleMessage} fields={ICE_FIELDS} />
        </div>
        <fieldset disabled={save.isPending} className="space-y-4">
          <TextField label="Display name (required)" autoComplete="off" maxLength={MAX.displayName} data-autofocus error={errors.displayName?.message} {...register('displayName')} />
          <TextField label="Email" type="email" autoComplete="off" maxLength={MAX.email} error={errors.email?.message} {...register('email')} />
          <TextField label="Phone" type="tel" autoComplete="off" maxLength={MAX.phone} error={errors.phone?.message} {...register('phone')} />
        </fieldset>
      </form>
      {leave.dialog}
    </ModalDialog>
  );
}
