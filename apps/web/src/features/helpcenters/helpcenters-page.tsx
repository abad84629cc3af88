import { PUBLIC_PAGE_SIZES } from '@aedatlas/contracts';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHelpCenters, type HelpCenterRow } from './api/get-helpcenters';
import { helpCenterColumns } from './helpcenter-columns';

const rowId = (row: HelpCenterRow) => row.id;

/** /helpcenter (000 §2.12): the whole list is loaded once, then searched, sorted and paged here. */
export function HelpCentersPage() {
  useDocumentTitle('Help Centers');
  const list = useHelpCenters();
  return (
    <section className="mx-auto w-full max-w-7xl min-w-0">
      <PageHeader title="Help Centers" description="Where to get help and training near you, with their contacts." />
      <DataTable<HelpCenterRow>
        label="Help centers"
        columns={helpCenterColumns}
        data={list.data}
        getRowId={rowId}
        searchPlaceholder="Search help centers..."
        pageSizes={PUBLIC_PAGE_SIZES}
        defaultPageSize={PUBLIC_PAGE_SIZES[0]}
        emptyText="No help centers found"
        loadingText="Loading help centers..."
        errorText="Failed to load helpcenter data. Please try again."
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
      />
    </section>
  );
}
