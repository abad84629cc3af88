import { useOptionsOfService } from '../api/list-options';
import { HELP_TEXT } from '../help-messages';
import { OptionQuickEditRow } from './option-quick-edit-row';

interface Props {
  serviceId: string;
  title: string;
  linkLabel: string;
  currentId?: string;
}

/** The options of one service with quick edit (the option pages' side panel, 001 §2). */
export function OptionQuickEditList({ serviceId, title, linkLabel, currentId }: Props) {
  const options = useOptionsOfService(serviceId);
  return (
    <section aria-labelledby="sibling-options" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="sibling-options" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {options.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading options...
        </p>
      )}
      {options.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {HELP_TEXT.loadServiceFailed}
        </p>
      )}
      {options.data?.length === 0 && <p className="mt-2 text-sm text-slate-600">{HELP_TEXT.noServiceOptions}</p>}
      {options.data && options.data.length > 0 && (
        <ul className="mt-1 divide-y divide-slate-100">
          {options.data.map((o) => (
            <OptionQuickEditRow key={o.id} option={o} linkLabel={linkLabel} current={o.id === currentId} />
          ))}
        </ul>
      )}
    </section>
  );
}
