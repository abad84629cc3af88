import { CALL_REFERENCE_MAX, CALL_REFERENCE_PATTERN } from '@aedatlas/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { ApiError, serverWordsOf } from '../../lib/http';
import { useRevealCabinetCode } from './api/reveal-cabinet-code';
import { possiblyInUseUntilTime } from '../../lib/possibly-in-use';

type RefusalKey = 'reveal.failed' | 'reveal.forbidden' | 'reveal.noCode' | 'reveal.tooMany';

/** Why a reveal was refused, in words a dispatcher acts on. */
function refusal(error: unknown, t: (key: RefusalKey) => string): string {
  if (!(error instanceof ApiError)) return t('reveal.failed');
  if (error.status === 401 || error.status === 403) return t('reveal.forbidden');
  if (error.status === 404) return t('reveal.noCode');
  if (error.status === 429) return t('reveal.tooMany');
  if (error.status === 400 || error.status === 409) return serverWordsOf(error, t('reveal.failed'));
  return t('reveal.failed');
}

/**
 * Asks for the call the code is for, then shows the code in large type. The code lives in this
 * dialog's state alone: closed, it is gone from the page.
 */
export function RevealCodeDialog({ aedId, aedName, onClose }: { aedId: string; aedName: string; onClose: () => void }) {
  const { t } = useTranslation('dispatch');
  const reveal = useRevealCabinetCode(aedId);
  const [callReference, setCallReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const revealed = reveal.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = callReference.trim();
    const problem = !value ? t('reveal.callRequired') : value.length > CALL_REFERENCE_MAX || !CALL_REFERENCE_PATTERN.test(value) ? t('reveal.callInvalid') : undefined;
    setError(problem);
    if (!problem) reveal.mutate(value);
  };

  const until = revealed ? possiblyInUseUntilTime(revealed.possiblyInUseUntil) : null;
  return (
    <ModalDialog
      title={t('reveal.title', { name: aedName })}
      size="md"
      onClose={onClose}
      footer={
        revealed ? (
          <button type="button" className={buttonClass('primary')} onClick={onClose}>
            {t('reveal.done')}
          </button>
        ) : (
          <>
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              {t('reveal.cancel')}
            </button>
            <button type="submit" form={formId} className={buttonClass('primary')} disabled={reveal.isPending} aria-busy={reveal.isPending || undefined}>
              {reveal.isPending ? t('reveal.busy') : t('reveal.submit')}
            </button>
          </>
        )
      }
    >
      {revealed ? (
        <div className="space-y-3">
          <p className="text-slate-700">{t('reveal.codeIs')}</p>
          <output aria-label={t('reveal.codeLabel')} className="block rounded-xl border-2 border-slate-800 bg-slate-50 px-4 py-3 text-center font-mono text-5xl font-bold tracking-[0.3em] text-slate-900 select-all">
            {revealed.code}
          </output>
          {until && <p className="text-slate-700">{t('reveal.markedUntil', { time: until })}</p>}
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="space-y-4">
          <FormAlert message={reveal.isError ? refusal(reveal.error, (key) => t(key)) : null} />
          <p className="text-slate-700">{t('reveal.explain')}</p>
          <TextField
            label={t('reveal.callReference')}
            hint={t('reveal.callHint')}
            value={callReference}
            onChange={(e) => setCallReference(e.target.value)}
            error={error}
            maxLength={CALL_REFERENCE_MAX}
            autoComplete="off"
            required
            data-autofocus
            className="text-lg"
          />
        </form>
      )}
    </ModalDialog>
  );
}
