import { aedCreateSchema, aedUpdateSchema } from '@aedatlas/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { useLeaveGuard } from '../../../components/leave-guard';
import { withRealDates } from '../../../lib/real-dates';
import { maxLengthsOf } from '../../../lib/text-limits';
import { ErrorSummary, ResourceFormSections } from '../resource/resource-form-fields';
import { failureMessage, fieldErrorsOf } from '../resource/resource-messages';
import type { FormMode, FormValues } from '../resource/resource-types';
import { StaleSaveAlert } from '../resource/stale-save-alert';
import { useStaleSave, type LatestVersion } from '../resource/use-stale-save';
import { aedFormSections } from './aed-form-sections';
import { AedLocationMap } from './aed-location-map';
import { listAddress } from '../../../lib/list-address';

interface AedEditorProps {
  mode: FormMode;
  title: string;
  initialValues: FormValues;
  /** Gets the schema's parsed values; throws on failure (the form stays as it is). */
  onSubmit: (parsed: FormValues) => Promise<void>;
  busy: boolean;
  /** 'Failed to create AED' / 'Failed to update AED' when neither the server nor the error says more. */
  failureFallback: string;
  /** Under the map: coordinates, 'Manage Pictures', 'Delete AED' on the edit page. */
  aside?: (coordinates: { latitude: number | null; longitude: number | null }) => ReactNode;
  /** Edit: loads the latest AED after a stale save (409): its form values, and how to adopt its version. */
  reloadLatest?: () => Promise<LatestVersion<FormValues>>;
}

const noReload = () => Promise.reject(new Error('No reload'));

const numberOrNull = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The AED form beside its map (001 §2 'Create AED', 'Edit AED'); on phones the form stacks
 * under the map. All errors are listed together above the form on submit (001 §5).
 */
export function AedEditor({ mode, title, initialValues, onSubmit, busy, failureFallback, aside, reloadLatest }: AedEditorProps) {
  const sections = aedFormSections(mode);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = mode === 'create' ? aedCreateSchema : aedUpdateSchema;
  const methods = useForm<FormValues>({ defaultValues: initialValues, resolver: withRealDates(zodResolver(schema as never) as unknown as Resolver<FormValues>) });
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
  const [latitude, longitude, description] = useWatch({ control, name: ['latitude', 'longitude', 'description'] });
  const coordinates = { latitude: numberOrNull(latitude), longitude: numberOrNull(longitude) };

  const pick = (lat: number, lng: number) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('longitude', lng, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const submit = handleSubmit(async (parsed) => {
    setServerError(null);
    staleSave.clear();
    try {
      await onSubmit(parsed);
    } catch (error) {
      if (reloadLatest && staleSave.handleSaveError(error)) return setServerError(failureMessage(error, failureFallback));
      Object.entries(fieldErrorsOf(error)).forEach(([name, message]) => setError(name, { message }));
      setServerError(failureMessage(error, failureFallback));
    }
  });

  const label = typeof description === 'string' && description.trim() ? description.trim() : 'New AED Location';
  const submitLabel = mode === 'create' ? (busy ? 'Creating...' : 'Create AED') : busy ? 'Updating...' : 'Update';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="space-y-3 lg:sticky lg:top-20">
        <AedLocationMap latitude={coordinates.latitude} longitude={coordinates.longitude} label={label} onPick={pick} draggable={mode === 'edit'} className="h-72 sm:h-96 lg:h-[28rem]" />
        <p className="text-sm text-slate-600">
          {mode === 'edit' ? 'Click the map or drag the marker to move the AED.' : 'Click the map to set the latitude and longitude.'}
        </p>
        {aside?.(coordinates)}
      </div>
      <form noValidate onSubmit={submit} aria-label={title} className="min-w-0 space-y-5">
        {staleSave.state !== 'idle' ? <StaleSaveAlert staleSave={staleSave} message={serverError ?? ''} fields={sections.flatMap((s) => s.fields)} /> : serverError && <AlertBanner>{serverError}</AlertBanner>}
        {isSubmitted && !serverError && <ErrorSummary sections={sections} errors={errors} mode={mode} />}
        <ResourceFormSections sections={sections} mode={mode} register={register} errors={errors} disabled={busy} maxLengths={maxLengthsOf(schema)} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={listAddress('/admin/aeds')} className={buttonClass('secondary')}>
            Cancel
          </Link>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
      {leave.dialog}
    </div>
  );
}
