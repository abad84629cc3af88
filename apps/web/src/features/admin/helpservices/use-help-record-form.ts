import { helpServiceCreateSchema, helpServiceUpdateSchema } from '@aedatlas/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, fieldErrorsOf } from '../resource/resource-messages';
import type { FormMode, FormValues } from '../resource/resource-types';
import { useStaleSave, type LatestVersion } from '../resource/use-stale-save';
import { HELP_TEXT } from './help-messages';

/** The fields a service and an option share (001 §2): key and English name on create only. */
export interface HelpRecordValues extends FormValues {
  key: string;
  icon: string;
  visible: boolean;
  englishDisplayValue: string;
}

export type HelpRecordPayload = { key: string; icon: string; visible: boolean; englishDisplayValue?: string } | { icon: string; visible: boolean };

export const blankHelpRecord: HelpRecordValues = { key: '', icon: '', visible: true, englishDisplayValue: '' };
export const toHelpRecordValues = (r: { key: string; icon: string; visible: boolean }): HelpRecordValues => ({ ...blankHelpRecord, key: r.key, icon: r.icon, visible: r.visible });

/** What is sent: create has the key and, only when non-blank after trimming, the English name (001 §5); update icon and visible. */
export function helpRecordPayload(values: HelpRecordValues, mode: FormMode): HelpRecordPayload {
  if (mode === 'edit') return { icon: values.icon.trim(), visible: values.visible };
  const english = values.englishDisplayValue.trim();
  return { key: values.key.trim(), icon: values.icon.trim(), visible: values.visible, ...(english ? { englishDisplayValue: english } : {}) };
}

interface Options {
  mode: FormMode;
  initial: HelpRecordValues;
  save: (payload: HelpRecordPayload) => Promise<void>;
  /** The banner of a failed save ('Failed to save help service: ...'). */
  failure: (error: unknown) => string;
  /** Edit: the latest record after a stale save (409): its values, and how to make its version the next one sent. */
  reload?: () => Promise<LatestVersion<HelpRecordValues>>;
  /** A check before the fields' own ('Please select a service'); its message, or null. */
  precheck?: () => string | null;
}

const noReload = () => Promise.reject(new Error('No reload'));

/**
 * The create/edit form of a service or an option: required fields first ('Please fill in all
 * required fields'), then the contracts' rules beside each field, then the server's answer.
 */
export function useHelpRecordForm({ mode, initial, save, failure, reload, precheck }: Options) {
  const form = useForm<HelpRecordValues>({ defaultValues: initial });
  const [banner, setBanner] = useState<string | null>(null);
  const staleSave = useStaleSave(form, reload ?? noReload);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    staleSave.clear();
    form.clearErrors();
    const before = precheck?.();
    if (before) return setBanner(before);
    const missing = [mode === 'create' && !values.key.trim() && 'key', !values.icon.trim() && 'icon'].filter((f): f is string => Boolean(f));
    if (missing.length) {
      missing.forEach((name) => form.setError(name, { message: name === 'key' ? 'Key is required' : 'Icon URL is required' }));
      return setBanner(HELP_TEXT.required);
    }
    const payload = helpRecordPayload(values, mode);
    const checked = (mode === 'create' ? helpServiceCreateSchema : helpServiceUpdateSchema).safeParse(payload);
    if (!checked.success) {
      for (const issue of checked.error.issues) form.setError(String(issue.path[0]), { message: issue.message });
      return;
    }
    try {
      await save(payload);
    } catch (error) {
      if (reload && staleSave.handleSaveError(error)) return setBanner(failureMessage(error, failure(error)));
      Object.entries(fieldErrorsOf(error)).forEach(([name, message]) => form.setError(name, { message }));
      setBanner(failure(error));
    }
  });

  return { form, submit, banner, staleSave };
}
