import type { Paged } from '@aedatlas/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialNamespace } from './credential-namespace';

/** A cell of the events' table. */
export const eventCellClass = 'px-2 py-1.5 text-left align-top';

interface LatestEventsProps<E> {
  namespace: CredentialNamespace;
  /** The heading's id: the section is named by it. */
  headingId: string;
  /** The heading (also the table's caption for screen readers), the line when there are none yet, and the column headers. */
  texts: { heading: string; empty: string; headers: string[] };
  query: UseQueryResult<Paged<E>>;
  /** A row of the table (a `<tr>` with its key). */
  row: (event: E, index: number) => ReactNode;
  /** A line above the table (how many are shown). */
  summary?: (page: Paged<E>) => ReactNode;
}

/** A section of a credential's details with its latest events (calls, deliveries): loading, failed, none yet, or their table. */
export function LatestEvents<E>({ namespace, headingId, texts: { heading, empty, headers }, query, row, summary }: LatestEventsProps<E>) {
  const { t } = useTranslation(namespace);
  const page = query.data;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      {query.isPending && <p className="text-slate-600">{t('details.loading')}</p>}
      {query.isError && <p className="text-red-700">{t('details.loadFailed')}</p>}
      {page && page.data.length === 0 && <p className="text-slate-600">{empty}</p>}
      {page && page.data.length > 0 && (
        <>
          {summary?.(page)}
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{heading}</caption>
              <thead className="text-slate-700">
                <tr>
                  {headers.map((header, i) => (
                    <th key={i} scope="col" className={eventCellClass}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">{page.data.map(row)}</tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
