import { useState } from 'react';
import { useSearchDelay } from '../lib/use-debounced-value';
import { formatCount } from '../lib/format';

/** The look of a filter's select or search box (the audit log's filters share it). */
export const filterFieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-red-600 focus:ring-2 focus:ring-red-600/30 focus:outline-none';

/** What a select loaded from a server list searches: the typed text, and the text sent once typing pauses. */
export function useChoiceSearch(delayMs = 300) {
  const [typed, setTyped] = useState('');
  const { search, pending } = useSearchDelay(typed, delayMs);
  return { typed, setTyped, search, pending };
}

interface ChoiceSearchProps {
  /** 'Find an admin' */
  label: string;
  placeholder: string;
  /** { one: 'admin', many: 'admins' } */
  noun: { one: string; many: string };
  choice: ReturnType<typeof useChoiceSearch>;
  /** Choices the select lists, and how many the server has for the search. */
  shown: number;
  total: number;
  fetching: boolean;
  /** The id of the line that says how many are listed: the select points at it too (aria-describedby). */
  hintId: string;
}

/** A select's choices come from a server list: when there are more than one answer holds (or a search is typed), the box finds the others. */
export const needsChoiceSearch = (choice: ReturnType<typeof useChoiceSearch>, shown: number, total: number) => choice.typed !== '' || total > shown;

/**
 * The search box under a select whose choices are a page of a server list, with a line saying how
 * many are listed: a select never drops choices without saying so.
 */
export function ChoiceSearch({ label, placeholder, noun, choice, shown, total, fetching, hintId }: ChoiceSearchProps) {
  const { many } = noun;
  const hint =
    choice.pending || fetching
      ? 'Searching...'
      : choice.search
        ? total === 0
          ? `No ${noun.one} matches the search.`
          : `${formatCount(total)} ${total === 1 ? `${noun.one} matches` : `${many} match`}${total > shown ? `; the first ${formatCount(shown)} are listed` : ''}.`
        : `${formatCount(shown)} of ${formatCount(total)} ${many} are listed; search to find the others.`;
  return (
    <>
      <label className="block text-sm font-medium text-slate-700">
        {label}
        <input
          type="search"
          className={filterFieldClass}
          value={choice.typed}
          onChange={(event) => choice.setTyped(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
        />
      </label>
      <p id={hintId} className="text-xs text-slate-600" aria-live="polite">
        {hint}
      </p>
    </>
  );
}
