import { formatBytes, type StorageStats } from '@aedatlas/contracts';
import { formatCount } from '../../../lib/format';
import { useStorageStats } from './api/get-storage-stats';
import { groupFilesByKind } from './storage-kinds';

const NO_STATS: StorageStats = { totalFiles: 0, totalSize: 0, filesByType: {} };

/**
 * The three cards of 002 §2 with the seeds' labels. 'Total Images' is the older screen's name for
 * the count of every stored file, so the card says so underneath; a failed load shows zeros (002 §8).
 */
export function StorageStatCards() {
  const stats = useStorageStats();
  const data = stats.data ?? NO_STATS;
  const kinds = groupFilesByKind(data.filesByType);
  const loading = stats.isPending;
  const cards = [
    { id: 'total-files', label: 'Total Images', value: formatCount(data.totalFiles), hint: 'Files of every type' },
    { id: 'total-size', label: 'Total Size', value: formatBytes(data.totalSize), hint: 'Everything in storage' },
    {
      id: 'image-files',
      label: 'Image Files',
      value: formatCount(kinds.image),
      hint: `Videos ${formatCount(kinds.video)} · Documents ${formatCount(kinds.document)} · Other ${formatCount(kinds.other)}`,
    },
  ];
  return (
    <dl aria-label="Storage statistics" aria-busy={loading || undefined} className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map((card) => (
        <div key={card.id} data-testid={`stat-${card.id}`} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{loading ? '…' : card.value}</dd>
          <dd className="mt-1 text-xs break-words text-slate-600">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
