import { HELP_CENTER_MAP } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { useLeaveGuard } from '../../../components/leave-guard';
import { withRealDates } from '../../../lib/real-dates';
import { maxLengthsOf } from '../../../lib/text-limits';
import { AedLocationMap } from '../aeds/aed-location-map';
import { ErrorSummary, ResourceFormSections } from '../resource/resource-form-fields';
import { failureMessage, fieldErrorsOf } from '../resource/resource-messages';
import type { FormMode, FormValues } from '../resource/resource-types';
import { StaleSaveAlert } from '../resource/stale-save-alert';
import { useStaleSave, type LatestVersion } from '../resource/use-stale-save';
import { helpCenterFormSchema } from './helpcenter-form-values';
import { helpCenterFormSections } from './helpcenter-form-sections';
import { HELP_CENTER_MESSAGES } from './helpcenter-messages';

interface HelpCenterEditorProps {
  mode: FormMode;
  title: string;
  initialValues: FormValues;
  /** Gets the parsed values (the API's body); throws on failure, and the form keeps what was typed. */
  onSubmit: (parsed: FormValues) => Promise<void>;
  busy: boolean;
  /** Edit: loads the latest record after a stale save (409): its form values, and how to adopt its version. */
  reloadLatest?: () => Promise<LatestVersion<FormValues>>;
  /** Edit: the Delete button (with its confirmation). */
  deleteButton?: ReactNode;
}

const noReload = () => Promise.reject(new Error('No reload'));

const numberOrNull = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The help center form beside its map (001 §2): a click on the map sets latitude and longitude,
 * the marker shows the name. On phones the map stacks above the form.
 */
export function HelpCenterEditor({ mode, title, initialValues, onSubmit, busy, reloadLatest, deleteButton }: HelpCenterEditorProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const methods = useForm<FormValues>({ defaultValues: initialValues, resolver: withRealDates(zodResolver(helpCenterFormSchema as never) as unknown as Resolver<FormValues>) });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted, isDirty, isSubmitting },
  } = methods;
  const leave = useLeaveGuard(isDirty && !isSubmitting);
  const staleSave = useStaleSave(methods, reloadLatest ?? noReload);
  const [latitude, longitude, name] = useWatch({ control, name: ['latitude', 'longitude', 'name'] });

  const pick = (lat: number, lng: number) => {
    // Text, as the number inputs hold it: the form's values stay one type.
    setValue('latitude', String(lat), { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('longitude', String(lng), { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const submit = handleSubmit(async (parsed) => {
    setServerError(null);
    staleSave.clear();
    try {
      await onSubmit(parsed);
    } catch (error) {
      if (reloadLatest && staleSave.handleSaveError(error)) return setServerError(failureMessage(error, ''));
      Object.entries(fieldErrorsOf(error)).forEach(([field, message]) => setError(field, { message }));
      setServerError(HELP_CENTER_MESSAGES.saveFailedPrefix + failureMessage(error, 'Please try again.'));
    }
  });

  const label = typeof name === 'string' && name.trim() ? name.trim() : 'New Help Center Location';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="space-y-3 lg:sticky lg:top-20">
        <AedLocationMap
          latitude={numberOrNull(latitude)}
          longitude={numberOrNull(longitude)}
          label={label}
          onPick={pick}
          draggable
          view={HELP_CENTER_MAP}
          regionLabel="Map: click to set the help center's latitude and longitude"
          testId="helpcenter-location-map"
          className="h-[400px]"
        />
        <p className="text-sm text-slate-600">Click the map or drag the marker to set the latitude and longitude.</p>
      </div>
      <form noValidate onSubmit={submit} aria-label={title} className="min-w-0 space-y-5">
        {staleSave.state !== 'idle' ? <StaleSaveAlert staleSave={staleSave} message={serverError ?? ''} fields={helpCenterFormSections.flatMap((s) => s.fields)} /> : serverError && <AlertBanner>{serverError}</AlertBanner>}
        {isSubmitted && !serverError && <ErrorSummary sections={helpCenterFormSections} errors={errors} mode={mode} />}
        <ResourceFormSections sections={helpCenterFormSections} mode={mode} register={register} errors={errors} disabled={busy} maxLengths={maxLengthsOf(helpCenterFormSchema)} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {deleteButton && <div className="sm:mr-auto">{deleteButton}</div>}
          <Link to="/admin/helpcenters" className={buttonClass('secondary', deleteButton ? '' : 'sm:ml-auto')}>
            Cancel
          </Link>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'Saving...' : mode === 'create' ? 'Create' : 'Update'}
          </button>
        </div>
      </form>
      {leave.dialog}
    </div>
  );
}
