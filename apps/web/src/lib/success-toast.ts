import { MESSAGES } from '@aedatlas/contracts';
import { toast } from 'react-toastify';
import { onTrashed } from './trash-events';

/**
 * The one success toast of the app: green, at the top right, 5000 ms (the app's ToastContainer,
 * 000 §9). A create says the seeds' 'Action successful!' (000 §8, 002 §8: a 201); other saves say
 * what was done ('Advertisement updated'). The same text shown twice at once is one toast (a
 * screen's own toast and the fetch wrapper's 201 toast for one create).
 */
export function toastSuccess(message: string = MESSAGES.toast201, options: { autoClose?: number } = {}): void {
  toast.success(message, { toastId: message, ...options });
}

/**
 * Runs a delete and confirms it with `message`, unless its answer named a trash entry: then the
 * 'Moved to the trash.' toast with Undo (features/admin/trash) already says it.
 */
export async function deleteAndConfirm<T>(run: () => Promise<T>, message: string): Promise<T> {
  let trashed = false;
  const stop = onTrashed(() => {
    trashed = true;
  });
  try {
    const result = await run();
    if (!trashed) toastSuccess(message);
    return result;
  } finally {
    stop();
  }
}
