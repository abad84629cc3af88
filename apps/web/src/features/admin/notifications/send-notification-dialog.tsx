import { notificationSendInputSchema, parseUserIds } from '@aedatlas/contracts';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { useLeaveGuard } from '../../../components/leave-guard';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/success-toast';
import { useSendNotification } from './api/send-notification';

const SEND_FAILED = 'Failed to send notification. Please try again.';
const EMPTY = { userIds: '', title: '', message: '', latitude: '', longitude: '' };
type Values = typeof EMPTY;

/** A blank number field is null (001 §5); anything else must be a number. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The field messages of the contracts schema, by form field ('userIds.0' counts as 'userIds'). */
function fieldErrors(values: Values) {
  const parsed = notificationSendInputSchema.safeParse({
    userIds: parseUserIds(values.userIds),
    title: values.title,
    message: values.message,
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
  });
  if (parsed.success) return { data: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.code === 'invalid_type' && field !== 'userIds' ? `${field[0].toUpperCase()}${field.slice(1)} must be a number` : issue.message;
  }
  return { data: null, errors };
}

/** 001 §2 'Send Notification': user ids (comma-separated), title, message, optional coordinates. */
export function SendNotificationDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendNotification();
  const leave = useLeaveGuard(Object.entries(EMPTY).some(([field, blank]) => values[field as keyof Values] !== blank) && !send.isPending);
  const close = () => leave.confirmLeave(onClose);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fieldErrors(values);
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.data) return;
    send.mutate(checked.data, {
      onSuccess: ({ recipients }) => {
        toastSuccess(`Notification sent to ${recipients} ${recipients === 1 ? 'user' : 'users'}`);
        setValues(EMPTY);
        onClose();
      },
      // The seeds' alert, and what the server said when it names the problem (unknown user ids).
      onError: (error) => setFailure(error instanceof ApiError && error.status === 400 ? `${SEND_FAILED} ${error.message}` : SEND_FAILED),
    });
  };

  return (
    <ModalDialog
      title="Send Notification"
      onClose={close}
      size="md"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={close} disabled={send.isPending}>
            Cancel
          </button>
          <button type="submit" form="send-notification" className={buttonClass('primary')} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send'}
          </button>
        </>
      }
    >
      <form id="send-notification" noValidate onSubmit={submit} className="space-y-4">
        {failure && <AlertBanner>{failure}</AlertBanner>}
        <TextField label="User IDs *" value={values.userIds} onChange={set('userIds')} error={errors.userIds} placeholder="Comma-separated user IDs" autoComplete="off" data-autofocus />
        <TextField label="Title *" value={values.title} onChange={set('title')} error={errors.title} maxLength={200} />
        <TextAreaField label="Message *" value={values.message} onChange={set('message')} error={errors.message} maxLength={2000} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Latitude" type="number" step="any" inputMode="decimal" value={values.latitude} onChange={set('latitude')} error={errors.latitude} />
          <TextField label="Longitude" type="number" step="any" inputMode="decimal" value={values.longitude} onChange={set('longitude')} error={errors.longitude} />
        </div>
      </form>
      {leave.dialog}
    </ModalDialog>
  );
}
