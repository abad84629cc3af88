import { STREET_REPORT_KIND_LABELS, type StreetReport, type StreetReportResolve } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { impossibleDateMessage } from '../../../lib/real-dates';
import { adminAedKeys } from '../aeds/api/admin-aed-keys';
import { resolveReport, streetReportKeys } from './street-reports-api';

const field = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm';

/** Resolve a street report: a note, and optionally the AED's new pads and today's check in the same action. */
export function ResolveReportDialog({ report, onClose }: { report: StreetReport; onClose: () => void }) {
  const client = useQueryClient();
  const ids = { note: useId(), pads: useId(), padDate: useId(), check: useId() };
  const [resolution, setResolution] = useState('');
  const [newPads, setNewPads] = useState(false);
  const [padExpiry, setPadExpiry] = useState('');
  const [checkedToday, setCheckedToday] = useState(report.kind === 'used');
  // Why the new pads' date is refused: none given, or one that is no date (the browser reports it as none).
  const [padError, setPadError] = useState<string | null>(null);
  const padInput = useRef<HTMLInputElement>(null);
  const resolve = useMutation({
    mutationFn: (body: StreetReportResolve) => resolveReport(report.id, body),
    onSuccess: () => {
      toast.success('Report resolved');
      void client.invalidateQueries({ queryKey: streetReportKeys.all });
      // The AED's public page, its admin record and history, and the expiry list read it anew.
      for (const queryKey of [['aed'], adminAedKeys.all, adminAedKeys.expiry]) void client.invalidateQueries({ queryKey });
      onClose();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (newPads && !padExpiry) return setPadError(impossibleDateMessage(padInput.current) ?? "Enter the new pads' expiry date");
    const aedUpdate = { ...(newPads ? { electrodeExpiry: padExpiry } : {}), ...(checkedToday ? { lastCheckToday: true } : {}) };
    resolve.mutate({ resolution: resolution.trim() || null, ...(Object.keys(aedUpdate).length ? { aedUpdate } : {}) });
  };
  const error = resolve.error instanceof ApiError ? resolve.error.message : resolve.error ? 'The report could not be resolved.' : null;
  const formId = `${ids.note}-form`;
  const aedName = report.aed.title || report.aed.address || 'this AED';

  return (
    <ModalDialog
      title={`Resolve report: ${STREET_REPORT_KIND_LABELS[report.kind]}`}
      onClose={onClose}
      size="md"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={buttonClass('primary')} disabled={resolve.isPending}>
            {resolve.isPending ? 'Resolving...' : 'Resolve'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <p>
          Resolving puts <span className="font-semibold">{aedName}</span> back in service on the public map, unless another open report of use, damage or a missing AED keeps it out.
        </p>
        <div>
          <label htmlFor={ids.note} className="mb-1 block font-medium text-slate-900">
            Resolution note (optional)
          </label>
          <textarea id={ids.note} value={resolution} maxLength={1000} rows={2} onChange={(e) => setResolution(e.target.value)} className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm" />
        </div>
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">Update the AED</legend>
          <div className="flex items-center gap-2">
            <input id={ids.pads} type="checkbox" checked={newPads} onChange={(e) => setNewPads(e.target.checked)} className="h-4 w-4 accent-red-700" />
            <label htmlFor={ids.pads}>New pads fitted</label>
          </div>
          {newPads && (
            <div>
              <label htmlFor={ids.padDate} className="mb-1 block font-medium text-slate-900">
                New pads expire on
              </label>
              <input
                ref={padInput}
                id={ids.padDate}
                type="date"
                value={padExpiry}
                aria-invalid={padError ? true : undefined}
                aria-describedby={padError ? `${ids.padDate}-error` : undefined}
                onChange={(e) => {
                  setPadExpiry(e.target.value);
                  setPadError(null);
                }}
                className={field}
              />
              {padError && (
                <p id={`${ids.padDate}-error`} role="alert" className="mt-1 font-medium text-red-700">
                  {padError}
                </p>
              )}
            </div>
          )}
          <div className="flex items-center gap-2">
            <input id={ids.check} type="checkbox" checked={checkedToday} onChange={(e) => setCheckedToday(e.target.checked)} className="h-4 w-4 accent-red-700" />
            <label htmlFor={ids.check}>Checked today (sets the last check to today)</label>
          </div>
        </fieldset>
        <FormAlert message={error} />
      </form>
    </ModalDialog>
  );
}
