import type { Recall } from '@aedatlas/contracts';
import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { DataTablePrevNext, ListLoadError } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useBackWithinPages, usePageInAddress } from '../../../lib/list-address';
import { useRecalls } from './api/list-recalls';
import { RecallNoticesTable } from './recall-notices-table';
import { counted } from './recall-text';

const PAGE_SIZE = 20;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** One recall sent: its lot, when and by whom, the message, how far it got, and (opened) its notices. */
function RecallCard({ recall }: { recall: Recall }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const noticesId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          Lot {recall.lot}
        </h3>
        <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
          <Figure label="Sent">
            <time dateTime={recall.createdAt}>{formatDateTime(recall.createdAt)}</time>
            {recall.createdBy && <span className="block break-all text-slate-600">by {recall.createdBy}</span>}
          </Figure>
          <Figure label="AEDs">{formatCount(recall.aeds)}</Figure>
          <Figure label="Read by guardians">{counted(recall.acknowledged, 'notice', 'notices')}</Figure>
          <Figure label="Part replaced">
            {formatCount(recall.replaced)} of {counted(recall.aeds, 'AED', 'AEDs')}
          </Figure>
        </dl>
        <p className="break-words whitespace-pre-line text-slate-800">{recall.message}</p>
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-expanded={open}
          aria-controls={noticesId}
          aria-label={`${open ? 'Hide' : 'Show'} who was told: lot ${recall.lot}`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide who was told' : 'Show who was told'}
        </button>
        <div id={noticesId} hidden={!open}>
          {open && <RecallNoticesTable recallId={recall.id} lot={recall.lot} />}
        </div>
      </article>
    </li>
  );
}

/** The recalls sent, newest first, a page at a time (the page in the address as `sent`). */
export function RecallsSent() {
  const [page, setPage] = usePageInAddress('sent');
  const recalls = useRecalls(page, PAGE_SIZE);
  const data = recalls.data;
  const pastTheEnd = useBackWithinPages(page, setPage, recalls.isFetching ? undefined : data?.totalPages);
  if (recalls.isPending || pastTheEnd) return <Spinner label="Loading the recalls..." />;
  if (!data) return <ListLoadError standalone text="Failed to load the recalls sent. Please try again later." onRetry={() => void recalls.refetch()} />;
  if (!data.data.length) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No recall was sent yet.</p>;
  return (
    <>
      <ul className="space-y-4" aria-label="Recalls sent, newest first">
        {data.data.map((recall) => (
          <RecallCard key={recall.id} recall={recall} />
        ))}
      </ul>
      <DataTablePrevNext className="mt-4" label="Pages of recalls" pageIndex={page} pageCount={data.totalPages} fullPage={data.data.length >= PAGE_SIZE} onPageChange={setPage} />
    </>
  );
}
