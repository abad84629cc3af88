import type { ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A ConfirmDialog rendered into the body, for a question asked from a table row: the pinned
 * actions cell is its own stacking context, so a dialog inside it would sit under the next rows.
 */
export function ConfirmDialogInBody(props: ComponentProps<typeof ConfirmDialog>) {
  return createPortal(<ConfirmDialog {...props} />, document.body);
}
