import { SEARCH_MAX_LENGTH } from '@aedatlas/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The global search box; the placeholder names what is searched ('Search AEDs...'). */
export function DataTableSearch({ value, placeholder, onChange, clearable = false }: { value: string; placeholder: string; onChange: (value: string) => void; clearable?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {t('table.search')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        // The server refuses longer searches (400): stop typing there rather than show a load failure.
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        className={`block h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 ${clearable ? 'pr-10 [&::-webkit-search-cancel-button]:appearance-none' : 'pr-3'}`}
      />
      {clearable && value && (
        <button
          type="button"
          aria-label={t('table.clearSearch')}
          title={t('table.clearSearch')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="h-4 w-4">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
