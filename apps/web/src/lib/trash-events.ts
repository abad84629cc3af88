/**
 * A console delete whose answer names a trash entry (the x-trash-entry-id header) is reported
 * here by the one fetch wrapper, so every delete screen gets the Undo toast without knowing about
 * it: the admin shell listens (features/admin/trash/trash-undo-toasts.tsx).
 */
type Listener = (entryId: string) => void;
const listeners = new Set<Listener>();

export function onTrashed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportTrashed(entryId: string): void {
  for (const listener of listeners) listener(entryId);
}
