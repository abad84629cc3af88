import type { NearestAed } from '@aedatlas/contracts';
import { EXTERNAL_PATH, WALK_PATH } from '../../../components/icon-paths';
import { aedAddress, aedHeading, outOfServiceReason } from '../lib/aed-heading';
import { earliestDate, isExpired, walkingDirectionsUrl } from '../lib/readiness';
import { walkText } from '../lib/walk-text';
import { possiblyInUseUntilTime } from '../../../lib/possibly-in-use';
import { el, icon } from './elements';
import { fill, type EarlyTexts } from './early-texts';

/** An AED of the server's answer (the fields the list reads may be missing). */
export type ListedAed = Partial<NearestAed> & Pick<NearestAed, 'id' | 'latitude' | 'longitude' | 'distanceMeters'>;

const linkButton = 'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold';

/**
 * One AED of the early Near me's list: its rank, distance, name and where it is, out-of-service
 * and expiry warnings, walking directions and its page.
 */
export function earlyAedItem(aed: ListedAed, rank: number, texts: EarlyTexts, locale: string): HTMLLIElement {
  const title = aedHeading(aed);
  const { walk, roundTrip } = walkText(aed, texts.nearMe.walk, locale);
  const description = aed.description?.trim();
  const where = aed.locationDescription?.trim();
  const address = aedAddress(aed);
  const expiresOn = earliestDate(aed.batteryExpiry, aed.electrodeExpiry, aed.childElectrodeExpiry);
  const outReason = aed.outOfService && texts.outOfService.reasons[outOfServiceReason(aed.outOfService)];
  const unknown = aed.state === 'unknown' && !aed.outOfService;
  const inUseUntil = possiblyInUseUntilTime(aed.possiblyInUseUntil ?? null);
  // Open now or closed needs the opening-hours library (about 1 MB), which this script does
  // without: 24/7 is known from the accessibility alone, other hours are shown as written.
  const always = aed.accessibility === 'FULL_24H';
  const hours = !always && aed.openingHours?.trim();
  return el(
    'li',
    `flex gap-2 px-3 py-3 sm:gap-3 sm:px-4${always ? ' bg-green-50' : ''}`,
    { 'data-aed-id': aed.id },
    el('span', 'mt-0.5 flex h-7 w-7 flex-none items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white', { 'aria-hidden': 'true' }, String(rank)),
    el(
      'div',
      'min-w-0 flex-1',
      {},
      el(
        'p',
        'flex flex-wrap items-center gap-2',
        {},
        el('span', 'text-base font-bold text-slate-900', { 'data-testid': 'distance' }, walk),
        roundTrip && el('span', 'text-sm text-slate-700', {}, roundTrip),
        always && el('span', 'rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white', { title: texts.openStatus.descriptions.OPEN_24_7 }, texts.openStatus.labels.OPEN_24_7),
      ),
      el('p', 'mt-0.5 font-semibold break-words text-slate-900', {}, el('span', 'sr-only', {}, `${rank}. `), title),
      description && description !== title && el('p', 'text-sm break-words whitespace-pre-line text-slate-700', {}, description),
      where && where !== title && where !== description && el('p', 'text-sm break-words whitespace-pre-line text-slate-600', {}, where),
      address && el('p', 'text-sm break-words text-slate-600', {}, address),
      hours && el('p', 'text-sm break-words text-slate-600', { 'data-testid': 'opening-hours' }, fill(texts.nearMe.hours, { hours })),
      outReason && el('p', 'mt-1 rounded-md bg-slate-100 px-2 py-1 text-sm font-bold text-slate-900 ring-2 ring-slate-600', { 'data-testid': 'near-out-of-service' }, `✕ ${fill(texts.outOfService.nearMe, { reason: outReason })}`),
      inUseUntil && el('p', 'mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm font-bold text-amber-900 ring-1 ring-amber-400', { 'data-testid': 'near-possibly-in-use' }, fill(texts.possiblyInUse, { time: inUseUntil })),
      unknown && el('p', 'mt-1 text-sm font-semibold text-orange-800', { 'data-testid': 'near-state-unknown' }, texts.stateUnknown),
      isExpired(expiresOn) && el('p', 'mt-1 rounded-md bg-red-50 px-2 py-1 text-sm font-bold text-red-700 ring-1 ring-red-200', {}, `⚠ ${texts.expired} (${expiresOn})`),
      el(
        'p',
        'mt-2 flex flex-wrap gap-2',
        {},
        el(
          'a',
          `${linkButton} bg-red-700 text-white hover:bg-red-800`,
          { href: walkingDirectionsUrl(aed.latitude, aed.longitude), target: '_blank', rel: 'noopener noreferrer' },
          icon(WALK_PATH, 'h-4 w-4'),
          `${texts.nearMe.walking} `,
          el('span', 'sr-only', {}, fill(texts.nearMe.walkingTo, { title })),
        ),
        el(
          'a',
          `${linkButton} border border-slate-300 text-slate-800 hover:bg-slate-50`,
          { href: `/aed/${encodeURIComponent(aed.id)}`, target: '_blank', rel: 'noopener' },
          icon(EXTERNAL_PATH, 'h-4 w-4'),
          `${texts.nearMe.details} `,
          el('span', 'sr-only', {}, fill(texts.nearMe.detailsOf, { title })),
        ),
      ),
    ),
  );
}
