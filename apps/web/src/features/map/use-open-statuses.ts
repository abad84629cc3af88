import { useEffect, useState } from 'react';
import { createOpenStatusEvaluator, type OpenStatus, type OpenStatusInput } from '../../lib/opening-hours/open-status';

/** Open-now status per AED id, once the opening-hours library has loaded; null until then. */
export function useOpenStatuses(aeds: readonly (OpenStatusInput & { id: string })[] | undefined): Map<string, OpenStatus> | null {
  const [result, setResult] = useState<{ for: typeof aeds; statuses: Map<string, OpenStatus> } | null>(null);
  useEffect(() => {
    if (!aeds) return;
    let cancelled = false;
    void createOpenStatusEvaluator().then((evaluate) => {
      if (!cancelled) setResult({ for: aeds, statuses: new Map(aeds.map((aed) => [aed.id, evaluate(aed)])) });
    });
    return () => {
      cancelled = true;
    };
  }, [aeds]);
  return result && result.for === aeds ? result.statuses : null;
}
