import { AED_LOT_MAX, lotQuerySchema } from '@aedatlas/contracts';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';

/**
 * The lot to look for, as printed on the pads' or battery's package. Sent with the button, not
 * as it is typed: a lot is a whole code, and half of one finds nothing worth listing.
 */
export function LotSearch({ lot, onSearch }: { lot: string; onSearch: (lot: string) => void }) {
  const [text, setText] = useState(lot);
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lotQuerySchema.shape.lot.safeParse(text);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    onSearch(parsed.data);
  };
  return (
    <form role="search" aria-label="AEDs by lot" onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Lot number"
        hint="Electrode, child electrode or battery lot; capitals do not matter."
        className="w-full sm:max-w-sm"
        value={text}
        maxLength={AED_LOT_MAX}
        autoComplete="off"
        spellCheck={false}
        error={problem}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'sm:mt-7')}>
        Find AEDs
      </button>
    </form>
  );
}
