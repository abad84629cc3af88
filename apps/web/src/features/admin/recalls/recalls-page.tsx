import { useCallback } from 'react';
import { TitledPage } from '../../../components/titled-page';
import { withFilters } from '../../../lib/list-address';
import { useSearchParamsNow } from '../../../lib/search-params-now';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useLotReach } from './api/list-lot-aeds';
import { LotAedsTable, reachText } from './lot-aeds-table';
import { LotSearch } from './lot-search';
import { RecallsSent } from './recalls-sent';
import { SendRecallForm } from './send-recall-form';

const h2 = 'text-xl font-semibold text-slate-900';
const panel = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** The AEDs with the lot, whom a recall reaches, and the notice to send them. */
function LotResults({ lot }: { lot: string }) {
  const reach = useLotReach(lot);
  const found = (reach.data?.aeds ?? 0) > 0;
  return (
    <>
      <section aria-labelledby="lot-aeds-heading" className="space-y-3">
        <h2 id="lot-aeds-heading" className={`${h2} break-words`}>
          All AEDs with lot {lot}
        </h2>
        {reach.data && reach.data.aeds > 0 && (
          <p className="text-slate-700" aria-live="polite">
            {reachText(lot, reach.data)}
          </p>
        )}
        <LotAedsTable lot={lot} />
      </section>
      {found && (
        <section aria-labelledby="send-recall-heading" className={panel}>
          <h2 id="send-recall-heading" className={h2}>
            Send recall notice
          </h2>
          <SendRecallForm key={lot} lot={lot} reach={reach.data} />
        </section>
      )}
    </>
  );
}

/**
 * /admin/recalls: a maker recalls a lot of pads or batteries. Find every AED with the lot (the lot
 * is in the address, `?lot=`), send its guardians the notice, and follow who read it and who
 * replaced the part.
 */
export default function RecallsPage() {
  useAdminPageTitle('Recalls');
  const [params, setParams] = useSearchParamsNow();
  const lot = (params.get('lot') ?? '').trim();
  const search = useCallback((next: string) => setParams((current) => withFilters(current, { lot: next }), { replace: false }), [setParams]);
  return (
    <TitledPage title="Recalls" width="max-w-6xl" headerSpacing="mb-4">
      <div className="space-y-8">
        <section aria-labelledby="lot-search-heading" className={panel}>
          <h2 id="lot-search-heading" className={h2}>
            Find AEDs by lot
          </h2>
          <p className="text-slate-700">When a maker recalls a lot of pads or batteries, find every AED that holds it and tell their guardians what to do.</p>
          <LotSearch key={lot} lot={lot} onSearch={search} />
        </section>
        {lot && <LotResults lot={lot} />}
        <section aria-labelledby="recalls-sent-heading" className="space-y-3">
          <h2 id="recalls-sent-heading" className={h2}>
            Recalls sent
          </h2>
          <RecallsSent />
        </section>
      </div>
    </TitledPage>
  );
}
