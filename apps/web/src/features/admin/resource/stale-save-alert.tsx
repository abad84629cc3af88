import { useEffect, useId, useRef } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import type { FormFieldDecl } from './resource-types';
import type { StaleDifference, StaleSave, StaleSaveState } from './use-stale-save';

/** What the comparison needs of a field: its label, and how its value reads (a select's option, a checkbox). */
export type ComparedField = Pick<FormFieldDecl, 'name' | 'label' | 'type' | 'options' | 'readOnly'>;

/** The states that put something new in front of the admin: focus goes there, and it scrolls into view. */
const FOCUS_ON: StaleSaveState[] = ['stale', 'compare', 'compareFailed', 'reapplied', 'discarded'];

function shown(value: unknown, field?: ComparedField): string {
  if (field?.type === 'checkbox' || typeof value === 'boolean') return value === true || value === 'true' ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return field?.options?.find((o) => o.value === text)?.label ?? text;
}

/**
 * The declared fields that differ, in the form's order (read-only ones such as timestamps left
 * out), then any other the admin edited; without declarations, every difference.
 */
function visibleDifferences(differences: StaleDifference[], fields?: readonly ComparedField[]) {
  if (!fields) return differences.map((d) => ({ ...d, field: undefined }));
  const declared = fields.filter((f) => !f.readOnly).flatMap((field) => differences.filter((d) => d.name === field.name).map((d) => ({ ...d, field })));
  const known = new Set(fields.map((f) => f.name));
  return [...declared, ...differences.filter((d) => !known.has(d.name) && d.kept === 'yours').map((d) => ({ ...d, field: undefined }))];
}

function Kept({ on }: { on: boolean }) {
  return on ? <span className="ml-1 rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900"> (kept)</span> : null;
}

/**
 * The banner of a stale save, where the admin is: it takes focus and scrolls into view (the Save
 * they pressed may be far below it). The server's message with 'Compare and reapply'; then the
 * saved values beside theirs for each field that differs, 'Reapply my edits' and 'Discard my edits'.
 */
export function StaleSaveAlert({ staleSave, message, fields }: { staleSave: StaleSave; message: string; fields?: readonly ComparedField[] }) {
  const { state, differences, compare, reapply, discard } = staleSave;
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element || !FOCUS_ON.includes(state)) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [state]);

  if (state === 'idle') return null;
  const rows = visibleDifferences(differences, fields);
  return (
    <div ref={box} tabIndex={-1} role="group" aria-label="Save conflict" className="scroll-mt-24 space-y-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-blue-700">
      {state === 'reapplied' || state === 'discarded' ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {state === 'reapplied' ? 'Your edits are on the latest version. Check them and save again.' : 'The form shows the latest version.'}
        </p>
      ) : (
        <AlertBanner>
          <p>{message}</p>
          {state === 'compareFailed' && <p className="mt-1 font-medium">Failed to load the latest version. Please try again.</p>}
          {state !== 'compare' && (
            <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={() => state !== 'comparing' && void compare()} aria-disabled={state === 'comparing' || undefined}>
              {state === 'comparing' ? 'Loading the latest version...' : 'Compare and reapply'}
            </button>
          )}
        </AlertBanner>
      )}
      {state === 'compare' && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p id={listId} className="font-semibold">
            {rows.length ? 'Fields that differ' : 'Nothing in this form differs from the saved version.'}
          </p>
          {rows.length > 0 && (
            <>
              <p className="mt-1">Reapply keeps your edits and takes everything else as saved now.</p>
              <ul aria-labelledby={listId} className="mt-2 divide-y divide-amber-200">
                {rows.map((row) => (
                  <li key={row.name} className="py-2">
                    <p className="font-medium">{row.field?.label ?? row.name}</p>
                    <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
                      <dt className="text-amber-800">Saved now</dt>
                      <dd className="break-words">
                        {shown(row.theirs, row.field)}
                        <Kept on={row.kept === 'theirs'} />
                      </dd>
                      <dt className="text-amber-800">Yours</dt>
                      <dd className="break-words">
                        {shown(row.yours, row.field)}
                        <Kept on={row.kept === 'yours'} />
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={buttonClass('primary')} onClick={reapply}>
              Reapply my edits
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={discard}>
              Discard my edits
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
