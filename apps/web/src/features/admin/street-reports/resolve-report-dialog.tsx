import { STREET_REPORT_KIND_LABELS, type StreetReport, type StreetReportResolve } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { impossibleDateMessage } from '../../../lib/real-dates';
import { adminAedKeys } from '../aeds/api/admin-aed-keys';
import { resolveReport, streetReportKeys } from './street-reports-api';

const field = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm';

/** A part fitted anew (pads, battery) and its expiry date, refused when checked without a real date. */
function NewPartField({ label, dateLabel, part, inputRef }: { label: string; dateLabel: string; part: NewPart; inputRef: RefObject<HTMLInputElement | null> }) {
  const ids = { box: useId(), date: useId() };
  return (
    <>
      <div className="flex items-center gap-2">
        <input id={ids.box} type="checkbox" checked={part.fitted} onChange={(e) => part.setFitted(e.target.checked)} className="h-4 w-4 accent-red-700" />
        <label htmlFor={ids.box}>{label}</label>
      </div>
      {part.fitted && (
        <div>
          <label htmlFor={ids.date} className="mb-1 block font-medium text-slate-900">
            {dateLabel}
          </label>
          <input
            ref={inputRef}
            id={ids.date}
            type="date"
            value={part.expiry}
            aria-invalid={part.error ? true : undefined}
            aria-describedby={part.error ? `${ids.date}-error` : undefined}
            onChange={(e) => part.setExpiry(e.target.value)}
            className={field}
          />
          {part.error && (
            <p id={`${ids.date}-error`} role="alert" className="mt-1 font-medium text-red-700">
              {part.error}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** The state of one new part: fitted or not, its date, and why the date is refused. */
function useNewPart(missingMessage: string) {
  const [fitted, setFitted] = useState(false);
  const [expiry, setExpiryValue] = useState('');
  // Why the date is refused: none given, or one that is no date (the browser reports it as none).
  const [error, setError] = useState<string | null>(null);
  return {
    fitted,
    setFitted,
    expiry,
    setExpiry: (value: string) => {
      setExpiryValue(value);
      setError(null);
    },
    error,
    /** False (and the message shown) when it is fitted without a date; `input` is its date field. */
    valid: (input: HTMLInputElement | null) => {
      if (!fitted || expiry) return true;
      setError(impossibleDateMessage(input) ?? missingMessage);
      return false;
    },
  };
}
type NewPart = ReturnType<typeof useNewPart>;

/**
 * Resolve a street report: a note, and optionally the AED's new pads and battery and today's check
 * in the same action. With both new dates the AED is back in service (an admin's check on site);
 * without them it stays out of service until its guardian or an admin checks it.
 */
export function ResolveReportDialog({ report, onClose }: { report: StreetReport; onClose: () => void }) {
  const client = useQueryClient();
  const ids = { note: useId(), check: useId() };
  const [resolution, setResolution] = useState('');
  const pads = useNewPart("Enter the new pads' expiry date");
  const battery = useNewPart("Enter the new battery's expiry date");
  const padInput = useRef<HTMLInputElement>(null);
  const batteryInput = useRef<HTMLInputElement>(null);
  const [checkedToday, setCheckedToday] = useState(report.kind === 'used');
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
    if (![pads.valid(padInput.current), battery.valid(batteryInput.current)].every(Boolean)) return;
    const aedUpdate = {
      ...(pads.fitted ? { electrodeExpiry: pads.expiry } : {}),
      ...(battery.fitted ? { batteryExpiry: battery.expiry } : {}),
      ...(checkedToday ? { lastCheckToday: true } : {}),
    };
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
          Resolving closes the report. <span className="font-semibold">{aedName}</span> is back in service on the public map only with new pads and battery fitted (their dates below), unless another
          open report of use, damage or a missing AED keeps it out; otherwise it stays out of service until its guardian or an admin checks it.
        </p>
        <div>
          <label htmlFor={ids.note} className="mb-1 block font-medium text-slate-900">
            Resolution note (optional)
          </label>
          <textarea id={ids.note} value={resolution} maxLength={1000} rows={2} onChange={(e) => setResolution(e.target.value)} className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm" />
        </div>
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">Update the AED</legend>
          <NewPartField label="New pads fitted" dateLabel="New pads expire on" part={pads} inputRef={padInput} />
          <NewPartField label="New battery fitted" dateLabel="New battery expires on" part={battery} inputRef={batteryInput} />
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
