import { buttonClass } from '../../../components/button-styles';
import { ApiError, errorMessageOf } from '../../../lib/http';
import { useAedProvenance, useSetKeepOurs } from './api/aed-provenance';
import { fieldLabel } from './history-diff';

/** A source as an admin reads it: 'osm' is OpenStreetMap, a registry file's source keeps its name. */
export function sourceLabel(source: string): string {
  if (source === 'osm') return 'OpenStreetMap';
  if (source === 'admin') return 'An admin, in the console';
  if (source === 'manual') return 'Entered in the console';
  if (source === 'registry') return 'Kept in the registry';
  if (source.startsWith('geodae')) return `Géo'DAE file (${source})`;
  return source;
}

/**
 * Where the AED and each of its values came from, and "keep ours": an AED so marked is never
 * changed, moved or removed by an import (OpenStreetMap or a registry file).
 */
export function AedProvenancePanel({ aedId }: { aedId: string }) {
  const provenance = useAedProvenance(aedId);
  const setKeepOurs = useSetKeepOurs(aedId);
  const data = provenance.data;
  return (
    <section aria-labelledby="aed-provenance" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="aed-provenance" className="text-base font-semibold text-slate-900">
        Where its data comes from
      </h2>
      {provenance.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading sources...
        </p>
      )}
      {provenance.isError && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-700">
            Failed to load where its data comes from
          </p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void provenance.refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-slate-700">
            Added from <strong>{sourceLabel(data.source)}</strong>
            {data.sourceId && <span className="font-mono"> ({data.sourceId})</span>}.
          </p>
          <div className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-start gap-2">
              <input
                id="keep-ours"
                type="checkbox"
                className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-red-700"
                checked={setKeepOurs.isPending ? setKeepOurs.variables : data.keepOurs}
                // Not disabled while saving: a disabled box loses the keyboard's focus.
                aria-busy={setKeepOurs.isPending}
                aria-describedby="keep-ours-hint"
                onChange={(event) => {
                  if (!setKeepOurs.isPending) setKeepOurs.mutate(event.target.checked);
                }}
              />
              <div>
                <label htmlFor="keep-ours" className="text-sm font-medium text-slate-900">
                  Keep ours
                </label>
                <p id="keep-ours-hint" className="text-sm text-slate-600">
                  Imports never change, move or remove this AED; they list it as kept.
                </p>
              </div>
            </div>
            {setKeepOurs.isError && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                {errorMessageOf(setKeepOurs.error instanceof ApiError ? setKeepOurs.error.body : null, 'Failed to save "Keep ours"')}
              </p>
            )}
          </div>
          {data.fields.length > 0 && (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Source of each value</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-500">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Field
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Value from
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.fields.map(({ field, source }) => (
                  <tr key={field} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-1 pr-3 font-normal text-slate-900">
                      {fieldLabel(field)}
                    </th>
                    <td className="py-1 text-slate-700">{sourceLabel(source)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
