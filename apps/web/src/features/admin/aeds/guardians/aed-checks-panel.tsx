import type { Aed, AedCheck, ConfirmedBy } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../../components/badge';
import { buttonClass } from '../../../../components/button-styles';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { AedCheckDialog } from '../../../guardians/check/aed-check-dialog';
import { streetReportKeys } from '../../street-reports/street-reports-api';
import { adminAedKeys } from '../api/admin-aed-keys';
import { adminCheckAed, useAedChecks } from '../api/aed-guardians';

const BY: Record<ConfirmedBy, string> = { guardian: 'Guardian', visitor: 'Visitor at the QR label', admin: 'Admin' };
const FIELDS: Record<string, string> = {
  electrodeExpiry: 'Electrode expiry',
  childElectrodeExpiry: 'Child electrode expiry',
  batteryExpiry: 'Battery expiry',
  openingHours: 'Opening hours',
};

/** "Battery expiry: 5. 03. 2028": what a check changed, in the console's date format. */
function changeText(field: string, value: string | null) {
  const shown = value === null ? 'cleared' : field === 'openingHours' ? value : formatDate(value) || value;
  return `${FIELDS[field] ?? field}: ${shown}`;
}

function CheckLine({ check }: { check: AedCheck }) {
  const changes = Object.entries(check.changes);
  return (
    <li className="space-y-1 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <time dateTime={check.createdAt} className="font-semibold text-slate-900">
          {formatDateTime(check.createdAt)}
        </time>
        <span className="text-slate-700">
          {BY[check.by]}
          {check.email && <span className="break-all"> ({check.email})</span>}
        </span>
        {check.restoredService && <Badge tone="green">Back in service</Badge>}
      </p>
      <p className="text-slate-700">{changes.length ? changes.map(([field, value]) => changeText(field, value)).join('; ') : 'Nothing changed: confirmed there and ready.'}</p>
      {check.note && <p className="break-words whitespace-pre-line text-slate-800">{check.note}</p>}
      {check.photoUrl && (
        <a
          href={check.photoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <img
            src={check.photoUrl}
            alt={`Photo sent with the check of ${formatDateTime(check.createdAt)} (opens full size)`}
            loading="lazy"
            className="h-32 max-w-full rounded-lg border border-slate-200 object-cover"
          />
        </a>
      )}
    </li>
  );
}

/**
 * "Check it now" for the admin at the AED (the guardians' form), and the checks so far: who, when,
 * what changed, and which brought the AED back into service.
 */
export function AedChecksPanel({ aed, onChecked }: { aed: Aed; onChecked?: () => void }) {
  const checks = useAedChecks(aed.id);
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const reload = () => {
    for (const queryKey of [adminAedKeys.all, adminAedKeys.expiry, streetReportKeys.all, ['aed']]) void queryClient.invalidateQueries({ queryKey });
    onChecked?.();
  };
  return (
    <section aria-labelledby="aed-checks" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="aed-checks" className="text-base font-semibold text-slate-900">
          Checks
        </h2>
        <button type="button" className={buttonClass('primary')} onClick={() => setChecking(true)}>
          Check it now
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Someone at the AED confirmed it is there and ready. A guardian&apos;s or admin&apos;s check with new electrode and battery dates brings an AED that is out of service back into service.
      </p>
      {checks.isPending && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading checks...
        </p>
      )}
      {checks.isError && (
        <div className="mt-3">
          <p role="alert" className="text-sm font-medium text-red-700">
            Failed to load the checks
          </p>
          <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={() => void checks.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {checks.data &&
        (checks.data.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No checks yet.</p>
        ) : (
          <ul aria-label="Checks, newest first" className="mt-2 divide-y divide-slate-100">
            {checks.data.map((c) => (
              <CheckLine key={c.id} check={c} />
            ))}
          </ul>
        ))}
      {checking && (
        <AedCheckDialog
          aed={{ ...aed, name: aed.title || aed.description?.split('\n')[0] || 'AED' }}
          send={(body) => adminCheckAed(aed.id, body)}
          onChecked={reload}
          onClose={() => setChecking(false)}
        />
      )}
    </section>
  );
}
