import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delayMs` (search boxes: one request per pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The search text a list sends: typed text after `delayMs` of quiet, an emptied box at once.
 * `pending` is true while typed text waits for its turn ('Searching...').
 */
export function useSearchDelay(typed: string, delayMs: number) {
  const trimmed = typed.trim();
  const debounced = useDebouncedValue(trimmed, delayMs);
  const search = trimmed === '' ? '' : debounced;
  return { search, pending: search !== trimmed };
}
