import { useEffect, useState } from 'react';
import { createOpenStatusEvaluator, type OpenStatus, type OpenStatusInput } from '../../lib/opening-hours/open-status';

/**
 * Open-now status per AED id (at `at`, an ISO time chosen under "When?", or now), once the
 * opening-hours library has loaded; null until then.
 */
export function useOpenStatuses(aeds: readonly (OpenStatusInput & { id: string })[] | undefined, at?: string): Map<string, OpenStatus> | null {
  const [result, setResult] = useState<{ for: typeof aeds; statuses: Map<string, OpenStatus> } | null>(null);
  useEffect(() => {
    if (!aeds) return;
    let cancelled = false;
    void createOpenStatusEvaluator(at ? new Date(at) : new Date()).then((evaluate) => {
      if (!cancelled) setResult({ for: aeds, statuses: new Map(aeds.map((aed) => [aed.id, evaluate(aed)])) });
    });
    return () => {
      cancelled = true;
    };
  }, [aeds, at]);
  return result && result.for === aeds ? result.statuses : null;
}
