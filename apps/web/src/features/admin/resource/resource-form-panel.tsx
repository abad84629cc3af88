import { useCallback, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { ResourceForm } from './resource-form-page';
import type { AdminResourceConfig, FormValues } from './resource-types';

export type PanelTarget<T> = { mode: 'create' } | { mode: 'edit'; record: T };

/**
 * The create / edit form in a side panel over the list (002 §2 'side panel for add or edit').
 * Escape, the backdrop and Cancel close it; with unsaved typing they ask first, so a stray key
 * never throws away what an admin typed.
 */
export function ResourceFormPanel<T>({ resource, target, onClose }: { resource: AdminResourceConfig<T>; target: PanelTarget<T>; onClose: () => void }) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const requestClose = () => (dirty.current ? setAsking(true) : onClose());
  const form = resource.form!;
  const edit = target.mode === 'edit' ? target.record : undefined;
  const title = edit ? `Edit ${resource.label.one}` : (form.addLabel ?? `Add new ${resource.label.one}`);
  const values: FormValues = edit ? (form.toValues?.(edit) ?? (edit as FormValues)) : (form.defaults ?? {});
  return (
    <ModalDialog title={title} onClose={requestClose} placement="right" size="lg">
      {asking && (
        <div role="alertdialog" aria-label="Discard changes?" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <p className="font-medium">Discard your changes?</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" autoFocus className={buttonClass('secondary')} onClick={() => setAsking(false)}>
              Keep editing
            </button>
            <button type="button" className={buttonClass('danger')} onClick={onClose}>
              Discard
            </button>
          </div>
        </div>
      )}
      <ResourceForm
        resource={resource}
        mode={target.mode}
        id={edit ? resource.getId(edit) : undefined}
        initialValues={values}
        initialRecord={edit}
        title={title}
        onClose={onClose}
        onDirtyChange={onDirtyChange}
      />
      {edit && form.afterForm && <div className="mt-6">{form.afterForm(edit)}</div>}
    </ModalDialog>
  );
}
