import { SHORT_TOAST_MS, iceContactInputSchema, type IceContact } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { SessionExpiredError } from '../../../lib/api-client';
import { useSaveIceContact } from '../api/save-ice-contact';
import { serverFieldErrors } from '../field-errors';
import { ICE_TEXT, iceErrorMessage } from './ice-messages';

type FormInput = z.input<typeof iceContactInputSchema>;
type FormOutput = z.output<typeof iceContactInputSchema>;
const FIELDS = ['displayName', 'email', 'phone'] as const;

/**
 * Add (or edit) an ICE contact (000 §2.8, §5): a display name and at least one of email and
 * phone; an empty email or phone goes out as null.
 */
export function IceContactForm({ contact, onDone }: { contact: IceContact | null; onDone: () => void }) {
  const save = useSaveIceContact();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(iceContactInputSchema),
    defaultValues: {
      ...(contact ? { id: contact.id } : {}),
      displayName: contact?.displayName ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(contact ? ICE_TEXT.updated : ICE_TEXT.added, { autoClose: SHORT_TOAST_MS });
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

  const title = contact ? 'Edit contact' : 'Add contact';
  return (
    <section aria-labelledby="ice-form-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="ice-form-heading" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Give a name and at least one way to reach this person: email or phone.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={title}>
        <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-3">
          <TextField label="Display name" autoComplete="off" autoFocus error={errors.displayName?.message} {...register('displayName')} />
          <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDone} disabled={save.isPending} className={buttonClass('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
            {save.isPending ? 'Saving...' : 'Save Contact'}
          </button>
        </div>
      </form>
    </section>
  );
}
