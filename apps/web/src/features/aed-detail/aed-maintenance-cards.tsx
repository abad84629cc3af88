import { EQUIPMENT_FLAGS, type Aed } from '@aedatlas/contracts';
import { useTranslation } from 'react-i18next';
import { AccessibilityBadge } from '../../components/accessibility-badge';
import { ExpiryDate } from '../../components/expiry-date';
import { formatDate, formatDateTime } from '../../lib/format';
import { AedStateText, ConfirmedText } from './aed-freshness';
import { DetailCard, FieldList } from './detail-card';

/** Maintenance & Expiry, Features & Equipment and Additional Information (000 §2.10). */
export function AedMaintenanceCards({ aed }: { aed: Aed }) {
  const { t } = useTranslation('aedDetail');
  return (
    <>
      <DetailCard title={t('cards.maintenance')}>
        <FieldList
          fields={[
            [t('state.label'), <AedStateText key="s" aed={aed} />],
            [t('confirmed.label'), <ConfirmedText key="f" aed={aed} />],
            [t('fields.accessibility'), <AccessibilityBadge key="a" value={aed.accessibility} />],
            [t('fields.electrodeExpiry'), aed.electrodeExpiry && <ExpiryDate key="e" value={aed.electrodeExpiry} />],
            [t('fields.childElectrodeExpiry'), aed.childElectrodeExpiry && <ExpiryDate key="c" value={aed.childElectrodeExpiry} />],
            [t('fields.batteryExpiry'), aed.batteryExpiry && <ExpiryDate key="b" value={aed.batteryExpiry} />],
            [t('fields.lastCheck'), formatDate(aed.lastCheck)],
          ]}
        />
      </DetailCard>
      <DetailCard title={t('cards.equipment')}>
        <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          {EQUIPMENT_FLAGS.map((flag) => (
            <li key={flag} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
              <span className="text-slate-700">{t(`equipment.${flag}`)}</span>
              <span className={`font-semibold ${aed[flag] ? 'text-green-700' : 'text-slate-500'}`}>{aed[flag] ? t('yes') : t('no')}</span>
            </li>
          ))}
        </ul>
      </DetailCard>
      <DetailCard title={t('cards.additional')}>
        <FieldList
          fields={[
            [t('fields.notes'), aed.notes],
            [t('fields.created'), formatDateTime(aed.createdAt)],
            [t('fields.lastModified'), formatDateTime(aed.modifiedAt)],
          ]}
        />
      </DetailCard>
    </>
  );
}
