import { useRef } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { ResourceForm } from './resource-form-page';
import type { AdminResourceConfig, FormValues } from './resource-types';

export type PanelTarget<T> = { mode: 'create' } | { mode: 'edit'; record: T };

/**
 * The create / edit form in a side panel over the list (002 §2 'side panel for add or edit').
 * Escape, the backdrop, the close button and Cancel close it; with unsaved typing the form asks
 * 'Leave without saving?' first, so a stray key never throws away what an admin typed.
 */
export function ResourceFormPanel<T>({ resource, target, onClose }: { resource: AdminResourceConfig<T>; target: PanelTarget<T>; onClose: () => void }) {
  const closeRequest = useRef<(() => void) | null>(null);
  const form = resource.form!;
  const edit = target.mode === 'edit' ? target.record : undefined;
  const title = edit ? `Edit ${resource.label.one}` : (form.addLabel ?? `Add new ${resource.label.one}`);
  const values: FormValues = edit ? (form.toValues?.(edit) ?? (edit as FormValues)) : (form.defaults ?? {});
  return (
    <ModalDialog title={title} onClose={() => (closeRequest.current ?? onClose)()} placement="right" size="lg">
      <ResourceForm
        resource={resource}
        mode={target.mode}
        id={edit ? resource.getId(edit) : undefined}
        initialValues={values}
        initialRecord={edit}
        title={title}
        onClose={onClose}
        closeRequestRef={closeRequest}
      />
      {edit && form.afterForm && <div className="mt-6">{form.afterForm(edit)}</div>}
    </ModalDialog>
  );
}
