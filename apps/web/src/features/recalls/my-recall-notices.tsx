import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { useMyRecalls } from './api/my-recalls';
import { RecallNoticeCard } from './recall-notice-card';

const box = 'space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5';

/**
 * The guardian's open recall notices (My AEDs): each with "I have read it" and "Part replaced".
 * Nothing at all while they load or when there are none; after the last part is replaced the
 * thanks stay until the page is left, so the person hears what happened.
 */
export function MyRecallNotices() {
  const { t } = useTranslation('recalls');
  const notices = useMyRecalls();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<string | null>(null);

  if (notices.isPending) return null;
  const open = notices.data?.data ?? [];
  if (notices.isError && !notices.data)
    return (
      <section aria-labelledby={headingId} className={box}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('notices.title')}
        </h2>
        <p className="text-sm font-medium text-red-700">{t('notices.loadFailed')}</p>
        <button type="button" className={buttonClass('secondary')} disabled={notices.isFetching} onClick={() => void notices.refetch()}>
          {t('notices.retry')}
        </button>
      </section>
    );
  if (!open.length && !done) return null;

  return (
    <section aria-labelledby={headingId} className={box}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
        {t('notices.title')}
      </h2>
      {open.length > 0 && <p className="text-sm text-slate-800">{t('notices.intro')}</p>}
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {done}
      </p>
      {open.length > 0 && (
        <ul className="space-y-3" aria-label={t('notices.list')}>
          {open.map((notice) => (
            <RecallNoticeCard
              key={notice.id}
              notice={notice}
              onReplaced={(aed) => {
                setDone(t('notices.replacedDone', { aed }));
                // Its card is gone: the keyboard starts again from the section.
                requestAnimationFrame(() => heading.current?.focus());
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
