import { OPENING_HOURS_MAX, signedInCheckSchema, type AedState, type CheckReceipt, type SignedInCheck, type SignedInCheckValues } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { translateMessage } from '../../../i18n';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { NOT_A_REAL_DATE, withRealDates } from '../../../lib/real-dates';
import { serverFieldErrors } from '../../account/field-errors';

/** What the form shows of the AED it checks: its state and the dates and hours stored now. */
export interface CheckedAed {
  id: string;
  name: string;
  state: AedState;
  electrodeExpiry: string | null;
  childElectrodeExpiry: string | null;
  batteryExpiry: string | null;
  openingHours: string | null;
}

/** The states a check with new pad and battery dates brings back into service (the server's rule). */
export const RESTORABLE_STATES = ['outOfService', 'temporarilyAbsent', 'unknown'] as const;
export const isRestorable = (state: AedState): state is (typeof RESTORABLE_STATES)[number] => (RESTORABLE_STATES as readonly string[]).includes(state);

const DATE_FIELDS = ['electrodeExpiry', 'childElectrodeExpiry', 'batteryExpiry'] as const;
const FIELDS = [...DATE_FIELDS, 'openingHours', 'note'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { electrodeExpiry: '', childElectrodeExpiry: '', batteryExpiry: '', openingHours: '', note: '' };
const NOTE_MAX = 1000;

/** What a check sends: only what was typed. */
export type CheckBody = Partial<Values>;

/** An empty field keeps what is stored (an empty `openingHours` would clear the hours). */
function bodyOf(values: SignedInCheckValues): CheckBody {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as CheckBody;
}

interface AedCheckFormProps {
  aed: CheckedAed;
  /** Sends the check: a guardian's (POST /api/me/aeds/:id/check) or an admin's (POST /api/admin/aed/:id/check). */
  send: (body: SignedInCheck) => Promise<CheckReceipt>;
  onDone: (receipt: CheckReceipt, sent: CheckBody) => void;
  onCancel: () => void;
  /** Told whether something is typed and not sent, for a question before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * "It is here and ready": the pad and battery dates read off the AED, its opening hours and a
 * note. The server's field messages show by their fields, and what was typed stays on an error.
 */
export function AedCheckForm({ aed, send, onDone, onCancel, onDirtyChange }: AedCheckFormProps) {
  const { t } = useTranslation('guardians');
  const [failure, setFailure] = useState<string | null>(null);
  const noticeId = useId();
  // The fields are disabled while the check is on its way.
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<SignedInCheck, unknown, SignedInCheckValues>({
    resolver: withRealDates(zodResolver(signedInCheckSchema) as Resolver<SignedInCheck, unknown, SignedInCheckValues>),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    onDirtyChange?.(isDirty && !sending);
  }, [isDirty, sending, onDirtyChange]);

  const say = (message: string | undefined, field: Field) => {
    if (!message) return undefined;
    // A day that does not exist, or one out of the calendar's range ("Battery expiry must be a date"):
    // the same words in every language, as the field is typed, not only after a send.
    if (message === NOT_A_REAL_DATE || ((DATE_FIELDS as readonly string[]).includes(field) && / must be a date/.test(message))) return t('check.realDate');
    if (field === 'openingHours' && /OpenStreetMap/i.test(message)) return t('check.notOpeningHours');
    return translateMessage(message);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSending(true);
    const body = bodyOf(values);
    try {
      onDone(await send(body), body);
    } catch (error) {
      // The fields come back first, so the first refused one can take the focus.
      flushSync(() => setSending(false));
      if (error instanceof SessionExpiredError) return;
      const fields = Object.entries(serverFieldErrors(error)).filter((entry): entry is [Field, string] => (FIELDS as readonly string[]).includes(entry[0]));
      fields.forEach(([field, message], k) => setError(field, { message }, { shouldFocus: k === 0 }));
      if (error instanceof ApiError && error.status === 403) setFailure(t('check.forbidden'));
      else if (!fields.length) setFailure(t('check.failed'));
    }
  });

  const stored = (value: string | null) => (value ? t('check.stored', { value: formatDate(value) }) : t('check.storedNone'));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('check.title', { name: aed.name })}>
      <p>{t('check.intro')}</p>
      {isRestorable(aed.state) && (
        <p id={noticeId} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950">
          {t(`check.restore.${aed.state}`)}
        </p>
      )}
      <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
        {/* The dialog starts in the first date; a notice of what brings the AED back is read with it. */}
        {DATE_FIELDS.map((field, k) => (
          <TextField
            key={field}
            type="date"
            label={t(`check.${field}`)}
            hint={stored(aed[field])}
            error={say(errors[field]?.message, field)}
            {...(k === 0 ? { 'data-autofocus': true, 'aria-describedby': isRestorable(aed.state) ? noticeId : undefined } : {})}
            {...register(field)}
          />
        ))}
        <TextField
          className="sm:col-span-2"
          label={t('check.openingHours')}
          autoComplete="off"
          spellCheck={false}
          maxLength={OPENING_HOURS_MAX}
          hint={t('check.openingHoursHint', { value: aed.openingHours || t('check.openingHoursNone') })}
          error={say(errors.openingHours?.message, 'openingHours')}
          {...register('openingHours')}
        />
        <TextAreaField className="sm:col-span-2" label={t('check.note')} rows={3} maxLength={NOTE_MAX} error={say(errors.note?.message, 'note')} {...register('note')} />
      </fieldset>
      <FormAlert message={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={sending}>
          {t('check.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('check.sending') : t('check.submit')}
        </button>
      </div>
    </form>
  );
}
