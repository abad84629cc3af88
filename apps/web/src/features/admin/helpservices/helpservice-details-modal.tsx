import type { HelpService } from '@aedatlas/contracts';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/format';
import { HelpIcon } from './icon-preview';
import { VisibilityBadge } from './visibility-badge';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-1">
    <dt className="text-slate-500">{label}</dt>
    <dd className="break-words text-slate-900">{children}</dd>
  </div>
);

/** 'View Details' (001 §2): the service's information, its options and the raw data. */
export function HelpServiceDetailsModal({ service, onClose }: { service: HelpService; onClose: () => void }) {
  return (
    <ModalDialog
      title={`${service.displayName} Details`}
      size="md"
      onClose={onClose}
      footer={
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      }
    >
      <h3 className="font-semibold text-slate-900">Service Information</h3>
      <div className="mt-2 flex items-center gap-3">
        <HelpIcon src={service.icon} name={service.displayName} />
        <VisibilityBadge visible={service.visible} />
      </div>
      <dl className="mt-2">
        <Row label="ID">{service.id}</Row>
        <Row label="Key">{service.key}</Row>
        <Row label="Display Name">{service.displayName}</Row>
        <Row label="Icon URL">{service.icon}</Row>
        <Row label="Translations">{service.localizations.length}</Row>
        <Row label="Created At">{formatDateTime(service.createdAt)}</Row>
        <Row label="Updated At">{formatDateTime(service.updatedAt)}</Row>
      </dl>
      <h3 className="mt-4 font-semibold text-slate-900">Options ({service.options.length})</h3>
      {service.options.length === 0 ? (
        <p className="mt-1 text-slate-600">No options yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {service.options.map((o) => (
            <li key={o.id} className="flex items-center gap-3 py-2">
              <HelpIcon src={o.icon} name={o.displayName} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{o.displayName}</p>
                <p className="font-mono text-xs break-all text-slate-700">{o.key}</p>
                <p className="text-xs break-all text-slate-500">ID: {o.id}</p>
              </div>
              <VisibilityBadge visible={o.visible} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-semibold text-slate-900">Raw Data</h3>
      <pre tabIndex={0} aria-label="Raw data" className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(service, null, 2)}</pre>
    </ModalDialog>
  );
}
