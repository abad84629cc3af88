import type { Localization } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { getLocalization, useLocalizationMutations } from '../api/save-localization';
import { DANGER_BUTTON, saveLocalizationError } from '../help-messages';
import { QuickEditActions, QuickEditFailure } from '../quick-edit-parts';
import { useQuickEdit } from '../use-quick-edit';
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
  const edit = useQuickEdit(saveLocalizationError);
  const [value, setValue] = useState(l.fieldValue);
  const [latest, setLatest] = useState<string | null>(null);

  const start = () => {
    setValue(l.fieldValue);
    setLatest(null);
    edit.start(l.updatedAt);
  };
  const save = () => {
    const body = { entityId: l.entityId, entityType: l.entityType, locale: l.locale, fieldName: l.fieldName, fieldValue: value.trim() };
    edit.save(Boolean(value.trim()), (callbacks) => update.mutate({ id: l.id, body, version: edit.version! }, callbacks));
  };
  const reload = () =>
    edit.reload(async () => {
      const fresh = await getLocalization(l.id);
      setLatest(fresh.fieldValue);
      void client.invalidateQueries({ queryKey: ['admin', 'helpservice'] });
      return fresh.updatedAt;
    });

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start">
      <div className="flex items-center gap-2 sm:w-44 sm:flex-none">
        <LocaleBadge locale={l.locale} />
        <span className="font-mono text-xs text-slate-600">{l.fieldName}</span>
      </div>
      {edit.editing ? (
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor={inputId} className="sr-only">{`${localeLabel(l.locale)} translation`}</label>
          <input id={inputId} value={value} onChange={(e) => setValue(e.target.value)} maxLength={500} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm" />
          <QuickEditFailure edit={edit} onReload={reload} />
          {!edit.stale && latest !== null && (
            <p role="status" className="text-sm text-amber-900">
              The latest saved value is “{latest}”. Your text is still in the field: Save to replace it.
            </p>
          )}
          <QuickEditActions edit={edit} busy={update.isPending} onSave={save} />
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
