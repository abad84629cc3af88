import { isStaleVersionMessage } from '@aedatlas/contracts';
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/http';
import type { FormValues } from './resource-types';

/** A 409 that says the record changed since the form loaded it (not a duplicate value). */
export function isStaleSave(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as { message?: unknown } | null;
  return isStaleVersionMessage(body?.message ?? error.message);
}

/**
 * The record as saved now: its form values, and `adopt`, which makes its version the one the
 * next save sends. Adopted only when the admin takes it (Reapply or Discard), never by comparing:
 * a save made while only comparing must still be refused, or it would undo the other save unseen.
 */
export interface LatestVersion<V> {
  values: V;
  adopt: () => void;
}

export type StaleSaveState = 'idle' | 'stale' | 'comparing' | 'compare' | 'compareFailed' | 'reapplied' | 'discarded';

/** A field whose saved value differs from the form's; `kept` is what Reapply leaves in the form. */
export interface StaleDifference {
  name: string;
  theirs: unknown;
  yours: unknown;
  kept: 'theirs' | 'yours';
}

/** Values compared as the inputs hold them: a blank is '', a number 12 is the text '12'. */
export const sameValue = (a: unknown, b: unknown) => asText(a) === asText(b);
const asText = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''));

/** The names whose value in the form differs from the one it was loaded with: the admin's edits. */
function editedNames(values: Record<string, unknown>, loaded: Record<string, unknown>): string[] {
  return Object.keys({ ...loaded, ...values }).filter((name) => !sameValue(values[name], loaded[name]));
}

/**
 * What a form does when its save was refused as stale (409): the typed values stay in the form.
 * 'Compare and reapply' loads the record as saved now and lists the fields where it differs from
 * the form; 'Reapply my edits' then puts that record (and its version) in the form with the
 * admin's edits on top, ready to save again; 'Discard my edits' takes the record as it is.
 */
export function useStaleSave<V extends FieldValues = FormValues>(form: UseFormReturn<V>, loadLatest: () => Promise<LatestVersion<V>>) {
  const [state, setState] = useState<StaleSaveState>('idle');
  const [differences, setDifferences] = useState<StaleDifference[]>([]);
  const latest = useRef<LatestVersion<V> | null>(null);

  const current = () => form.getValues() as Record<string, unknown>;
  const loaded = () => (form.formState.defaultValues ?? {}) as Record<string, unknown>;

  /** Call with a failed save's error; true when it was a stale save (the caller shows nothing else). */
  const handleSaveError = (error: unknown): boolean => {
    if (!isStaleSave(error)) return false;
    setState('stale');
    return true;
  };

  const compare = async () => {
    setState('comparing');
    try {
      latest.current = await loadLatest();
    } catch {
      return setState('compareFailed');
    }
    const theirs = latest.current.values as Record<string, unknown>;
    const yours = current();
    const edited = new Set(editedNames(yours, loaded()));
    const names = Object.keys({ ...theirs, ...yours }).filter((name) => !sameValue(theirs[name], yours[name]));
    setDifferences(names.map((name) => ({ name, theirs: theirs[name], yours: yours[name], kept: edited.has(name) ? 'yours' : 'theirs' })));
    setState('compare');
  };

  const take = (withEdits: boolean) => {
    const record = latest.current;
    if (!record) return;
    const yours = current();
    const edited = withEdits ? editedNames(yours, loaded()) : [];
    form.reset(record.values);
    record.adopt();
    for (const name of edited) form.setValue(name as never, yours[name] as never, { shouldDirty: true });
    setState(withEdits ? 'reapplied' : 'discarded');
  };

  return {
    state,
    differences,
    handleSaveError,
    compare,
    reapply: () => take(true),
    discard: () => take(false),
    clear: () => setState('idle'),
  };
}

export type StaleSave = ReturnType<typeof useStaleSave>;
