import { DISPLAY_VALUE_FIELD, HELP_LOCALES, type LocalizationEntityType } from '@aedatlas/contracts';
import { useId, useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../../components/alert-banner';
import { buttonClass } from '../../../../components/button-styles';
import { useLocalizationMutations } from '../api/save-localization';
import { createLocalizationError, HELP_TEXT } from '../help-messages';
import { localeLabel } from './locale-badge';

const input = 'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm';

/** 'Add New Translation' (001 §2): a locale and a non-blank text; the field is always display_value (001 §5). */
export function AddTranslationForm({ entityType, entityId, taken }: { entityType: LocalizationEntityType; entityId: string; taken: string[] }) {
  const id = useId();
  const { create } = useLocalizationMutations();
  const [locale, setLocale] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setAdded(null);
    if (!locale || !value.trim()) return setError(HELP_TEXT.required);
    create.mutate(
      { entityId, entityType, locale, fieldName: DISPLAY_VALUE_FIELD, fieldValue: value.trim() },
      {
        onSuccess: () => {
          setAdded(`${localeLabel(locale)} translation added.`);
          setLocale('');
          setValue('');
        },
        onError: (e) => setError(createLocalizationError(e)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Add New Translation
      </h2>
      {error && <AlertBanner>{error}</AlertBanner>}
      {added && (
        <p role="status" className="text-sm text-green-800">
          {added}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-locale`} className="mb-1 block text-sm font-medium text-slate-800">
            Locale <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <select id={`${id}-locale`} value={locale} onChange={(e) => setLocale(e.target.value)} className={input} aria-required>
            <option value="">Select a language</option>
            {HELP_LOCALES.map((l) => (
              <option key={l} value={l}>
                {`${l} – ${localeLabel(l)}${taken.includes(l) ? ' (translated)' : ''}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-value`} className="mb-1 block text-sm font-medium text-slate-800">
            Translation <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <input id={`${id}-value`} value={value} onChange={(e) => setValue(e.target.value)} maxLength={500} autoComplete="off" className={input} aria-required />
        </div>
      </div>
      <p className="text-xs text-slate-600">
        Field name: <span className="font-mono">{DISPLAY_VALUE_FIELD}</span>
      </p>
      <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
        {create.isPending ? 'Adding...' : 'Add Translation'}
      </button>
    </form>
  );
}
