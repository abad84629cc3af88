import { EMERGENCY_NUMBER, type NearestAed } from '@aedatlas/contracts';
import type { ReactNode } from 'react';
import { forwardRef, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIconButton } from './close-icon-button';
import { translateMessage } from '../../i18n/messages';
import { OPEN_STATUS_LABELS, type OpenStatus } from '../../lib/opening-hours/open-status';
import { currentLocale } from '../../i18n/i18n';
import { opensAtText, sendSomeoneElse, walkText } from './lib/walk-text';
import { formatDate } from '../../lib/format';
import { aedAddress } from './lib/aed-heading';
import { aedHeading, outOfServiceText, possiblyInUseText, stateUnknownText, STATUS_CLASS } from './lib/popup-content';
import { earliestDate, isExpired, todayInLjubljana, walkingDirectionsUrl } from './lib/readiness';
import { ExternalIcon, PhoneCallIcon, WalkIcon } from './map-icons';
import type { GeolocationState } from './use-geolocation';

export interface NearMePanelProps {
  location: GeolocationState;
  aeds: NearestAed[] | undefined;
  statuses: Map<string, OpenStatus> | null;
  loading: boolean;
  error: string | null;
  collapsed: boolean;
  onExpand: () => void;
  onRetry: () => void;
  onClose: () => void;
  /** `from`: the list button, when pressed from the keyboard; the popup gives the focus back to it. */
  onShow: (id: string, from?: HTMLElement) => void;
  /** The moment chosen under "When?" (an ISO time); now when absent. */
  at?: string;
}

/** The nearest AEDs: a bottom sheet on phones, a panel under the search box on wider screens. */
export const NearMePanel = forwardRef<HTMLElement, NearMePanelProps>(function NearMePanel(props, ref) {
  const { location, aeds, statuses, loading, error, collapsed } = props;
  const { t } = useTranslation('map');
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Screen-reader and keyboard users land on the panel when it opens...
  useEffect(() => heading.current?.focus(), []);
  // ...and on the nearest AED when the list comes, unless they went elsewhere meanwhile: from
  // /map, Tab, Tab ('Find the nearest AEDs'), Enter, Enter opens the nearest AED on the map.
  const listed = !!aeds?.length && !loading && !error && location.phase === 'located';
  useEffect(() => {
    if (listed && document.activeElement === heading.current) list.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [listed]);

  let body: ReactNode;
  if (location.phase === 'locating') body = <Note busy>{t('nearMe.locating')}</Note>;
  else if (location.phase === 'error') body = <Problem message={t(`geolocation.${location.reason}`)} onRetry={props.onRetry} />;
  // The page's own words, or what the server said (known messages in the language on screen).
  else if (error) body = <Problem message={translateMessage(error)} onRetry={props.onRetry} />;
  else if (loading || !aeds) body = <Note busy>{t('nearMe.searching')}</Note>;
  else if (aeds.length === 0) body = <Note>{t('nearMe.none')}</Note>;
  else
    body = (
      <>
        {sendSomeoneElse(aeds) && (
          <p data-testid="keep-pushing" className="mx-3 mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-bold text-amber-900 ring-1 ring-amber-300 sm:mx-4">
            {t('nearMe.keepPushing')}
          </p>
        )}
        {aeds.every((aed) => aed.walkingBasis === 'straight') && <p className="px-3 pt-2 text-xs text-slate-600 sm:px-4">{t('nearMe.straightLine')}</p>}
        <ol ref={list} aria-label={t('nearMe.list')} className="divide-y divide-slate-200">
          {aeds.map((aed, k) => (
            <NearItem key={aed.id} aed={aed} rank={k + 1} status={statuses?.get(aed.id) ?? null} onShow={props.onShow} at={props.at} />
          ))}
        </ol>
      </>
    );

  return (
    <section
      ref={ref}
      aria-labelledby="near-me-title"
      // Escape anywhere in the panel closes it, like the close button.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        props.onClose();
      }}
      data-testid="near-me-panel"
      className={`pointer-events-auto absolute -inset-x-3 -bottom-3 flex flex-col overflow-hidden rounded-t-2xl bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.2)] ring-1 ring-slate-900/10 sm:static sm:min-h-0 sm:rounded-xl sm:shadow-lg ${collapsed ? '' : 'max-h-[62%] sm:max-h-none sm:flex-1'}`}
    >
      <header className="flex flex-none items-center gap-1 border-b border-slate-200 py-1.5 pl-2 pr-1 sm:pl-4">
        <h2 id="near-me-title" ref={heading} tabIndex={-1} className="min-w-0 text-base font-bold whitespace-nowrap text-slate-900 outline-none">
          {collapsed ? (
            <button type="button" onClick={props.onExpand} aria-expanded="false" className="flex min-h-10 items-center gap-1 rounded-lg px-2 hover:bg-slate-100">
              <span aria-hidden="true">▴</span> {t('nearMe.title')}
            </button>
          ) : (
            <span className="px-2 sm:px-0">{t('nearMe.title')}</span>
          )}
        </h2>
        <a
          href={`tel:${EMERGENCY_NUMBER}`}
          className="ml-auto inline-flex min-h-10 flex-none items-center gap-1 rounded-full bg-red-700 px-3 text-sm font-bold whitespace-nowrap text-white hover:bg-red-800"
        >
          <PhoneCallIcon className="h-4 w-4" />
          {t('nearMe.call', { number: EMERGENCY_NUMBER })}
        </a>
        <CloseIconButton label={t('nearMe.close')} onClick={props.onClose} className="flex-none" />
      </header>
      <div className={`min-h-0 flex-1 overflow-y-auto overscroll-contain ${collapsed ? 'hidden' : ''}`} aria-live="polite">
        {body}
      </div>
    </section>
  );
});

function Note({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <p role="status" className="flex items-center gap-3 px-4 py-5 text-sm text-slate-700">
      {busy && <span aria-hidden="true" className="h-5 w-5 flex-none animate-spin rounded-full border-2 border-slate-300 border-t-red-700" />}
      {children}
    </p>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('map');
  return (
    <div role="alert" className="px-4 py-4">
      <p className="text-sm font-semibold text-red-800">{message}</p>
      <button type="button" onClick={onRetry} className="mt-3 min-h-10 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50">
        {t('nearMe.tryAgain')}
      </button>
    </div>
  );
}

const linkButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold';

function NearItem({ aed, rank, status, onShow, at }: { aed: NearestAed; rank: number; status: OpenStatus | null; onShow: NearMePanelProps['onShow']; at?: string }) {
  const { t } = useTranslation('map');
  const title = aedHeading(aed);
  const description = aed.description?.trim();
  const where = aed.locationDescription?.trim();
  const address = aedAddress(aed);
  const expiresOn = earliestDate(aed.batteryExpiry, aed.electrodeExpiry, aed.childElectrodeExpiry);
  const expired = isExpired(expiresOn);
  const { walk, roundTrip } = walkText(aed, t('nearMe.walk', { returnObjects: true }), currentLocale());
  const unknown = stateUnknownText(aed);
  const inUse = possiblyInUseText(aed);
  const opensAt = aed.usableNow?.state === 'closed' && aed.usableNow.opensAt ? opensAtText(aed.usableNow.opensAt, currentLocale(), todayInLjubljana(at ? new Date(at) : undefined)) : null;
  return (
    <li data-aed-id={aed.id} className={`flex gap-2 px-3 py-3 sm:gap-3 sm:px-4 ${status === 'OPEN_24_7' ? 'bg-green-50' : ''}`}>
      <span aria-hidden="true" className="mt-0.5 flex h-7 w-7 flex-none items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white">
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-base font-bold text-slate-900" data-testid="distance">
            {walk}
          </span>
          {roundTrip && <span className="text-sm text-slate-700">{roundTrip}</span>}
          {status && <span className={`aed-status ${STATUS_CLASS[status]}`}>{t(`openStatus.labels.${status}`)}</span>}
        </p>
        <button
          type="button"
          // detail 0: Enter or Space, not a pointer.
          onClick={(event) => onShow(aed.id, event.detail === 0 ? event.currentTarget : undefined)}
          className="mt-0.5 block max-w-full text-left font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
          // Name, distance and open status in one: what a screen reader says on reaching it.
          aria-label={t('nearMe.showOnMap', { rank, title: [title, walk, status && OPEN_STATUS_LABELS[status]].filter(Boolean).join(', ') })}
        >
          {title}
        </button>
        {description && description !== title && <p className="text-sm break-words whitespace-pre-line text-slate-700">{description}</p>}
        {where && where !== title && where !== description && <p className="text-sm break-words whitespace-pre-line text-slate-600">{where}</p>}
        {address && <p className="text-sm break-words text-slate-600">{address}</p>}
        {opensAt && (
          <p data-testid="opens-at" className="mt-1 text-sm font-semibold text-slate-800">
            {t('nearMe.opensAt', { time: opensAt })}
          </p>
        )}
        {aed.outOfService && (
          <p data-testid="near-out-of-service" className="mt-1 rounded-md bg-slate-100 px-2 py-1 text-sm font-bold text-slate-900 ring-2 ring-slate-600">
            ✕ {t('outOfService.nearMe', { reason: outOfServiceText(aed.outOfService) })}
          </p>
        )}
        {inUse && (
          <p data-testid="near-possibly-in-use" className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm font-bold text-amber-900 ring-1 ring-amber-400">
            {inUse}
          </p>
        )}
        {unknown && (
          <p data-testid="near-state-unknown" className="mt-1 text-sm font-semibold text-orange-800">
            {unknown}
          </p>
        )}
        {expired && (
          <p className="mt-1 rounded-md bg-red-50 px-2 py-1 text-sm font-bold text-red-700 ring-1 ring-red-200">
            ⚠ {t('expired')} ({formatDate(expiresOn)})
          </p>
        )}
        <p className="mt-2 flex flex-wrap gap-2">
          <a
            href={walkingDirectionsUrl(aed.latitude, aed.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkButton} bg-red-700 text-white hover:bg-red-800`}
          >
            <WalkIcon className="h-4 w-4" />
            {t('nearMe.walking')}{' '}
            <span className="sr-only">{t('nearMe.walkingTo', { title })}</span>
          </a>
          <a
            href={`/aed/${encodeURIComponent(aed.id)}`}
            target="_blank"
            rel="noopener"
            className={`${linkButton} border border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            <ExternalIcon className="h-4 w-4" />
            {t('nearMe.details')}{' '}
            <span className="sr-only">{t('nearMe.detailsOf', { title })}</span>
          </a>
        </p>
      </div>
    </li>
  );
}
