/** What the last action on the folder said: a success or note is polite, a failure is an alert (002 §8). */
export interface Notice {
  tone: 'info' | 'error';
  text: string;
  /** Per-file failures of a bulk delete, listed under the text. */
  details?: string[];
}

/**
 * Both live regions stay in the page (empty when quiet), so screen readers announce a message
 * the moment it appears rather than missing a region that was just created.
 */
export function StorageNotice({ notice }: { notice: Notice | null }) {
  const info = notice?.tone === 'info' ? notice : null;
  const error = notice?.tone === 'error' ? notice : null;
  return (
    <>
      <div role="status" data-testid="storage-status">
        {info && <NoticeBox notice={info} className="border-green-300 bg-green-50 text-green-900" />}
      </div>
      <div role="alert" data-testid="storage-alert">
        {error && <NoticeBox notice={error} className="border-red-300 bg-red-50 text-red-800" />}
      </div>
    </>
  );
}

function NoticeBox({ notice, className }: { notice: Notice; className: string }) {
  return (
    <div className={`rounded-lg border px-4 py-3 text-sm ${className}`}>
      <p className="font-medium">{notice.text}</p>
      {notice.details && notice.details.length > 0 && (
        <ul className="mt-1 list-disc pl-5 break-all">
          {notice.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
