import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useLeaveGuard } from '../../../components/leave-guard';
import type { FormMode } from '../resource/resource-types';
import { SaveFailureAlert } from '../resource/save-failure-alert';
import { HelpRecordFields } from './help-record-fields';
import type { useHelpRecordForm } from './use-help-record-form';

interface Props {
  title: string;
  mode: FormMode;
  state: ReturnType<typeof useHelpRecordForm>;
  busy: boolean;
  keyLabel: string;
  /** 'Create Service' / 'Creating...', 'Save' / 'Saving...', 'Update'. */
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
  /** Fields above the shared ones (the option's parent service). */
  before?: ReactNode;
  /** Buttons beside Cancel and the submit button (Delete). */
  actions?: ReactNode;
  /** A line under the buttons ('Help service saved.'). */
  status?: ReactNode;
}

/** The card with a service's or an option's form: banner, fields, then Cancel and the submit button. */
export function HelpRecordForm({ title, mode, state, busy, keyLabel, submitLabel, busyLabel, cancelTo, before, actions, status }: Props) {
  const { form, submit, banner, staleSave } = state;
  const leave = useLeaveGuard(form.formState.isDirty && !form.formState.isSubmitting);
  return (
    <form noValidate onSubmit={submit} aria-label={title} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <SaveFailureAlert
        staleSave={staleSave}
        message={banner}
        fields={[{ name: 'key', label: keyLabel, readOnly: mode === 'edit' }, { name: 'icon', label: 'Icon URL' }, { name: 'englishDisplayValue', label: 'English Display Value' }, { name: 'visible', label: 'Visible', type: 'checkbox' }]}
      />
      {before}
      <HelpRecordFields form={form} mode={mode} disabled={busy} keyLabel={keyLabel} />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-end">
        {actions && <div className="flex flex-col gap-3 sm:mr-auto sm:flex-row">{actions}</div>}
        <Link to={cancelTo} className={buttonClass('secondary')}>
          Cancel
        </Link>
        <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      {status}
      {leave.dialog}
    </form>
  );
}
