import { ErrorSummary, ResourceFormSections } from './resource-form-fields';
import type { FormMode, FormSection } from './resource-types';
import { SaveFailureAlert } from './save-failure-alert';
import type { useRecordForm } from './use-record-form';

interface RecordFormBodyProps {
  record: ReturnType<typeof useRecordForm>;
  sections: FormSection[];
  mode: FormMode;
  disabled: boolean;
  /** The contracts' greatest lengths by field name (`maxLengthsOf(schema)`). */
  maxLengths?: Record<string, number>;
  /** 001 §5: every error listed together above the form after a refused submit. */
  errorSummary?: boolean;
}

/** A record form's banner, its error summary and its declared sections. */
export function RecordFormBody({ record, sections, mode, disabled, maxLengths, errorSummary = true }: RecordFormBodyProps) {
  const { methods, staleSave, serverError } = record;
  const { errors, isSubmitted } = methods.formState;
  return (
    <>
      <SaveFailureAlert staleSave={staleSave} message={serverError} fields={sections.flatMap((s) => s.fields)} />
      {errorSummary && isSubmitted && !serverError && <ErrorSummary sections={sections} errors={errors} mode={mode} />}
      <ResourceFormSections sections={sections} mode={mode} register={methods.register} errors={errors} disabled={disabled} maxLengths={maxLengths} />
    </>
  );
}
