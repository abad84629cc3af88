import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import type { useStaleSave } from './use-stale-save';

type StaleSave = ReturnType<typeof useStaleSave>;

/**
 * The banner of a stale save: the server's message with 'Reload'; after the reload, which
 * fields the admin had changed and 'Re-apply my edits'.
 */
export function StaleSaveAlert({ staleSave, message }: { staleSave: StaleSave; message: string }) {
  const { state, editedFields, reloadLatest, reapply, clear } = staleSave;
  if (state === 'idle') return null;
  if (state === 'reloaded') {
    return (
      <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <p>The form now shows the latest version. {editedFields.length ? 'Your edits were set aside.' : ''}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {editedFields.length > 0 && (
            <button type="button" className={buttonClass('primary')} onClick={reapply}>
              Re-apply my edits
            </button>
          )}
          <button type="button" className={buttonClass('secondary')} onClick={clear}>
            {editedFields.length ? 'Discard my edits' : 'Close'}
          </button>
        </div>
      </div>
    );
  }
  return (
    <AlertBanner>
      <p>{message}</p>
      {state === 'reloadFailed' && <p className="mt-1 font-medium">Failed to reload. Please try again.</p>}
      <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={reloadLatest} disabled={state === 'reloading'}>
        {state === 'reloading' ? 'Reloading...' : 'Reload'}
      </button>
    </AlertBanner>
  );
}
