import { SEARCH_MAX_LENGTH } from '@aedatlas/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIconButton } from './close-icon-button';
import { SearchIcon } from './map-icons';
import { StatusLegend, type NotCheckedToggleProps } from './status-legend';
import { WhenControl } from './when-control';

interface SearchPanelProps extends NotCheckedToggleProps {
  text: string;
  onTextChange: (text: string) => void;
  onClear: () => void;
  onSubmit: () => void;
  onlyAvailable: boolean;
  onOnlyAvailableChange: (value: boolean) => void;
  /** "When?": the chosen Slovenian wall time, null for now. */
  moment: string | null;
  onMomentChange: (moment: string | null) => void;
  /** 'Found N AED(s) matching "text"', a loading note, or nothing. */
  message: string | null;
  /** Shown in the toggle's row on phones only (the language switch, which the header has no room for). */
  phoneExtra?: ReactNode;
}

/** The search overlay (000 §2.9): at most 500 px wide, over the top of the map. */
export function SearchPanel(props: SearchPanelProps) {
  const { t } = useTranslation('map');
  const inputId = useId();
  const legendId = useId();
  // Phones show the colour key and "When?" on demand (the map needs the room); wider screens always.
  const [legendOpen, setLegendOpen] = useState(false);
  const [whenOpen, setWhenOpen] = useState(false);
  const whenId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="pointer-events-auto w-full rounded-xl bg-white/95 p-2 shadow-lg ring-1 ring-slate-900/10 backdrop-blur"
    >
      <div className="relative flex items-center">
        <SearchIcon className="pointer-events-none absolute left-3 h-5 w-5 text-slate-500" />
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={props.text}
          onChange={(event) => props.onTextChange(event.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="aed-search h-12 w-full min-w-0 rounded-lg border border-slate-300 bg-white pl-10 pr-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-600"
        />
        {props.text && (
          <CloseIconButton label={t('search.clear')} onClick={props.onClear} className="absolute right-1" />
        )}
      </div>
      <p role="status" className={`px-1 text-sm font-semibold text-slate-800 ${props.message ? 'mt-2' : 'sr-only'}`}>
        {props.message ?? ''}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 px-1 sm:gap-x-4">
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={props.onlyAvailable}
            onChange={(event) => props.onOnlyAvailableChange(event.target.checked)}
            className="h-5 w-5 accent-green-700"
          />
          {t('search.onlyAvailable')}
        </label>
        <div id={whenId} className={`${whenOpen || props.moment ? 'block' : 'hidden'} w-full sm:block sm:w-auto`}>
          <WhenControl moment={props.moment} onChange={props.onMomentChange} />
        </div>
        {props.phoneExtra && <div className="ml-auto sm:hidden">{props.phoneExtra}</div>}
        {!props.moment && (
          <button
            type="button"
            aria-expanded={whenOpen}
            aria-controls={whenId}
            onClick={() => setWhenOpen((open) => !open)}
            className={`${props.phoneExtra ? '' : 'ml-auto '}min-h-10 rounded-lg px-3 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline sm:hidden`}
          >
            {t('when.label')}
          </button>
        )}
        <button
          type="button"
          aria-expanded={legendOpen}
          aria-controls={legendId}
          onClick={() => setLegendOpen((open) => !open)}
          className={`${props.phoneExtra || !props.moment ? '' : 'ml-auto '}min-h-10 rounded-lg px-3 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline sm:hidden`}
        >
          {t('search.key')}
        </button>
        <div id={legendId} className={`${legendOpen ? 'block' : 'hidden'} w-full pb-1 sm:block sm:w-auto sm:pb-0`}>
          <StatusLegend markNotChecked={props.markNotChecked} onMarkNotCheckedChange={props.onMarkNotCheckedChange} notCheckedInView={props.notCheckedInView} />
        </div>
      </div>
    </form>
  );
}
