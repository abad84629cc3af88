import { EQUIPMENT_FLAGS, EQUIPMENT_LABELS, type Aed } from '@aedatlas/contracts';
import { AccessibilityBadge } from '../../components/accessibility-badge';
import { ExpiryDate } from '../../components/expiry-date';
import { formatDate, formatDateTime } from '../../lib/format';
import { DetailCard, FieldList } from './detail-card';

/** Maintenance & Expiry, Features & Equipment and Additional Information (000 §2.10). */
export function AedMaintenanceCards({ aed }: { aed: Aed }) {
  return (
    <>
      <DetailCard title="Maintenance & Expiry">
        <FieldList
          fields={[
            ['Accessibility', <AccessibilityBadge key="a" value={aed.accessibility} />],
            ['Electrode expiry', aed.electrodeExpiry && <ExpiryDate key="e" value={aed.electrodeExpiry} />],
            ['Child electrode expiry', aed.childElectrodeExpiry && <ExpiryDate key="c" value={aed.childElectrodeExpiry} />],
            ['Battery expiry', aed.batteryExpiry && <ExpiryDate key="b" value={aed.batteryExpiry} />],
            ['Last check', formatDate(aed.lastCheck)],
          ]}
        />
      </DetailCard>
      <DetailCard title="Features & Equipment">
        <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          {EQUIPMENT_FLAGS.map((flag) => (
            <li key={flag} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
              <span className="text-slate-700">{EQUIPMENT_LABELS[flag]}</span>
              <span className={`font-semibold ${aed[flag] ? 'text-green-700' : 'text-slate-500'}`}>{aed[flag] ? 'Yes' : 'No'}</span>
            </li>
          ))}
        </ul>
      </DetailCard>
      <DetailCard title="Additional Information">
        <FieldList
          fields={[
            ['Notes', aed.notes],
            ['Created', formatDateTime(aed.createdAt)],
            ['Last modified', formatDateTime(aed.modifiedAt)],
          ]}
        />
      </DetailCard>
    </>
  );
}
