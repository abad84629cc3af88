import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { DetailValue } from './detail-value';
import type { DetailGroup } from './resource-types';

/** The record's fields, grouped as declared ('Not available', Yes/No, 'None' for empty lists). */
export function ResourceDetailModal<T>({ title, groups, record, onClose, placement = 'center' }: { title: string; groups: DetailGroup<T>[]; record: T; onClose: () => void; placement?: 'center' | 'right' }) {
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      placement={placement}
      size={placement === 'right' ? 'lg' : 'md'}
      footer={
        <button type="button" data-autofocus onClick={onClose} className={buttonClass('secondary')}>
          Close
        </button>
      }
    >
      <div className="space-y-5">
        {groups.map((group) => (
          <section key={group.title}>
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{group.title}</h3>
            {group.render?.(record)}
            {group.fields.length > 0 && (
              // The values' column may be narrower than a long address: it wraps there, on the screen.
              <dl className="grid grid-cols-[minmax(7rem,40%)_minmax(0,1fr)] gap-x-4 gap-y-1.5">
                {group.fields.map((field) => {
                  const value = field.value ? field.value(record) : field.key ? record[field.key] : undefined;
                  return (
                    <div key={field.label} className="contents">
                      <dt className="font-medium text-slate-600">{field.label}</dt>
                      <dd className="wrap-anywhere text-slate-900">
                        <DetailValue value={value} render={field.render?.(record)} />
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
          </section>
        ))}
      </div>
    </ModalDialog>
  );
}
