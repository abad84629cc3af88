import { useState } from 'react';
import { toHelpRecordValues, useHelpRecordForm } from './use-help-record-form';

interface HelpRecord {
  key: string;
  icon: string;
  visible: boolean;
  updatedAt: string;
}

interface Options<R extends HelpRecord> {
  record: R;
  /** The banner of a failed save ('Failed to save help service: ...'). */
  failure: (error: unknown) => string;
  /** The record as saved now, past any cache. */
  fetchLatest: () => Promise<R>;
  update: (body: { icon: string; visible: boolean }, version: string) => Promise<R>;
}

/**
 * The edit form of a service or an option. It saves with the version it loaded or reloaded, never a
 * background refetch's, so another admin's save in between is a stale save and not lost.
 */
export function useHelpRecordEdit<R extends HelpRecord>({ record, failure, fetchLatest, update }: Options<R>) {
  const [version, setVersion] = useState(record.updatedAt);
  const [saved, setSaved] = useState(false);
  const state = useHelpRecordForm({
    mode: 'edit',
    initial: toHelpRecordValues(record),
    failure,
    reload: async () => {
      const latest = await fetchLatest();
      return { values: toHelpRecordValues(latest), adopt: () => setVersion(latest.updatedAt) };
    },
    save: async (payload) => {
      setSaved(false);
      const after = await update(payload as { icon: string; visible: boolean }, version);
      setVersion(after.updatedAt);
      state.form.reset(toHelpRecordValues(after));
      setSaved(true);
    },
  });
  // 'Saved' until the next edit.
  return { state, saved: saved && !state.form.formState.isDirty };
}
