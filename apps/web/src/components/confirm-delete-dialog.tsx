import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteAttempt {
  /** Keeps the dialog open with the failure in it, so the admin can retry or cancel. */
  fail: (message: string) => void;
}

interface ConfirmDeleteDialogProps {
  title: string;
  message: string;
  busy: boolean;
  onConfirm: (attempt: DeleteAttempt) => void;
  onCancel: () => void;
}

/** 'Delete' / 'Deleting...' behind a question; the failure of one attempt is cleared when the next starts. */
export function ConfirmDeleteDialog({ title, message, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={() => {
        setError(null);
        onConfirm({ fail: setError });
      }}
    />
  );
}
