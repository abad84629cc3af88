import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TEXT_AREA_MAX, TEXT_INPUT_MAX, takesMaxLength } from '../../../lib/text-limits';
import type { FormFieldDecl, FormMode, FormSection, FormValues } from './resource-types';

const inputClass = (error?: string, readOnly?: boolean) =>
  `block w-full rounded-lg border px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ${
    error ? 'border-red-600' : 'border-slate-300'
  } ${readOnly ? 'bg-slate-100 text-slate-600' : 'bg-white'}`;

interface FieldProps {
  field: FormFieldDecl;
  register: UseFormRegister<FormValues>;
  error?: string;
  disabled?: boolean;
  /** The contracts' greatest length for this field (`maxLengthsOf(schema)`); text fields have a cap either way. */
  maxLength?: number;
}

/** One declared field: label, input of the declared type, and its hint and error tied by aria-describedby. */
export function ResourceField({ field, register, error, disabled, maxLength }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const type = field.type ?? 'text';
  const describedBy = [field.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
  const hintText = field.hint && (
    <p id={hintId} className="mt-1 text-xs text-slate-600">
      {field.hint}
    </p>
  );
  const errorText = error && (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );

  if (type === 'checkbox') {
    return (
      <div className="flex items-center gap-2 py-1">
        <input id={id} type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-red-700" disabled={disabled || field.readOnly} {...aria} {...register(field.name)} />
        <label htmlFor={id} className="text-sm text-slate-800">
          {field.label}
        </label>
        {hintText}
        {errorText}
      </div>
    );
  }

  const label = (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
      {field.label}
      {field.required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
  const common = { id, placeholder: field.placeholder, readOnly: field.readOnly, disabled, autoComplete: field.autoComplete, 'aria-required': field.required || undefined, ...aria, ...register(field.name) };
  let control;
  if (type === 'textarea') control = <textarea rows={field.rows ?? 4} maxLength={maxLength ?? TEXT_AREA_MAX} className={inputClass(error, field.readOnly)} {...common} />;
  else if (type === 'select')
    control = (
      <select className={inputClass(error, field.readOnly)} {...common}>
        {field.blankOption !== undefined && <option value="">{field.blankOption}</option>}
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  else
    control = (
      <input
        type={type}
        step={field.step ?? (type === 'number' ? 'any' : undefined)}
        maxLength={takesMaxLength(type) ? (maxLength ?? TEXT_INPUT_MAX) : undefined}
        className={inputClass(error, field.readOnly)}
        {...common}
      />
    );

  return (
    <div className={field.wide || type === 'textarea' ? 'sm:col-span-2' : ''}>
      {label}
      {control}
      {hintText}
      {errorText}
    </div>
  );
}

/** The declared sections as fieldsets with a legend each; two columns from small screens up. */
export function ResourceFormSections({
  sections,
  mode,
  register,
  errors,
  disabled,
  maxLengths,
}: {
  sections: FormSection[];
  mode: FormMode;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  disabled?: boolean;
  /** The contracts' greatest lengths by field name (`maxLengthsOf(schema)`). */
  maxLengths?: Record<string, number>;
}) {
  return (
    <>
      {sections.map((section) => {
        const fields = section.fields.filter((f) => !f.only || f.only === mode);
        if (!fields.length) return null;
        const allChecks = fields.every((f) => f.type === 'checkbox');
        return (
          <fieldset key={section.title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <legend className="px-1 text-base font-semibold text-slate-900">{section.title}</legend>
            <div className={`grid gap-4 ${allChecks ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'}`}>
              {fields.map((field) => (
                <ResourceField key={field.name} field={field} register={register} error={errors[field.name]?.message as string | undefined} disabled={disabled} maxLength={maxLengths?.[field.name]} />
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

/** 001 §5 'all errors listed together': every message, in the form's order, above the form. */
export function ErrorSummary({ sections, errors, mode }: { sections: FormSection[]; errors: FieldErrors<FormValues>; mode: FormMode }) {
  const fields = sections.flatMap((s) => s.fields).filter((f) => !f.only || f.only === mode);
  const known = new Set(fields.map((f) => f.name));
  const messages = [
    ...fields.map((f) => errors[f.name]?.message),
    ...Object.entries(errors)
      .filter(([name]) => !known.has(name) && name !== 'root')
      .map(([, e]) => e?.message),
  ].filter((m): m is string => typeof m === 'string' && m.length > 0);
  if (!messages.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold">Please correct the following:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
