import { HELP_CENTER_MAP } from '@aedatlas/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { maxLengthsOf } from '../../../lib/text-limits';
import { MapBesideForm } from '../aeds/map-beside-form';
import { AedLocationMap } from '../aeds/aed-location-map';
import { useLocationPick } from '../aeds/use-location-pick';
import { RecordFormBody } from '../resource/record-form-body';
import { failureMessage } from '../resource/resource-messages';
import type { FormMode, FormValues } from '../resource/resource-types';
import { useRecordForm } from '../resource/use-record-form';
import type { LatestVersion } from '../resource/use-stale-save';
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

/** A stale save's banner is the server's word alone; other failures say the save failed first. */
const saveFailureText = (error: unknown, stale: boolean) => (stale ? failureMessage(error, '') : HELP_CENTER_MESSAGES.saveFailedPrefix + failureMessage(error, 'Please try again.'));

/**
 * The help center form beside its map (001 §2): a click on the map sets latitude and longitude,
 * the marker shows the name. On phones the map stacks above the form.
 */
export function HelpCenterEditor({ mode, title, initialValues, onSubmit, busy, reloadLatest, deleteButton }: HelpCenterEditorProps) {
  const record = useRecordForm({ initialValues, schema: helpCenterFormSchema, save: onSubmit, failureText: saveFailureText, reloadLatest });
  const location = useLocationPick(record.methods, { labelField: 'name', blankLabel: 'New Help Center Location' });

  return (
    <MapBesideForm
      map={
        <>
          <AedLocationMap
            {...location}
            draggable
            view={HELP_CENTER_MAP}
            regionLabel="Map: click to set the help center's latitude and longitude"
            testId="helpcenter-location-map"
            className="h-[400px]"
          />
          <p className="text-sm text-slate-600">Click the map or drag the marker to set the latitude and longitude.</p>
        </>
      }
    >
      <form noValidate onSubmit={record.submit} aria-label={title} className="min-w-0 space-y-5">
        <RecordFormBody record={record} sections={helpCenterFormSections} mode={mode} disabled={busy} maxLengths={maxLengthsOf(helpCenterFormSchema)} />
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
      {record.leave.dialog}
    </MapBesideForm>
  );
}
