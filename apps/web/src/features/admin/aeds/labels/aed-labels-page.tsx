import { AED_LABELS_MAX, type HealthFilter } from '@aedatlas/contracts';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner } from '../../../../components/alert-banner';
import { buttonClass } from '../../../../components/button-styles';
import { QrLabelSheets } from '../../../../components/qr-labels/qr-label-sheets';
import { Spinner } from '../../../../components/spinner';
import { TitledPage } from '../../../../components/titled-page';
import { formatCount } from '../../../../lib/format';
import { listAddress } from '../../../../lib/list-address';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { HEALTH_FILTER_LABELS } from '../health-filter';
import { labelFiltersOf, useAedLabels, type LabelFilters } from './list-aed-labels';

/** What the sheets hold, in words: the AED named, the search and filters, or every AED. */
function selectionText(filters: LabelFilters): string {
  if (filters.ids) return filters.ids.includes(',') ? 'The AEDs chosen.' : 'This AED alone.';
  const parts = [
    filters.search && `matching “${filters.search}”`,
    filters.confirmedBefore && `not confirmed since ${filters.confirmedBefore}`,
    filters.lastModifiedFrom && `changed since ${filters.lastModifiedFrom}`,
    filters.health && `in the list “${HEALTH_FILTER_LABELS[filters.health as HealthFilter] ?? filters.health}”`,
  ].filter(Boolean);
  return parts.length ? `AEDs ${parts.join(', ')}, in the list's order.` : "Every AED, in the list's order.";
}

/**
 * /admin/aeds/labels: QR labels for the console's AED list as searched and filtered (its query
 * string: search, confirmedBefore, lastModifiedFrom, health, sortBy, sortOrder), or for `ids` alone.
 */
export default function AedLabelsPage() {
  useAdminPageTitle('QR Labels');
  const [params] = useSearchParams();
  const filters = labelFiltersOf(params);
  const labels = useAedLabels(filters);
  const one = filters.ids && !filters.ids.includes(',') ? filters.ids : null;
  const back = one ? { to: `/admin/aed/${encodeURIComponent(one)}`, text: 'Back to the AED' } : { to: listAddress('/admin/aeds'), text: 'Back to AEDs' };

  let body;
  if (labels.isPending) body = <Spinner label="Loading the labels..." />;
  else if (labels.isError)
    body = (
      <div className="space-y-3">
        <AlertBanner>Failed to load the labels. Please try again.</AlertBanner>
        <button type="button" className={buttonClass('secondary')} onClick={() => void labels.refetch()}>
          Try Again
        </button>
      </div>
    );
  else if (!labels.data.data.length) body = <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">No AEDs match: there is no label to print.</p>;
  else
    body = (
      <div className="space-y-4">
        {labels.data.totalCount > labels.data.data.length && (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 print:hidden">
            These are the first {formatCount(AED_LABELS_MAX)} of {formatCount(labels.data.totalCount)} AEDs: narrow the search to print the others.
          </p>
        )}
        <QrLabelSheets labels={labels.data.data} />
      </div>
    );

  return (
    <TitledPage
      title="QR Labels"
      width="max-w-6xl"
      actions={
        <Link to={back.to} className={`${buttonClass('secondary')} print:hidden`}>
          {back.text}
        </Link>
      }
    >
      <p className="mb-4 text-slate-700 print:hidden">
        {selectionText(filters)} Each label leads to the AED&apos;s check page, where anyone passing by confirms with one tap that it is there and ready.
      </p>
      {body}
    </TitledPage>
  );
}
