import { adminIceContactSchema, type IceContact } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { buttonClass } from '../../../../components/button-styles';
import { TextField } from '../../../../components/form-fields';
import { ModalDialog } from '../../../../components/modal-dialog';
import { SessionExpiredError } from '../../../../lib/api-client';
import { useSaveIceContact } from '../api/save-ice-contact';
import { ADMIN_ICE_TEXT, ICE_ERROR_TOAST_MS, iceSaveErrorMessage } from '../ice-messages';

const formSchema = adminIceContactSchema.omit({ userId: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Add or edit one ICE contact of a user (001 §2 Edit user): a display name, and an email and a
 * phone that are optional but unique across users; the server's 409 becomes the 001 §8 text.
 */
export function IceContactDialog({ userId, contact, onClose }: { userId: string; contact: IceContact | null; onClose: () => void }) {
  const save = useSaveIceContact();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { displayName: contact?.displayName ?? '', email: contact?.email ?? '', phone: contact?.phone ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: contact?.id, body: { userId, ...values } },
      {
        onSuccess: () => {
          toast.success(contact ? ADMIN_ICE_TEXT.updated : ADMIN_ICE_TEXT.added);
          onClose();
        },
        onError: (error) => {
          if (error instanceof SessionExpiredError) return;
          const message = iceSaveErrorMessage(error);
          // The taken value is marked beside its field too, so the admin sees what to change.
          if (message === ADMIN_ICE_TEXT.phoneTaken) setError('phone', { message });
          if (message === ADMIN_ICE_TEXT.emailTaken) setError('email', { message });
          toast.error(message, { autoClose: ICE_ERROR_TOAST_MS });
        },
      },
    ),
  );

  const title = contact ? 'Edit ICE Contact' : 'Add ICE Contact';
  return (
    <ModalDialog
      title={title}
      size="md"
      onClose={() => !save.isPending && onClose()}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={save.isPending} className={buttonClass('secondary')}>
            Cancel
          </button>
          <button type="submit" form="admin-ice-form" disabled={save.isPending} className={buttonClass('primary')}>
            {save.isPending ? 'Saving...' : contact ? 'Save Changes' : 'Add Contact'}
          </button>
        </>
      }
    >
      <form id="admin-ice-form" onSubmit={onSubmit} noValidate aria-label={title}>
        <fieldset disabled={save.isPending} className="space-y-4">
          <TextField label="Display name (required)" autoComplete="off" data-autofocus error={errors.displayName?.message} {...register('displayName')} />
          <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        </fieldset>
      </form>
    </ModalDialog>
  );
}
