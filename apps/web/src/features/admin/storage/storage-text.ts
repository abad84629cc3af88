import { ApiError } from '../../../lib/http';
import { failureMessage, fieldErrorsOf } from '../resource/resource-messages';

/** The seeds' words for the storage browser (002 §2, §5, §8). */
export const STORAGE_TEXT = {
  title: 'Storage',
  testingMode: 'Testing mode',
  testingModeText: 'All file types allowed, the whole storage is browsable, folders can be created and files deleted.',
  root: 'Root',
  enterFolderName: 'Please enter a folder name',
  treeLoading: 'Loading storage structure...',
  treeRetry: 'Click to retry',
  noFilesToDelete: 'No files to delete',
  clearConfirm: 'Delete all files in current folder?',
  deleteConfirm: (name: string) => `Delete ${name}?`,
  deleted: (done: number, failed: number) => `Deleted ${done} files. Failed: ${failed}.`,
  emptyFolder: 'This folder is empty.',
  uploadFailed: 'Upload failed',
} as const;

/** The server's reason: a field message of a 400 first (it names what is wrong), then its message. */
export function reasonOf(error: unknown): string {
  const fields = Object.values(fieldErrorsOf(error));
  return fields[0] ?? failureMessage(error, 'Unknown error');
}

export const createFolderError = (error: unknown) => `Failed to create folder: ${reasonOf(error)}`;
export const deleteFileError = (error: unknown) => `Delete failed: ${reasonOf(error)}`;
export const bulkDeleteError = (error: unknown) => `Bulk delete failed: ${reasonOf(error)}`;

/** 002 §8: the upload's own words for the statuses a person can act on, else the server's text or 'Upload failed'. */
export function uploadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Authentication required. Please log in.';
    if (error.status === 413) return 'File too large. Please choose a smaller file.';
  }
  return failureMessage(error, STORAGE_TEXT.uploadFailed);
}
