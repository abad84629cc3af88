import { useId, useState, type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode, type SyntheticEvent } from 'react';
import { impossibleDateMessage, isDateLike } from '../lib/real-dates';
import { TEXT_AREA_MAX, TEXT_INPUT_MAX, takesMaxLength } from '../lib/text-limits';

const controlClass = (error?: string) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 ${error ? 'border-red-600' : 'border-slate-300'}`;

/**
 * Label tied to its control, error tied by aria-describedby so screen readers read it with the
 * field. `control` gets the id and the aria attributes to put on the input.
 */
function LabelledField({ label, error, hint, id, className, control }: { label: string; error?: string; hint?: ReactNode; id?: string; className: string; control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  /** A line under the field that says what to type (read with the field). */
  hint?: ReactNode;
}

/**
 * A labelled input. A date, time or datetime-local field whose typed text is no date (02/30/2026)
 * says 'Enter a real date' beside it as soon as it is typed (the browser reports it as empty);
 * the form's own checks must still refuse it (`impossibleDateMessage`, `withRealDates`). A text
 * field stops at `maxLength` (give the contracts' length), else at a cap a huge paste cannot pass.
 */
export function TextField({ label, error, hint, id, className = '', ...input }: TextFieldProps) {
  const [impossible, setImpossible] = useState<string | null>(null);
  const check = (event: SyntheticEvent<HTMLInputElement>) => setImpossible(impossibleDateMessage(event.currentTarget));
  const shown = error || (impossible ?? undefined);
  const dateChecks = isDateLike(input.type)
    ? {
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          check(event);
          input.onChange?.(event);
        },
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          check(event);
          input.onBlur?.(event);
        },
      }
    : {};
  // A description the caller gives (a notice above the form) is read first, then the hint and the error.
  const describedBy = (aria: { 'aria-describedby'?: string }) => [input['aria-describedby'], aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <LabelledField
      label={label}
      error={shown}
      hint={hint}
      id={id}
      className={className}
      control={(aria) => <input {...aria} className={controlClass(shown)} {...input} aria-describedby={describedBy(aria)} maxLength={input.maxLength ?? (takesMaxLength(input.type) ? TEXT_INPUT_MAX : undefined)} {...dateChecks} />}
    />
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** TextField's rules for a multi-line text. */
export function TextAreaField({ label, error, hint, id, className = '', rows = 4, ...textarea }: TextAreaFieldProps) {
  return <LabelledField label={label} error={error} hint={hint} id={id} className={className} control={(aria) => <textarea {...aria} rows={rows} className={controlClass(error)} {...textarea} maxLength={textarea.maxLength ?? TEXT_AREA_MAX} />} />;
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
}

export function CheckboxField({ label, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex items-center gap-2">
      <input id={inputId} type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-red-700" {...input} />
      <label htmlFor={inputId} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
