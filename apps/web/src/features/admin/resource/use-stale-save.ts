import { isStaleVersionMessage } from '@aedatlas/contracts';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/http';
import type { FormValues } from './resource-types';

/** A 409 that says the record changed since the form loaded it (not a duplicate value). */
export function isStaleSave(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as { message?: unknown } | null;
  return isStaleVersionMessage(body?.message ?? error.message);
}

export type StaleSaveState = 'idle' | 'stale' | 'reloading' | 'reloaded' | 'reloadFailed';

/**
 * What a form does when its save was refused as stale: the typed values stay in the form;
 * 'Reload' loads the latest record into the form (the other admin's changes become visible) and
 * 'Re-apply my edits' puts back the fields this admin had changed, to be checked and saved again.
 * `reload` fetches the latest record, makes its version the one the next save sends, and returns
 * its form values.
 */
export function useStaleSave<V extends FieldValues = FormValues>(form: UseFormReturn<V>, reload: () => Promise<V>) {
  const [state, setState] = useState<StaleSaveState>('idle');
  const [edits, setEdits] = useState<Partial<V>>({});

  /** Call with a failed save's error; true when it was a stale save (the caller shows nothing else). */
  const handleSaveError = (error: unknown): boolean => {
    if (!isStaleSave(error)) return false;
    // The admin's edits: what differs from the values the form was loaded with.
    const values = form.getValues() as Record<string, unknown>;
    const loaded = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    const edited = Object.keys(values).filter((name) => JSON.stringify(values[name] ?? '') !== JSON.stringify(loaded[name] ?? ''));
    setEdits(Object.fromEntries(edited.map((name) => [name, values[name]])) as Partial<V>);
    setState('stale');
    return true;
  };

  const reloadLatest = async () => {
    setState('reloading');
    try {
      form.reset(await reload());
      setState('reloaded');
    } catch {
      setState('reloadFailed');
    }
  };

  const reapply = () => {
    for (const [name, value] of Object.entries(edits)) form.setValue(name as never, value as never, { shouldDirty: true });
    setState('idle');
  };

  return { state, editedFields: Object.keys(edits), handleSaveError, reloadLatest, reapply, clear: () => setState('idle') };
}
