import { buttonClass } from './button-styles';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  /** The question, in the seeds' words ('Are you sure you want to delete this AED? ...'). */
  message: string;
  confirmLabel: string;
  /** Shown on the confirm button while `busy` ('Deleting...'). */
  busyLabel?: string;
  busy?: boolean;
  /** A failure to show inside the dialog (the dialog stays open). */
  error?: string | null;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a delete or another step that is hard to take back. Focus starts on Cancel, so Enter by habit does no
 * harm; Escape and the backdrop cancel, except while the action runs.
 */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, busy = false, error, cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      onClose={cancel}
      footer={
        <>
          <button type="button" data-autofocus className={buttonClass('secondary')} onClick={cancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {error && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
