import { formatBytes, UPLOAD_BATCH_LIMIT } from '@aedatlas/contracts';
import { useId, useState, type ReactNode } from 'react';
import { MultiUploadButton } from '../../../components/upload/multi-upload-button';
import { PendingUploadsPanel } from '../../../components/upload/pending-uploads-panel';
import { UploadButton } from '../../../components/upload/upload-button';
import type { BatchSummary, UploadResult } from '../../../lib/upload';

export const AED_ID_HINT = 'Please enter an AED ID to enable upload';
export const HELP_CENTER_ID_HINT = 'Please enter a Help Center ID to enable upload';

const input = 'block h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm';
const card = 'min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function IdField({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (v: string) => void; placeholder: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} autoComplete="off" spellCheck={false} className={input} />
    </div>
  );
}

function Uploaded({ result, children }: { result: UploadResult; children?: ReactNode }) {
  return (
    <li className="break-words text-sm text-slate-700">
      {children} {formatBytes(result.fileSize)} ·{' '}
      <a href={result.downloadUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-red-700 underline">
        View file
      </a>{' '}
      <span className="text-xs text-slate-500">(upload {result.uploadId})</span>
    </li>
  );
}

/**
 * 002 §2's test area of the storage screen: the three-step flow for one AED photo and for a help
 * center gallery. Each button stays disabled until its id is typed; only images are offered.
 */
export function UploadTestArea() {
  const [aedId, setAedId] = useState('');
  const [helpCenterId, setHelpCenterId] = useState('');
  const [single, setSingle] = useState<UploadResult | null>(null);
  const [batch, setBatch] = useState<BatchSummary | null>(null);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Upload test area
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          This flow needs three backend endpoints: <code>POST /api/files/upload-url</code>, a <code>PUT</code> to the signed upload address, and{' '}
          <code>POST /api/files/upload-complete</code>. Errors are expected if they are not ready.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={card}>
          <h3 className="font-semibold text-slate-900">Single file upload: AED photo</h3>
          <IdField label="AED ID" value={aedId} onChange={setAedId} placeholder="e.g. 3f2b8c1e-..." />
          <UploadButton options={{ entityType: 'AED', entityId: aedId.trim() }} label="Upload AED Photo" disabled={!aedId.trim()} hint={AED_ID_HINT} onUploaded={setSingle} />
          {single && (
            <ul>
              <Uploaded result={single}>Uploaded:</Uploaded>
            </ul>
          )}
        </div>
        <div className={card}>
          <h3 className="font-semibold text-slate-900">Multi-file upload: help center gallery (up to {UPLOAD_BATCH_LIMIT})</h3>
          <IdField label="Help Center ID" value={helpCenterId} onChange={setHelpCenterId} placeholder="e.g. 42 or a uuid" />
          <MultiUploadButton
            options={{ entityType: 'HELP_CENTER', entityId: helpCenterId.trim() }}
            label={`Upload Gallery Photos (up to ${UPLOAD_BATCH_LIMIT})`}
            disabled={!helpCenterId.trim()}
            hint={HELP_CENTER_ID_HINT}
            onDone={setBatch}
          />
          {batch && batch.succeeded > 0 && (
            <ul className="space-y-1">
              {batch.outcomes.map((o, i) => o.result && <Uploaded key={`${o.fileName}-${i}`} result={o.result}>{o.fileName}:</Uploaded>)}
            </ul>
          )}
        </div>
      </div>
      <PendingUploadsPanel />
    </section>
  );
}
