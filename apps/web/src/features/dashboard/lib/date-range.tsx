import { FROM_BEFORE_UNTIL } from '@aedatlas/contracts';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useSearchParamsNow } from '../../../lib/search-params-now';
import { TextField } from '../../../components/form-fields';
import { withFilters } from '../../../lib/list-address';

const INPUT = 'YYYY-MM-DDTHH:mm';

export interface DateRangeText {
  from: string;
  until: string;
}

/** Yesterday to now (002 §9), as the pickers show it. */
export function defaultRange(now = dayjs()): DateRangeText {
  return { from: now.subtract(1, 'day').format(INPUT), until: now.format(INPUT) };
}

/**
 * The range in the address (`?from=2026-03-05T14:07&until=...`), yesterday to now when it is not
 * there: a reload or a shared link shows the same range. Both are written when one changes, even
 * emptied, so a cleared field stays cleared; the list goes back to its first page.
 */
export function useDateRangeInAddress(): [DateRangeText, (change: Partial<DateRangeText>) => void] {
  const [address, setAddress] = useSearchParamsNow();
  const [fallback] = useState<DateRangeText>(() => defaultRange());
  const range: DateRangeText = { from: address.get('from') ?? fallback.from, until: address.get('until') ?? fallback.until };
  // A change applies to the address as it is now (useSearchParamsNow), not to the range the page
  // last rendered: both fields changed before the page renders again (a fast hand) both stay.
  const setRange = useCallback(
    (change: Partial<DateRangeText>) =>
      setAddress(
        (current) => {
          const changed = withFilters(current, {});
          changed.set('from', change.from ?? current.get('from') ?? fallback.from);
          changed.set('until', change.until ?? current.get('until') ?? fallback.until);
          return changed;
        },
        { replace: true },
      ),
    [setAddress, fallback],
  );
  return [range, setRange];
}

/** A datetime-local value ('2026-03-05T14:07', the admin's own time zone), or null. */
function localDateTime(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const date = dayjs(text);
  return date.isValid() && date.format(INPUT) === text.slice(0, 16) ? date : null;
}

/**
 * The range as milliseconds, or the reason there is none (002 §5: both valid dates and from
 * before until, otherwise no request is made).
 */
export function parseRange({ from, until }: DateRangeText): { fromTime: number; toTime: number } | { error: string } {
  const a = localDateTime(from);
  const b = localDateTime(until);
  if (!a) return { error: 'Enter a valid from date' };
  if (!b) return { error: 'Enter a valid until date' };
  if (!a.isBefore(b)) return { error: FROM_BEFORE_UNTIL };
  // The pickers show minutes: 'until 14:07' takes in all of that minute.
  return { fromTime: a.valueOf(), toTime: b.valueOf() + 59_999 };
}

/** From and until pickers side by side (stacked on a phone), with the range's error under them. */
export function DateRangeFields({ value, onChange, error }: { value: DateRangeText; onChange: (change: Partial<DateRangeText>) => void; error?: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="From" type="datetime-local" value={value.from} onChange={(e) => onChange({ from: e.target.value })} error={error} />
      <TextField label="Until" type="datetime-local" value={value.until} onChange={(e) => onChange({ until: e.target.value })} />
    </div>
  );
}
