import type { HelpService } from '@aedatlas/contracts';
import { useId } from 'react';
import { ChoiceSearch, needsChoiceSearch, type useChoiceSearch } from '../../../../components/choice-search';
import { HELP_TEXT } from '../help-messages';

interface Props {
  value: string;
  onChange: (serviceId: string) => void;
  services: HelpService[] | undefined;
  failed: boolean;
  disabled: boolean;
  /** The search for services past the first page, how many are listed and how many there are. */
  choice: ReturnType<typeof useChoiceSearch>;
  shown: number;
  total: number;
  fetching: boolean;
}

/** The create page's parent service (001 §2): labelled by service key, preselected from the address. */
export function ParentServiceSelect({ value, onChange, services, failed, disabled, choice, shown, total, fetching }: Props) {
  const id = useId();
  const hintId = useId();
  const searchable = needsChoiceSearch(choice, shown, total);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Parent Service <span aria-hidden="true" className="text-red-700">*</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-required
        aria-describedby={searchable ? hintId : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
      >
        <option value="">Select a service</option>
        {services?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.key}
          </option>
        ))}
      </select>
      {searchable && (
        <div className="mt-2 space-y-1">
          <ChoiceSearch label="Find a service" placeholder="Key or name" noun={{ one: 'service', many: 'services' }} choice={choice} shown={shown} total={total} fetching={fetching} hintId={hintId} />
        </div>
      )}
      {failed && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {HELP_TEXT.loadServiceChoicesFailed}
        </p>
      )}
    </div>
  );
}
