import { EXPIRING_PART_LABELS, MAINTAINER_CONTACTS_MAX } from '@aedatlas/contracts';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { TextAreaField } from '../../../components/form-fields';
import { ApiError, errorMessageOf } from '../../../lib/http';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format';
import { serverFieldErrors } from '../../account/field-errors';
import { useAedReminders, useSaveMaintainers } from './api/aed-reminders';

const lines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The server's message for the n-th address, said with the address. */
function fieldMessage(error: unknown, typed: string[]): string | undefined {
  const fields = serverFieldErrors(error);
  const first = Object.entries(fields)[0];
  if (!first) return error ? errorMessageOf(error instanceof ApiError ? error.body : null, 'Failed to save the maintainer contacts') : undefined;
  const n = /^emails\.(\d+)$/.exec(first[0]);
  return n && typed[Number(n[1])] ? `${typed[Number(n[1])]}: ${first[1]}` : first[1];
}

function MaintainersForm({ aedId, saved }: { aedId: string; saved: string[] }) {
  const save = useSaveMaintainers(aedId);
  const [text, setText] = useState(saved.join('\n'));
  const typed = lines(text);
  const unchanged = typed.map((e) => e.toLowerCase()).join('\n') === saved.join('\n');
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(typed, { onSuccess: (answer) => setText(answer.maintainers.join('\n')) });
      }}
    >
      <TextAreaField
        label={`Maintainer emails (one per line, at most ${MAINTAINER_CONTACTS_MAX})`}
        rows={3}
        value={text}
        maxLength={MAINTAINER_CONTACTS_MAX * 321}
        onChange={(event) => setText(event.target.value)}
        error={save.isError ? fieldMessage(save.error, typed) : undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('secondary')} disabled={save.isPending || unchanged}>
          {save.isPending ? 'Saving...' : 'Save maintainers'}
        </button>
        {save.isSuccess && unchanged && (
          <p role="status" className="text-sm text-green-800">
            Maintainer contacts saved.
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * Who gets this AED's expiry reminders (its contact email and the maintainers) and every reminder
 * sent: part, expiry date, how long before, to whom and when.
 */
export function AedRemindersPanel({ aedId }: { aedId: string }) {
  const reminders = useAedReminders(aedId);
  return (
    <section aria-labelledby="aed-reminders" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="aed-reminders" className="text-base font-semibold text-slate-900">
        Expiry reminders
      </h2>
      {reminders.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading reminders...
        </p>
      )}
      {reminders.isError && (
        <div className="mt-2">
          <p role="alert" className="text-sm font-medium text-red-700">
            Failed to load reminders
          </p>
          <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={() => void reminders.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {reminders.data && (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Reminders go to the contact email ({reminders.data.contactEmail ?? 'none'}) and the maintainers before the battery or electrodes expire.
          </p>
          <MaintainersForm aedId={aedId} saved={reminders.data.maintainers} />
          {reminders.data.sent.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No reminders sent yet.</p>
          ) : (
            <div className="mt-4 overflow-x-auto" role="region" aria-label="Reminders sent" tabIndex={0}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Reminders sent</caption>
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">Sent</th>
                    <th scope="col" className="py-2 pr-3 font-medium">To</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Part</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Expires</th>
                    <th scope="col" className="py-2 font-medium">Before</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {reminders.data.sent.map((r) => (
                    <tr key={`${r.email}-${r.part}-${r.expiryDate}-${r.daysBefore}`}>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <time dateTime={r.sentAt}>{formatDateTime(r.sentAt)}</time>
                      </td>
                      <td className="py-2 pr-3 break-all">{r.email}</td>
                      <td className="py-2 pr-3">{EXPIRING_PART_LABELS[r.part]}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDate(r.expiryDate)}</td>
                      <td className="py-2 whitespace-nowrap">{r.daysBefore === 0 ? 'On the day' : `${r.daysBefore} days`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {reminders.data.sentTotal > reminders.data.sent.length && (
                <p className="mt-2 text-sm text-slate-600">
                  Showing the latest {formatCount(reminders.data.sent.length)} of {formatCount(reminders.data.sentTotal)} reminders sent.
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
