import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import type { CredentialNamespace } from './credential-namespace';

/** A message per field; undefined where the field is fine. */
type FieldErrors = Record<string, string | undefined>;

/** The field messages of a refused create (a 400 with { errors: { field: message } }), when the server sent them. */
function serverFieldErrors(error: Error): Record<string, string> | undefined {
  return error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
}

interface CreateSubmitOptions<B, S, E extends FieldErrors> {
  namespace: CredentialNamespace;
  create: UseMutationResult<S, Error, B>;
  /** The form's own checks, before anything is sent. */
  check: () => E;
  body: () => B;
  /** The server's field messages under the form's field names. */
  fromServer: (fields: Record<string, string>) => E;
  onCreated: (created: S) => void;
}

/**
 * A create form's submit: nothing is sent while the form's own checks fail; a refusal shows the
 * server's field messages beside the fields and its message above them.
 */
export function useCreateSubmit<B, S, E extends FieldErrors>({ namespace, create, check, body, fromServer, onCreated }: CreateSubmitOptions<B, S, E>) {
  const { t } = useTranslation(namespace);
  const [errors, setErrors] = useState<Partial<E>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    const failed = t('create.failed');
    create.mutate(body(), {
      onSuccess: onCreated,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) setErrors(fromServer(fields));
        setFailure(failureMessage(error, failed));
      },
    });
  };
  return { errors, frame: { failure, onSubmit, pending: create.isPending } };
}

interface CreateDialogFrameProps {
  namespace: CredentialNamespace;
  /** The form's id, for the submit button in the footer. */
  formId: string;
  failure: string | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** The dialog's title and submit words when it edits rather than creates; the create texts otherwise. */
  texts?: { title: string; submit: string; busy: string };
  children: ReactNode;
}

/** A create (or edit) dialog around its fields: Cancel and the submit button below, which wait while the save runs. */
export function CreateDialogFrame({ namespace, formId, failure, pending, onSubmit, onCancel, texts, children }: CreateDialogFrameProps) {
  const { t } = useTranslation(namespace);
  const words = texts ?? { title: t('create.title'), submit: t('create.submit'), busy: t('create.busy') };
  return (
    <ModalDialog
      title={words.title}
      size="md"
      onClose={() => !pending && onCancel()}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={pending}>
            {t('create.cancel')}
          </button>
          <button type="submit" form={formId} className={buttonClass('primary')} disabled={pending} aria-busy={pending || undefined}>
            {pending ? words.busy : words.submit}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert message={failure} />
        {children}
      </form>
    </ModalDialog>
  );
}
