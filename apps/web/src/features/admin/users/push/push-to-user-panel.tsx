import { MAX_PUSH_DATA_PAIRS } from '@aedatlas/contracts';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../../components/alert-banner';
import { buttonClass } from '../../../../components/button-styles';
import { TextAreaField, TextField } from '../../../../components/form-fields';
import { ModalDialog } from '../../../../components/modal-dialog';
import { failureMessage } from '../../resource/resource-messages';
import { usePushToUser } from '../api/push-to-user';

const SENT = 'Push notification has been sent successfully to the user.';
const FAILED = 'Failed to send push notification. Please try again.';
const emptyPairs = () => Array.from({ length: MAX_PUSH_DATA_PAIRS }, () => ({ key: '', value: '' }));

/**
 * 001 §2 Edit user, push notification form: title and body required (Send stays disabled while
 * either is blank), up to three key/value pairs sent only when both halves are filled in.
 */
export function PushToUserPanel({ userId }: { userId: string }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pairs, setPairs] = useState(emptyPairs);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const push = usePushToUser();
  const blank = !title.trim() || !body.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    setFailure(null);
    const data = Object.fromEntries(pairs.filter((p) => p.key.trim() && p.value.trim()).map((p) => [p.key.trim(), p.value.trim()]));
    push.mutate(
      { userId, title: title.trim(), body: body.trim(), additionalDataProperties: data },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setPairs(emptyPairs());
          setSent(true);
        },
        // The server's message, else the seeds' words: never a bare 'Request failed (500)'.
        onError: (error) => setFailure(failureMessage(error, FAILED)),
      },
    );
  };

  return (
    <section aria-labelledby="push-to-user" className="mx-auto mt-6 w-full max-w-4xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="push-to-user" className="text-lg font-semibold text-slate-900">
        Send Push Notification
      </h2>
      <p className="mt-1 text-sm text-slate-600">Goes to every browser this user turned notifications on in, and to their inbox.</p>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        {failure && <AlertBanner>{failure}</AlertBanner>}
        <TextField label="Title *" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        <TextAreaField label="Body *" value={body} onChange={(e) => setBody(e.target.value)} maxLength={2000} rows={3} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Additional data (optional, up to {MAX_PUSH_DATA_PAIRS} pairs)</legend>
          {pairs.map((pair, i) => (
            <div key={i} className="grid gap-2 sm:grid-cols-2">
              <TextField label={`Key ${i + 1}`} value={pair.key} maxLength={100} onChange={(e) => setPairs((all) => all.map((p, j) => (j === i ? { ...p, key: e.target.value } : p)))} />
              <TextField label={`Value ${i + 1}`} value={pair.value} maxLength={500} onChange={(e) => setPairs((all) => all.map((p, j) => (j === i ? { ...p, value: e.target.value } : p)))} />
            </div>
          ))}
        </fieldset>
        <div className="flex justify-end">
          <button type="submit" className={buttonClass('primary')} disabled={blank || push.isPending}>
            {push.isPending ? 'Sending...' : 'Send Push Notification'}
          </button>
        </div>
      </form>
      {sent && (
        <ModalDialog
          title="Push notification sent"
          onClose={() => setSent(false)}
          footer={
            <button type="button" className={buttonClass('primary')} onClick={() => setSent(false)}>
              OK
            </button>
          }
        >
          <p>{SENT}</p>
        </ModalDialog>
      )}
    </section>
  );
}
