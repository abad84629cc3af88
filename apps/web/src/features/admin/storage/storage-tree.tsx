import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { useFolderContents } from './api/list-folder';
import { storageKeys } from './api/storage-keys';
import { INITIALLY_EXPANDED } from './storage-path';
import { reasonOf, STORAGE_TEXT } from './storage-text';
import { TreeFolder } from './storage-tree-folder';

/**
 * The storage tree (002 §2): each expanded folder is listed on its own, so a large storage is
 * never read whole; it starts open at the seeds' folders, wherever they exist.
 */
export function StorageTree({ current, onOpen }: { current: string; onOpen: (path: string) => void }) {
  const client = useQueryClient();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(INITIALLY_EXPANDED));
  const root = useFolderContents('');
  const toggle = (path: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  let body;
  if (root.isPending) body = <p role="status" className="p-2 text-sm text-slate-600">{STORAGE_TEXT.treeLoading}</p>;
  else if (root.isError)
    body = (
      <div role="alert" className="space-y-1 p-2 text-sm text-slate-700">
        <p>{STORAGE_TEXT.treeLoading}</p>
        <p className="text-red-700">{reasonOf(root.error)}</p>
        <button type="button" className="font-semibold text-red-700 underline" onClick={() => void root.refetch()}>
          {STORAGE_TEXT.treeRetry}
        </button>
      </div>
    );
  else
    body = (
      <ul aria-label="Storage tree">
        <TreeFolder path="" name={STORAGE_TEXT.root} expanded={expanded} onToggle={toggle} current={current} onOpen={onOpen} />
      </ul>
    );

  return (
    <section aria-labelledby="storage-tree-heading" data-testid="storage-tree" className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="storage-tree-heading" className="text-base font-semibold text-slate-900">
          Storage tree
        </h2>
        <button type="button" className={buttonClass('secondary', 'px-3 py-1.5')} onClick={() => void client.invalidateQueries({ queryKey: storageKeys.lists })}>
          Refresh
        </button>
      </div>
      <div className="max-h-96 overflow-auto">{body}</div>
    </section>
  );
}
