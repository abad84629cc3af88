import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import type { QuickEdit } from './use-quick-edit';

/** The failed save, with Reload when another admin saved first. */
export function QuickEditFailure({ edit, onReload }: { edit: QuickEdit; onReload: () => void }) {
  if (!edit.error) return null;
  return (
    <AlertBanner>
      <p>{edit.error}</p>
      {edit.stale && (
        <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={onReload}>
          Reload
        </button>
      )}
    </AlertBanner>
  );
}

/** Save and Cancel under an inline edit, both held while the save runs. */
export function QuickEditActions({ edit, busy, onSave }: { edit: QuickEdit; busy: boolean; onSave: () => void }) {
  return (
    <div className="flex gap-2">
      <button type="button" className={buttonClass('primary')} onClick={onSave} disabled={busy}>
        {busy ? 'Saving...' : 'Save'}
      </button>
      <button type="button" className={buttonClass('secondary')} onClick={edit.cancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}
