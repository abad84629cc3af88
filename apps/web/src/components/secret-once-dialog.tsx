import { useId, useState } from 'react';
import { buttonClass } from './button-styles';
import { ModalDialog } from './modal-dialog';

export interface SecretOnceTexts {
  title: string;
  warning: string;
  secretLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

const valueClass = 'block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all';

/**
 * A secret the server sends once (after a create or a rotation): with a copy button and a warning
 * that it cannot be shown again. Closing forgets it. `before` shows what goes with it (a client's id).
 */
export function SecretOnceDialog({
  secret,
  texts,
  before,
  secretTestId,
  onClose,
}: {
  secret: string;
  texts: SecretOnceTexts;
  before?: { label: string; value: string };
  secretTestId?: string;
  onClose: () => void;
}) {
  const labelId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    // Without the clipboard (an insecure origin, an old browser) the secret stays there to select.
    if (typeof navigator.clipboard?.writeText !== 'function') return setCopied('failed');
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <ModalDialog
      title={texts.title}
      role="alertdialog"
      size="md"
      onClose={onClose}
      footer={
        <button type="button" className={buttonClass('primary')} onClick={onClose}>
          {texts.done}
        </button>
      }
    >
      <div className="space-y-4">
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {texts.warning}
        </p>
        {before && (
          <div>
            <p className="mb-1 text-sm font-medium text-slate-800">{before.label}</p>
            <code className={valueClass}>{before.value}</code>
          </div>
        )}
        <div>
          <p id={labelId} className="mb-1 text-sm font-medium text-slate-800">
            {texts.secretLabel}
          </p>
          <code aria-labelledby={labelId} className={valueClass} data-testid={secretTestId}>
            {secret}
          </code>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" data-autofocus className={buttonClass('secondary')} onClick={copy}>
            {texts.copy}
          </button>
          <span aria-live="polite" className="text-sm text-slate-700">
            {copied === 'yes' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
          </span>
        </div>
      </div>
    </ModalDialog>
  );
}
