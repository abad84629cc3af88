import { aedCreateSchema, aedUpdateSchema } from '@aedatlas/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { maxLengthsOf } from '../../../lib/text-limits';
import { RecordFormBody } from '../resource/record-form-body';
import { failureMessage } from '../resource/resource-messages';
import type { FormMode, FormValues } from '../resource/resource-types';
import { useRecordForm } from '../resource/use-record-form';
import type { LatestVersion } from '../resource/use-stale-save';
import { aedFormSections } from './aed-form-sections';
import { MapBesideForm } from './map-beside-form';
import { AedLocationMap } from './aed-location-map';
import { useLocationPick } from './use-location-pick';
import { listAddress } from '../../../lib/list-address';

/** The edit form's schema, with the form's own "remove the cabinet code" box (sent as cabinetCode: null). */
const editSchema = aedUpdateSchema.extend({ removeCabinetCode: aedUpdateSchema.shape.lockedCabinet });

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
  /** Told whether the form holds unsaved typing (the edit page reloads an untouched form after a check). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The AED form beside its map (001 §2 'Create AED', 'Edit AED'); on phones the form stacks
 * under the map. All errors are listed together above the form on submit (001 §5).
 */
export function AedEditor({ mode, title, initialValues, onSubmit, busy, failureFallback, aside, reloadLatest, onDirtyChange }: AedEditorProps) {
  const sections = aedFormSections(mode, { hasCabinetCode: initialValues.hasCabinetCode === true });
  const schema = mode === 'create' ? aedCreateSchema : editSchema;
  const record = useRecordForm({ initialValues, schema, save: onSubmit, failureText: (error) => failureMessage(error, failureFallback), reloadLatest });
  const location = useLocationPick(record.methods, { labelField: 'description', blankLabel: 'New AED Location', pickedAs: 'number' });
  const coordinates = { latitude: location.latitude, longitude: location.longitude };
  const dirty = record.methods.formState.isDirty;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const submitLabel = mode === 'create' ? (busy ? 'Creating...' : 'Create AED') : busy ? 'Updating...' : 'Update';

  return (
    <MapBesideForm
      map={
        <>
          <AedLocationMap {...location} draggable={mode === 'edit'} className="h-72 sm:h-96 lg:h-[28rem]" />
          <p className="text-sm text-slate-600">
            {mode === 'edit' ? 'Click the map or drag the marker to move the AED.' : 'Click the map to set the latitude and longitude.'}
          </p>
          {aside?.(coordinates)}
        </>
      }
    >
      <form noValidate onSubmit={record.submit} aria-label={title} className="min-w-0 space-y-5">
        <RecordFormBody record={record} sections={sections} mode={mode} disabled={busy} maxLengths={maxLengthsOf(schema)} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={listAddress('/admin/aeds')} className={buttonClass('secondary')}>
            Cancel
          </Link>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
      {record.leave.dialog}
    </MapBesideForm>
  );
}
