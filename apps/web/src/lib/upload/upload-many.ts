import { UPLOAD_BATCH_LIMIT } from '@aedatlas/contracts';
import { isWorthQueueing, queueFailedUpload } from './pending-queue';
import { uploadFile, type UploadFlowDeps } from './upload-file';
import { UPLOAD_FAILED_MESSAGE } from './upload-error';
import type { UploadOptions, UploadResult } from './upload-types';

export interface FileUploadOutcome {
  fileName: string;
  result?: UploadResult;
  error?: string;
  /** The failure was put in the pending-upload queue. */
  queued?: boolean;
}

export interface BatchSummary {
  outcomes: FileUploadOutcome[];
  succeeded: number;
  failed: number;
  /** Files left out past the batch limit. */
  skipped: number;
}

/** 002 §9: at most 10 files; the rest are left out (the first 10 kept, in the order chosen). */
export function firstOfBatch<T>(files: readonly T[]): { kept: T[]; skipped: number } {
  return { kept: files.slice(0, UPLOAD_BATCH_LIMIT), skipped: Math.max(0, files.length - UPLOAD_BATCH_LIMIT) };
}

export const batchSummaryText = ({ succeeded, outcomes }: Pick<BatchSummary, 'succeeded' | 'outcomes'>) => `Uploaded ${succeeded}/${outcomes.length} files`;

export interface BatchDeps extends UploadFlowDeps {
  /** Overall fraction done, 0 to 1, and the file being sent (from 0). */
  onBatchProgress?: (fraction: number, index: number) => void;
  /** false: failures are only reported (tests; the storage browser's own uploads). */
  queueFailures?: boolean;
}

/**
 * 002 §4: one file at a time; a failure does not stop the batch. Display order rises by one per
 * file from options.displayOrder, so the gallery keeps the order they were chosen in.
 */
export async function uploadMany(files: readonly File[], options: UploadOptions, deps: BatchDeps = {}): Promise<BatchSummary> {
  const { kept, skipped } = firstOfBatch(files);
  const start = options.displayOrder ?? 0;
  const outcomes: FileUploadOutcome[] = [];
  for (const [index, file] of kept.entries()) {
    const fileOptions = { ...options, displayOrder: start + index };
    try {
      const result = await uploadFile(file, fileOptions, {
        ...deps,
        onProgress: (event) => deps.onBatchProgress?.((index + event.progress) / kept.length, index),
      });
      outcomes.push({ fileName: file.name, result });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : UPLOAD_FAILED_MESSAGE;
      const queued = deps.queueFailures !== false && isWorthQueueing(error);
      if (queued) await queueFailedUpload(file, fileOptions, message);
      outcomes.push({ fileName: file.name, error: message, queued });
    }
    deps.onBatchProgress?.((index + 1) / kept.length, index);
  }
  const succeeded = outcomes.filter((o) => o.result).length;
  return { outcomes, succeeded, failed: outcomes.length - succeeded, skipped };
}
