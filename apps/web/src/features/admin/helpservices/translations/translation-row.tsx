import type { Localization } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AlertBanner } from '../../../../components/alert-banner';
import { buttonClass } from '../../../../components/button-styles';
import { isStaleSave } from '../../resource/use-stale-save';
import { failureMessage } from '../../resource/resource-messages';
import { getLocalization, useLocalizationMutations } from '../api/save-localization';
import { DANGER_BUTTON, HELP_TEXT, saveLocalizationError } from '../help-messages';
import { LocaleBadge, localeLabel } from './locale-badge';

interface Props {
  localization: Localization;
  onDelete: (localization: Localization) => void;
  deleting: boolean;
}

/**
 * One translation: locale badge, field name, value; Edit turns the value into a field with Save
 * and Cancel (001 §4). A stale save keeps the typed text and offers Reload, then Save again.
 */
export function TranslationRow({ localization: l, onDelete, deleting }: Props) {
  const inputId = useId();
  const client = useQueryClient();
  const { update } = useLocalizationMutations();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(l.fieldValue);
  const [version, setVersion] = useState(l.updatedAt);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<'no' | 'yes' | 'reloaded'>('no');
  const [latest, setLatest] = useState<string | null>(null);

  const start = () => {
    setValue(l.fieldValue);
    setVersion(l.updatedAt);
    setError(null);
    setStale('no');
    setEditing(true);
  };
  const save = () => {
    setError(null);
    if (!value.trim()) return setError(HELP_TEXT.required);
    const body = { entityId: l.entityId, entityType: l.entityType, locale: l.locale, fieldName: l.fieldName, fieldValue: value.trim() };
    update.mutate(
      { id: l.id, body, version },
      {
        onSuccess: () => setEditing(false),
        onError: (e) => {
          if (isStaleSave(e)) setStale('yes');
          setError(isStaleSave(e) ? failureMessage(e, '') : saveLocalizationError(e));
        },
      },
    );
  };
  const reload = async () => {
    const fresh = await getLocalization(l.id);
    setVersion(fresh.updatedAt);
    setLatest(fresh.fieldValue);
    setStale('reloaded');
    setError(null);
    void client.invalidateQueries({ queryKey: ['admin', 'helpservice'] });
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start">
      <div className="flex items-center gap-2 sm:w-44 sm:flex-none">
        <LocaleBadge locale={l.locale} />
        <span className="font-mono text-xs text-slate-600">{l.fieldName}</span>
      </div>
      {editing ? (
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor={inputId} className="sr-only">{`${localeLabel(l.locale)} translation`}</label>
          <input id={inputId} value={value} onChange={(e) => setValue(e.target.value)} maxLength={500} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm" />
          {error && (
            <AlertBanner>
              <p>{error}</p>
              {stale === 'yes' && (
                <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={() => void reload().catch(() => setError('Failed to reload. Please try again.'))}>
                  Reload
                </button>
              )}
            </AlertBanner>
          )}
          {stale === 'reloaded' && latest !== null && (
            <p role="status" className="text-sm text-amber-900">
              The latest saved value is “{latest}”. Your text is still in the field: Save to replace it.
            </p>
          )}
          <div className="flex gap-2">
            <button type="button" className={buttonClass('primary')} onClick={save} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setEditing(false)} disabled={update.isPending}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="min-w-0 flex-1 text-sm break-words text-slate-900">{l.fieldValue}</p>
          <div className="flex gap-2">
            <button type="button" className={buttonClass('secondary')} onClick={start} aria-label={`Edit ${localeLabel(l.locale)} translation`}>
              Edit
            </button>
            <button
              type="button"
              className={DANGER_BUTTON}
              onClick={() => onDelete(l)}
              disabled={deleting}
              aria-label={deleting ? undefined : `Delete ${localeLabel(l.locale)} translation`}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
