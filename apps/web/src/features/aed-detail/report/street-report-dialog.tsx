import { STREET_REPORT_MIN_FILL_MS, STREET_REPORT_NOTE_MAX, STREET_REPORT_PHOTO_MAX_BYTES, STREET_REPORT_PHOTO_TYPES, type StreetReportKind } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/http';
import { sendReportPhoto, sendStreetReport } from '../api/send-street-report';

export type ReportMode = 'used' | 'problem';
const PROBLEM_KINDS = ['missing', 'damaged', 'locked', 'wrongPlace', 'other'] as const satisfies readonly StreetReportKind[];

/**
 * 'I used this AED' or 'Report a problem', without an account. The form's open time and a field
 * people never see go with it: the server's abuse guard reads them.
 */
export function StreetReportDialog({ aedId, mode, onClose }: { aedId: string; mode: ReportMode; onClose: () => void }) {
  const { t } = useTranslation('aedDetail');
  const client = useQueryClient();
  const ids = { note: useId(), hint: useId(), kind: useId(), website: useId(), photo: useId(), photoHint: useId(), photoError: useId() };
  // When the form opened: set once after the first render (render itself stays pure).
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  const [kind, setKind] = useState<StreetReportKind | null>(mode === 'used' ? 'used' : null);
  const [note, setNote] = useState('');
  const [website, setWebsite] = useState('');
  const [kindMissing, setKindMissing] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoProgress, setPhotoProgress] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: async (chosen: StreetReportKind) => {
      // A person in a hurry taps Send at once; the report waits out the rest of the guard's
      // minimum (shown as 'Sending...') rather than being refused as a script.
      const early = STREET_REPORT_MIN_FILL_MS - (Date.now() - openedAt.current);
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 50));
      const receipt = await sendStreetReport(aedId, { kind: chosen, note: note.trim() || null, fillMs: Date.now() - openedAt.current, website });
      if (!photo) return { receipt, photo: 'none' as const };
      // The report counts on its own: a photo that fails is said, not a reason to send it again.
      try {
        setPhotoProgress(0);
        await sendReportPhoto(receipt, photo, setPhotoProgress);
        return { receipt, photo: 'sent' as const };
      } catch (failure) {
        return { receipt, photo: 'failed' as const, reason: errorMessageOf((failure as { message?: string }).message, t('report.failed')) };
      } finally {
        setPhotoProgress(null);
      }
    },
    // The page and the map show the new status at once.
    onSuccess: () => client.invalidateQueries({ queryKey: ['aed'] }),
  });

  const choosePhoto = (file: File | null) => {
    setPhoto(null);
    setPhotoError(null);
    if (!file) return;
    if (!(STREET_REPORT_PHOTO_TYPES as readonly string[]).includes(file.type)) setPhotoError(t('report.photoWrongType'));
    else if (file.size > STREET_REPORT_PHOTO_MAX_BYTES) setPhotoError(t('report.photoTooLarge'));
    else setPhoto(file);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (photoError) return;
    if (!kind) {
      setKindMissing(true);
      return;
    }
    send.mutate(kind);
  };
  const status = send.error instanceof ApiError ? send.error.status : 0;
  const error = !send.error ? null : status === 429 ? t('report.tooMany') : status === 409 ? t('report.duplicate') : status === 400 ? t('report.refused') : t('report.failed');

  if (send.isSuccess) {
    return (
      <ModalDialog
        title={mode === 'used' ? t('report.usedTitle') : t('report.problemTitle')}
        onClose={onClose}
        footer={
          <button type="button" data-autofocus className={buttonClass('primary')} onClick={onClose}>
            {t('report.close')}
          </button>
        }
      >
        <p role="status" className="text-base text-slate-800">
          {send.data.receipt.outOfService ? t('report.sentOut') : t('report.sent')}
          {send.data.photo === 'sent' && ` ${t('report.photoSent')}`}
        </p>
        {send.data.photo === 'failed' && (
          <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-900">
            {t('report.photoFailed', { reason: send.data.reason })}
          </p>
        )}
      </ModalDialog>
    );
  }

  const formId = `${ids.note}-form`;
  return (
    <ModalDialog
      title={mode === 'used' ? t('report.usedTitle') : t('report.problemTitle')}
      onClose={onClose}
      size="md"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('report.cancel')}
          </button>
          <button type="submit" form={formId} className={buttonClass('primary')} disabled={send.isPending}>
            {photoProgress !== null ? t('report.sendingPhoto', { percent: Math.round(photoProgress * 100) }) : send.isPending ? t('report.sending') : t('report.send')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {mode === 'used' ? (
          <p className="text-slate-800">{t('report.usedIntro')}</p>
        ) : (
          <fieldset aria-describedby={kindMissing ? ids.kind : undefined}>
            <legend className="mb-2 font-semibold text-slate-900">{t('report.kind')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PROBLEM_KINDS.map((k) => (
                <label key={k} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-red-700 has-[:checked]:bg-red-50">
                  <input
                    type="radio"
                    name="kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      setKind(k);
                      setKindMissing(false);
                    }}
                    className="h-4 w-4 accent-red-700"
                  />
                  <span className="text-slate-900">{t(`report.kinds.${k}`)}</span>
                </label>
              ))}
            </div>
            {kindMissing && (
              <p id={ids.kind} role="alert" className="mt-2 font-medium text-red-700">
                {t('report.kind')}
              </p>
            )}
          </fieldset>
        )}
        <div>
          <label htmlFor={ids.note} className="mb-1 block font-medium text-slate-900">
            {t('report.note')}
          </label>
          <textarea
            id={ids.note}
            value={note}
            maxLength={STREET_REPORT_NOTE_MAX}
            rows={3}
            aria-describedby={ids.hint}
            onChange={(e) => setNote(e.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm"
          />
          <p id={ids.hint} className="mt-1 text-slate-600">
            {t('report.noteHint')}
          </p>
        </div>
        <div>
          <label htmlFor={ids.photo} className="mb-1 block font-medium text-slate-900">
            {t('report.photo')}
          </label>
          <input
            id={ids.photo}
            type="file"
            accept={STREET_REPORT_PHOTO_TYPES.join(',')}
            aria-describedby={photoError ? `${ids.photoHint} ${ids.photoError}` : ids.photoHint}
            aria-invalid={photoError ? true : undefined}
            onChange={(e) => choosePhoto(e.target.files?.[0] ?? null)}
            className="block min-h-11 w-full text-base text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-slate-900"
          />
          <p id={ids.photoHint} className="mt-1 text-slate-600">
            {t('report.photoHint')}
          </p>
          {photoError && (
            <p id={ids.photoError} role="alert" className="mt-1 font-medium text-red-700">
              {photoError}
            </p>
          )}
        </div>
        {/* The abuse guard's honeypot: off screen and out of the Tab order; a person leaves it empty. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={ids.website}>{t('report.website')}</label>
          <input id={ids.website} type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </div>
        <FormAlert message={error} />
      </form>
    </ModalDialog>
  );
}
