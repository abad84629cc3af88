import type { Ref } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  error?: string;
  onChange: (value: string) => void;
  ref: Ref<HTMLInputElement>;
}

/** One end of the expiry filter's range: a date input with its label and its error tied to it. */
export function ExpiryDateInput({ id, label, value, min, max, error, onChange, ref }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`h-10 rounded-lg border bg-white px-3 text-sm shadow-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
