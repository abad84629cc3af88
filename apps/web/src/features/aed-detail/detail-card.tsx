import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotGiven } from '../../components/not-given';

/** One titled card of the detail page. */
export function DetailCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs; an empty value says 'Not provided'. */
export function FieldList({ fields }: { fields: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation('aedDetail');
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 py-2 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">
            {value === null || value === undefined || value === '' ? <NotGiven text={t('notProvided')} /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
