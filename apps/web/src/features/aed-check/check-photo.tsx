import { STREET_REPORT_PHOTO_MAX_BYTES, STREET_REPORT_PHOTO_TYPES } from '@aedatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SuccessBanner } from '../../components/success-banner';
import { UploadProgressBar } from '../../components/upload/upload-progress-bar';
import { ApiError } from '../../lib/api-client';
import { compressImage } from '../../lib/upload/compress-image';
import { sendCheckPhoto } from './api/send-check';

/** Still too large after scaling down. */
class TooLarge extends Error {}

/** What the person reads when the photo did not go: the server's refusals in their words. */
function failureKey(error: unknown) {
  const status = error instanceof ApiError ? error.status : 0;
  if (error instanceof TooLarge || status === 413) return 'photo.tooLarge' as const;
  if (status === 415) return 'photo.wrongType' as const;
  // The token is spent or out of time.
  if (status === 403 || status === 409) return 'photo.expired' as const;
  return 'photo.failed' as const;
}

/**
 * One optional photo with the check, sent with the receipt's token. A phone camera's photo is
 * scaled down first (the upload toolkit's compression), so most fit the 5 MB limit.
 */
export function CheckPhoto({ code, token }: { code: string; token: string }) {
  const { t } = useTranslation('checks');
  const ids = { input: useId(), hint: useId(), error: useId(), progress: useId() };
  const [photo, setPhoto] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: async (file: File) => {
      const smaller = await compressImage(file);
      if (smaller.size > STREET_REPORT_PHOTO_MAX_BYTES) throw new TooLarge();
      setProgress(0);
      try {
        return await sendCheckPhoto(code, token, smaller, setProgress);
      } finally {
        setProgress(null);
      }
    },
  });

  const choose = (file: File | null) => {
    setPhoto(null);
    setChoiceError(null);
    send.reset();
    if (!file) return;
    if (!(STREET_REPORT_PHOTO_TYPES as readonly string[]).includes(file.type)) setChoiceError(t('photo.wrongType'));
    else setPhoto(file);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!photo) setChoiceError(choiceError ?? t('photo.choose'));
    else if (!send.isPending) send.mutate(photo);
  };

  if (send.isSuccess) return <SuccessBanner>{t('photo.sent')}</SuccessBanner>;
  const failure = send.isError ? t(failureKey(send.error)) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <label htmlFor={ids.input} className="mb-1 block font-semibold text-slate-900">
          {t('photo.label')}
        </label>
        <input
          id={ids.input}
          type="file"
          accept={STREET_REPORT_PHOTO_TYPES.join(',')}
          aria-describedby={choiceError ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={choiceError ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="block min-h-11 w-full text-base text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-slate-900"
        />
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {t('photo.hint')}
        </p>
        {choiceError && (
          <p id={ids.error} role="alert" className="mt-1 font-medium text-red-700">
            {choiceError}
          </p>
        )}
      </div>
      {progress !== null && (
        <div className="space-y-1">
          <p id={ids.progress} className="text-sm text-slate-700">
            {t('photo.sending', { percent: Math.round(progress * 100) })}
          </p>
          <UploadProgressBar progress={progress} labelledBy={ids.progress} />
        </div>
      )}
      <button type="submit" className={buttonClass('secondary')} disabled={send.isPending}>
        {send.isPending ? t('page.sending') : t('photo.send')}
      </button>
      <FormAlert message={failure} />
    </form>
  );
}
