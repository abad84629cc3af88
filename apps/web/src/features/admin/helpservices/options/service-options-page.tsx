import type { HelpServiceOption } from '@aedatlas/contracts';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../../components/button-styles';
import { DataTable } from '../../../../components/data-table';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { useHelpService } from '../api/get-helpservice';
import { useOptionsOfService } from '../api/list-options';
import { HELP_TEXT } from '../help-messages';
import { TitledPage } from '../../../../components/titled-page';
import { HelpRecordIdentity } from '../help-record-identity';
import { RecordLoadState } from '../record-load-state';
import { serviceOptionColumns } from './option-columns';
import { listAddress } from '../../../../lib/list-address';

/** /admin/helpservice-option/service/:serviceId (001 §2 'Per-service page'): one service's options. */
export function ServiceOptionsPage() {
  const { serviceId = '' } = useParams();
  useAdminPageTitle('Service Options');
  const service = useHelpService(serviceId);
  const options = useOptionsOfService(serviceId);
  const s = service.data;
  const id = encodeURIComponent(serviceId);

  return (
    <TitledPage
      title="Service Options"
      width="max-w-7xl"
      headerSpacing="mb-4"
      actions={
        s && (
          <div className="flex flex-wrap gap-2">
            <Link to={`/admin/helpservice/${id}`} className={buttonClass('secondary')}>
              View Service Details
            </Link>
            <Link to={`/admin/helpservice-option/new?serviceId=${id}`} className={buttonClass('primary')}>
              + New Option for This Service
            </Link>
          </div>
        )
      }
    >
      {s ? (
        <div className="space-y-4">
          <HelpRecordIdentity look="page" icon={s.icon} name={s.displayName} detail={s.key} />
          <DataTable<HelpServiceOption>
            label={`Options of ${s.displayName}`}
            columns={serviceOptionColumns}
            data={options.data}
            getRowId={(o) => o.id}
            pager="never"
            emptyText={HELP_TEXT.noServiceOptions}
            errorText={HELP_TEXT.loadServiceFailed}
            onRetry={() => void options.refetch()}
            loadingText="Loading options..."
            isLoading={options.isPending}
            isError={options.isError}
            defaultSort={{ id: 'key', desc: false }}
          />
        </div>
      ) : (
        <RecordLoadState query={service} loading="Loading service..." notFound={HELP_TEXT.serviceNotFound} failed={HELP_TEXT.loadServiceFailed} back={{ to: listAddress('/admin/helpservice-option'), label: 'Back to Options' }} />
      )}
    </TitledPage>
  );
}
