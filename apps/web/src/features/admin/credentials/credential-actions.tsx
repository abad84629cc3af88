import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialogInBody } from '../../../components/confirm-dialog-in-body';
import { SessionExpiredError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import type { CredentialNamespace } from './credential-namespace';

/** A row action: a link-like button that does not wrap. */
export const actionLinkClass = 'font-medium hover:underline whitespace-nowrap';

/** Who a row's texts name: `{ name }` of a client, `{ url }` of a webhook. */
type Subject = { name: string } | { url: string };

/** The Details action of a row; its label names the record, as several rows show the same word. */
export function DetailsAction({ namespace, subject, onClick }: { namespace: CredentialNamespace; subject: Subject; onClick: () => void }) {
  const { t } = useTranslation(namespace);
  return (
    <button type="button" className={`${actionLinkClass} text-slate-800`} aria-label={t('details.openFor', subject)} onClick={onClick}>
      {t('details.open')}
    </button>
  );
}

interface RotateAndEndProps<T, S> {
  namespace: CredentialNamespace;
  record: T;
  subject: Subject;
  /** The rotation; its answer, the record with the new secret, goes to `onSecret`. */
  rotate: UseMutationResult<S, Error, T>;
  /** The step that ends the record (revoke, delete) and the key of its texts. */
  end: { key: 'revoke' | 'remove'; mutation: UseMutationResult<unknown, Error, T> };
  onSecret: (rotated: S) => void;
}

/**
 * Rotate secret and the end of a credential, each asked first. The mutations send the version read
 * (If-Match), so a record changed meanwhile is refused; a failure stays in the question, and a
 * lapsed session is left to the sign-in it leads to.
 */
export function RotateAndEndActions<T, S>({ namespace, record, subject, rotate, end, onSecret }: RotateAndEndProps<T, S>) {
  const { t } = useTranslation(namespace);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    setError(null);
  };
  const failed = (fallback: string) => (failure: Error) => {
    if (!(failure instanceof SessionExpiredError)) setError(failureMessage(failure, fallback));
  };
  const confirm = () => {
    if (asking === 'rotate') {
      rotate.mutate(record, {
        onSuccess: (rotated) => {
          close();
          onSecret(rotated);
        },
        onError: failed(t('rotate.failed')),
      });
    } else {
      end.mutation.mutate(record, {
        onSuccess: () => {
          toast.success(t(`${end.key}.done`));
          close();
        },
        onError: failed(t(`${end.key}.failed`)),
      });
    }
  };

  return (
    <>
      <button type="button" className={`${actionLinkClass} text-red-800`} aria-label={t('rotate.actionFor', subject)} onClick={() => setAsking('rotate')}>
        {t('rotate.action')}
      </button>
      <button type="button" className={`${actionLinkClass} text-red-700`} aria-label={t(`${end.key}.actionFor`, subject)} onClick={() => setAsking(end.key)}>
        {t(`${end.key}.action`)}
      </button>
      {asking && (
        <ConfirmDialogInBody
          title={t(`${asking}.title`)}
          message={t(`${asking}.message`, subject)}
          confirmLabel={t(`${asking}.confirm`)}
          busyLabel={t(`${asking}.busy`)}
          cancelLabel={t('create.cancel')}
          busy={rotate.isPending || end.mutation.isPending}
          error={error}
          onCancel={close}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
