import { useEffect, useRef, useState } from 'react';
import { isWorthQueueing, queueFailedUpload } from './pending-queue';
import { uploadFile, type UploadFlowDeps } from './upload-file';
import { UPLOAD_FAILED_MESSAGE } from './upload-error';
import type { UploadOptions, UploadResult, UploadStatus } from './upload-types';

/** 002 §4: the bar empties a second after an upload ends; the outcome stays on the button. */
export const PROGRESS_RESET_MS = 1000;

export interface UploadState {
  status: UploadStatus;
  progress: number;
  error: string | null;
  result: UploadResult | null;
  /** The failure was put in the pending-upload queue. */
  queued: boolean;
}

const IDLE: UploadState = { status: 'idle', progress: 0, error: null, result: null, queued: false };

export const isBusy = (status: UploadStatus) => status === 'requesting_url' || status === 'uploading' || status === 'completing';

/** One file through the three-step flow, as a state a button can show. */
export function useUpload(options: UploadOptions, { onUploaded, queueFailures = true, deps }: { onUploaded?: (result: UploadResult) => void; queueFailures?: boolean; deps?: UploadFlowDeps } = {}) {
  const [state, setState] = useState<UploadState>(IDLE);
  const latest = useRef({ onUploaded, options });
  useEffect(() => {
    latest.current = { onUploaded, options };
  });

  const ended = state.status === 'success' || state.status === 'error';
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, progress: 0 })), PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [ended]);

  const upload = async (file: File | null | undefined): Promise<UploadResult | null> => {
    const opts = latest.current.options;
    setState({ ...IDLE, status: 'requesting_url' });
    try {
      const result = await uploadFile(file, opts, { ...deps, onProgress: ({ status, progress }) => setState((s) => ({ ...s, status, progress })) });
      setState({ ...IDLE, status: 'success', progress: 1, result });
      latest.current.onUploaded?.(result);
      return result;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : UPLOAD_FAILED_MESSAGE;
      const queued = Boolean(file) && queueFailures && isWorthQueueing(error);
      if (queued) await queueFailedUpload(file!, opts, message);
      setState((s) => ({ ...IDLE, status: 'error', progress: s.progress, error: message, queued }));
      return null;
    }
  };

  return { ...state, upload, reset: () => setState(IDLE) };
}
