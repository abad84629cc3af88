import { UPLOAD_BATCH_LIMIT } from '@aedatlas/contracts';
import { useEffect, useRef, useState } from 'react';
import { uploadMany, type BatchDeps, type BatchSummary } from './upload-many';
import { PROGRESS_RESET_MS } from './use-upload';
import type { UploadOptions } from './upload-types';

export type BatchStatus = 'idle' | 'uploading' | 'success' | 'partial' | 'error';

export interface MultiUploadState {
  status: BatchStatus;
  progress: number;
  /** The file being sent (from 0) and how many in all, while uploading. */
  current: number;
  total: number;
  summary: BatchSummary | null;
}

const IDLE: MultiUploadState = { status: 'idle', progress: 0, current: 0, total: 0, summary: null };

/** Several files, one after the other (002 §4), as a state a button can show. */
export function useMultiUpload(options: UploadOptions, { onDone, deps }: { onDone?: (summary: BatchSummary) => void; deps?: BatchDeps } = {}) {
  const [state, setState] = useState<MultiUploadState>(IDLE);
  const latest = useRef({ onDone, options });
  useEffect(() => {
    latest.current = { onDone, options };
  });

  const ended = state.status !== 'idle' && state.status !== 'uploading';
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, progress: 0 })), PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [ended]);

  const upload = async (files: readonly File[]): Promise<BatchSummary> => {
    const total = Math.min(files.length, UPLOAD_BATCH_LIMIT);
    setState({ ...IDLE, status: 'uploading', total });
    const summary = await uploadMany(files, latest.current.options, {
      ...deps,
      onBatchProgress: (progress, current) => setState((s) => ({ ...s, progress, current })),
    });
    const status: BatchStatus = summary.failed === 0 ? 'success' : summary.succeeded === 0 ? 'error' : 'partial';
    setState({ status, progress: 1, current: total, total, summary });
    latest.current.onDone?.(summary);
    return summary;
  };

  return { ...state, upload, reset: () => setState(IDLE) };
}
