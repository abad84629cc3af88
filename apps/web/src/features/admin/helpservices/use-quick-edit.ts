import { useState } from 'react';
import { failureMessage } from '../resource/resource-messages';
import { isStaleSave } from '../resource/use-stale-save';
import { HELP_TEXT } from './help-messages';

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * An inline edit of one row that saves with the version it started from: a stale save keeps what was
 * typed, and Reload takes the latest version so the next Save replaces it.
 */
export function useQuickEdit(saveFailure: (error: unknown) => string) {
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const start = (from: string) => {
    setVersion(from);
    setError(null);
    setStale(false);
    setEditing(true);
  };
  /** Sends only when the required text is there ('Please fill in all required fields' otherwise). */
  const save = (filled: boolean, send: (callbacks: SaveCallbacks) => void) => {
    setError(null);
    if (!filled) return setError(HELP_TEXT.required);
    send({
      onSuccess: () => setEditing(false),
      onError: (e) => {
        setStale(isStaleSave(e));
        setError(isStaleSave(e) ? failureMessage(e, '') : saveFailure(e));
      },
    });
  };
  /** Loads the latest record and adopts its version; what it shows of it is the row's. */
  const reload = (load: () => Promise<string>) =>
    void load()
      .then((latest) => {
        setVersion(latest);
        setStale(false);
        setError(null);
      })
      .catch(() => setError('Failed to reload. Please try again.'));

  return { editing, cancel: () => setEditing(false), version, error, stale, start, save, reload };
}

export type QuickEdit = ReturnType<typeof useQuickEdit>;
