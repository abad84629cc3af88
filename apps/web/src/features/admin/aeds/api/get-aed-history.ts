import { useHistoryPages } from '../../audit/api/get-record-history';
import { adminAedKeys } from './admin-aed-keys';

/** GET /api/admin/aed/:id/history: audit entries of the AED and its pictures, newest first. */
export function useAedHistory(id: string) {
  return useHistoryPages(adminAedKeys.history(id), `/api/admin/aed/${encodeURIComponent(id)}/history`);
}
