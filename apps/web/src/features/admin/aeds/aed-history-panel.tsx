import { HistoryPanel } from '../audit/record-history-panel';
import { useAedHistory } from './api/get-aed-history';

/** Who changed the AED, when, and what: newest first (GET admin/aed/:id/history, pictures included). */
export function AedHistoryPanel({ aedId }: { aedId: string }) {
  return <HistoryPanel history={useAedHistory(aedId)} headingId="aed-history" />;
}
