import { recallCreateSchema, type Recall } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-fields';
import { SuccessBanner } from '../../../components/success-banner';
import { serverWordsOf } from '../../../lib/http';
import { toastSuccess } from '../../../lib/success-toast';
import { fieldErrorsOf } from '../resource/resource-messages';
import type { LotReach } from './api/list-lot-aeds';
import { recallKeys } from './api/recall-keys';
import { sendRecall } from './api/send-recall';
import { reachText } from './lot-aeds-table';
import { counted } from './recall-text';

const MESSAGE_MAX = 2000;

/**
 * The recall notice for the lot on screen: the message, then a question that says whom it reaches
 * before anything is sent. The server's field messages land beside the message, or above the
 * button for the lot (another admin may have changed the AEDs in between).
 */
export function SendRecallForm({ lot, reach }: { lot: string; reach: LotReach | undefined }) {
  const queryClient = useQueryClient();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<Recall | null>(null);
  const send = useMutation({
    mutationFn: sendRecall,
    onSuccess: (recall) => {
      setConfirming(false);
      setMessage('');
      setSent(recall);
      toastSuccess('Recall notice sent');
      void queryClient.invalidateQueries({ queryKey: recallKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      const fields = fieldErrorsOf(error);
      setFieldError(fields.message);
      setFailure(fields.message && !fields.lot ? null : serverWordsOf(error, 'The recall notice could not be sent. Please try again.'));
      if (fields.message) requestAnimationFrame(() => textarea.current?.focus());
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const parsed = recallCreateSchema.safeParse({ lot, message });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const messageIssue = issues.find((i) => i.path[0] === 'message')?.message;
      setFieldError(messageIssue);
      setFailure(issues.find((i) => i.path[0] === 'lot')?.message ?? null);
      if (messageIssue) textarea.current?.focus();
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    setConfirming(true);
  };

  const question = reach ? `${reachText(lot, reach)} Send the notice now?` : `The notice goes to the guardians of every AED with lot ${lot}. Send it now?`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextAreaField
        label="Message to the guardians"
        hint={`What they must know and do: which part, why, and what to do with it. By email and push, and on their My AEDs page. At most ${MESSAGE_MAX} characters.`}
        ref={textarea}
        rows={5}
        value={message}
        maxLength={MESSAGE_MAX}
        error={fieldError}
        onChange={(event) => setMessage(event.target.value)}
      />
      <FormAlert message={failure} />
      {sent && (
        <SuccessBanner>
          The recall notice for lot {sent.lot} was sent: {counted(sent.aeds, 'AED', 'AEDs')}. It is listed under Recalls sent.
        </SuccessBanner>
      )}
      <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
        Send recall notice
      </button>
      {confirming && (
        <ConfirmDialog
          title="Send the recall notice?"
          message={question}
          confirmLabel="Send recall notice"
          busyLabel="Sending..."
          busy={send.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => send.mutate({ lot, message })}
        />
      )}
    </form>
  );
}
