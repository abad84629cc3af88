import { useState, type ReactNode } from 'react';
import { ConfirmDeleteDialog, type DeleteAttempt } from './confirm-delete-dialog';

interface ConfirmDeleteButtonProps {
  /** The button's text; 'Delete' unless the screen names what goes. */
  children?: ReactNode;
  className: string;
  /** Where several rows each have a Delete, the name that tells them apart. */
  ariaLabel?: string;
  title: string;
  message: string;
  busy: boolean;
  onConfirm: (attempt: DeleteAttempt & { close: () => void }) => void;
}

/** A Delete button that asks first (ConfirmDeleteDialog); a failure stays in the dialog. */
export function ConfirmDeleteButton({ children = 'Delete', className, ariaLabel, title, message, busy, onConfirm }: ConfirmDeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  return (
    <>
      <button type="button" aria-label={ariaLabel} className={className} onClick={() => setAsking(true)}>
        {children}
      </button>
      {asking && <ConfirmDeleteDialog title={title} message={message} busy={busy} onCancel={close} onConfirm={({ fail }) => onConfirm({ fail, close })} />}
    </>
  );
}
