import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button-styles';
import { Spinner } from '../components/spinner';
import { browserIsOffline, reportUnavailable } from '../lib/service-status';

/** A page's own load-failure text in the translations. */
export type FailureText = 'aeds:loadFailed' | 'aedDetail:problem.failed' | 'helpcenters:loadFailed';

/**
 * A page whose code loads when it is first opened, so /map's first load stays small, and which
 * still answers when that code cannot be fetched (offline, with no service worker keeping the
 * files): it shows the page's own failure text with 'Try Again', the offline banner comes up, and
 * the code is asked for again once the service answers (the banner refetches failed queries).
 */
export function pageOnDemand<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, failure: FailureText): ComponentType {
  return function PageOnDemand() {
    const { t } = useTranslation(['common', 'aeds', 'aedDetail', 'helpcenters']);
    const code = useQuery({
      queryKey: ['page-code', name],
      queryFn: async () => {
        try {
          const page: ComponentType = (await load())[name];
          return page;
        } catch (error) {
          reportUnavailable();
          throw error;
        }
      },
      staleTime: Infinity,
      gcTime: Infinity,
      structuralSharing: false,
      retry: (count) => count < 2 && !browserIsOffline(),
    });
    const Page = code.data;
    if (Page) return <Page />;
    if (!code.isError) return <Spinner />;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-10 text-center">
        <p role="alert" className="font-medium text-red-700">
          {t(failure)}
        </p>
        <button type="button" onClick={() => void code.refetch()} disabled={code.isFetching} className={buttonClass('secondary', 'mt-4')}>
          {t('actions.tryAgain')}
        </button>
      </section>
    );
  };
}
