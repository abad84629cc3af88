import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLeaveGuard } from '../../../components/leave-guard';
import { withRealDates } from '../../../lib/real-dates';
import { fieldErrorsOf } from './resource-messages';
import type { FormValues } from './resource-types';
import { useStaleSave, type LatestVersion } from './use-stale-save';

interface RecordFormOptions {
  initialValues: FormValues;
  /** The contracts' schema the values are parsed with before `save`; none, and they go as typed. */
  schema?: unknown;
  /** Gets the parsed values; throws on failure, and the form keeps what was typed. */
  save: (parsed: FormValues) => Promise<void>;
  /** The banner over the form after a failed save; `stale` when another admin saved first (409). */
  failureText: (error: unknown, stale: boolean) => string;
  /** Edit: the latest record after a stale save, its form values and how to adopt its version. */
  reloadLatest?: () => Promise<LatestVersion<FormValues>>;
}

const noReload = () => Promise.reject(new Error('No reload'));

/**
 * A record's create or edit form: parsed by the schema, guarded against leaving with unsaved typing,
 * and after a failed save the server's field messages beside the fields and its message above them.
 */
export function useRecordForm({ initialValues, schema, save, failureText, reloadLatest }: RecordFormOptions) {
  const [serverError, setServerError] = useState<string | null>(null);
  const methods = useForm<FormValues>({
    defaultValues: initialValues,
    resolver: withRealDates(schema ? (zodResolver(schema as never) as unknown as Resolver<FormValues>) : undefined),
  });
  const { isDirty, isSubmitting } = methods.formState;
  const leave = useLeaveGuard(isDirty && !isSubmitting);
  const staleSave = useStaleSave(methods, reloadLatest ?? noReload);

  const submit = methods.handleSubmit(async (parsed) => {
    setServerError(null);
    staleSave.clear();
    try {
      await save(parsed);
    } catch (error) {
      if (reloadLatest && staleSave.handleSaveError(error)) return setServerError(failureText(error, true));
      Object.entries(fieldErrorsOf(error)).forEach(([name, message]) => methods.setError(name, { message }));
      setServerError(failureText(error, false));
    }
  });

  return { methods, leave, staleSave, serverError, submit };
}
