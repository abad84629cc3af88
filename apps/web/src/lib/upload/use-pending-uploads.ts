import { useEffect, useState, useSyncExternalStore } from 'react';
import { pendingFileIds } from './pending-file-store';
import { readPendingUploads, subscribeToPendingUploads, type PendingUpload } from './pending-uploads';

const none: PendingUpload[] = [];

/**
 * The pending-upload queue, live, optionally of one entity, and which entries still have their
 * bytes in this browser (the others need the file chosen again).
 */
export function usePendingUploads(filter?: { entityType: string; entityId: string }) {
  const all = useSyncExternalStore(subscribeToPendingUploads, readPendingUploads, () => none);
  const entries = filter ? all.filter((e) => e.entityType === filter.entityType && e.entityId === filter.entityId) : all;
  const [withBytes, setWithBytes] = useState<Set<string> | null>(null);
  useEffect(() => {
    let live = true;
    void pendingFileIds().then((ids) => live && setWithBytes(ids));
    return () => {
      live = false;
    };
  }, [all]);
  return { entries, hasBytes: (id: string) => withBytes?.has(id) ?? false, checked: withBytes !== null };
}
