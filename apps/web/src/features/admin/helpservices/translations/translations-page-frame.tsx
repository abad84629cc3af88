import type { Localization, LocalizationEntityType } from '@aedatlas/contracts';
import type { ReactNode } from 'react';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { HelpPageLinks } from '../help-page';
import { TitledPage } from '../../../../components/titled-page';
import { HelpRecordIdentity } from '../help-record-identity';
import { TranslationsPanel } from './translations-panel';

interface TranslatedRecord {
  id: string;
  icon: string;
  displayName: string;
  localizations: Localization[];
}

interface Props {
  title: string;
  /** The ways back, beside the title. */
  links: ReactNode;
  entityType: LocalizationEntityType;
  record: TranslatedRecord | undefined;
  /** Under the name: the key, and for an option its service. */
  detail: string;
  /** While the record is not there: loading, missing or failed. */
  loadState: ReactNode;
}

/** A service's or an option's translations page: the record named at the top, then its translations. */
export function TranslationsPageFrame({ title, links, entityType, record, detail, loadState }: Props) {
  useAdminPageTitle(title);
  return (
    <TitledPage title={title} actions={<HelpPageLinks label="Back">{links}</HelpPageLinks>}>
      {record ? (
        <div className="space-y-6">
          <HelpRecordIdentity look="page" icon={record.icon} name={record.displayName} detail={detail} />
          <TranslationsPanel entityType={entityType} entityId={record.id} localizations={record.localizations} />
        </div>
      ) : (
        loadState
      )}
    </TitledPage>
  );
}
