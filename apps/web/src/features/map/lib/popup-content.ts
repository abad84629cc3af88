import type { AedState } from '@aedatlas/contracts';
import { i18n } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { possiblyInUseUntilTime } from '../../../lib/possibly-in-use';
import { OPEN_STATUS_LABELS, type OpenStatus } from '../../../lib/opening-hours/open-status';
import { aedHeading, isStateReason, outOfServiceReason } from './aed-heading';
import { formatDistance } from './format-distance';
import { isExpired, walkingDirectionsUrl } from './readiness';

/** What a marker's popup shows; the map feed item and a nearest AED both fit. */
export interface PopupAed {
  id: string;
  title?: string | null;
  description?: string | null;
  locationDescription?: string | null;
  latitude: number;
  longitude: number;
  expiresOn?: string | null;
  distanceMeters?: number;
  /** Why it cannot be used: a street report's kind or the state set; null or absent: usable. */
  outOfService?: string | null;
  /** The functioning state: 'unknown' is said; absent in answers saved before states. */
  state?: AedState | null;
  /** Until when a 112 reveal of its cabinet code marks it possibly in use (ISO); absent in older answers. */
  possiblyInUseUntil?: string | null;
}

/** 'Possibly in use until 14:35…' while the mark lasts (the feed is cached: the clock decides), else null. */
export function possiblyInUseText(aed: Pick<PopupAed, 'possiblyInUseUntil'>, now: Date = new Date()): string | null {
  const time = possiblyInUseUntilTime(aed.possiblyInUseUntil ?? null, now);
  return time ? i18n.t('map:possiblyInUse', { time }) : null;
}

/** 'Out of service: reported as used…', 'Temporarily absent': for the popup, Near me and the emergency screen. */
export function outOfServiceText(kind: string): string {
  return i18n.t(`map:outOfService.reasons.${outOfServiceReason(kind)}`);
}

/** A marker's short word for it: 'Temporarily absent' for that state, else 'Out of service'. */
export function outOfServiceLabel(kind: string): string {
  const reason = outOfServiceReason(kind);
  return isStateReason(reason) ? i18n.t(`map:outOfService.reasons.${reason}`) : i18n.t('map:outOfService.label');
}

/** 'State unknown' where an AED that can be used has no known state; null otherwise. */
export function stateUnknownText(aed: Pick<PopupAed, 'outOfService' | 'state'>): string | null {
  return aed.state === 'unknown' && !aed.outOfService ? i18n.t('map:stateUnknown') : null;
}

export { aedHeading };

export const STATUS_CLASS: Record<OpenStatus, string> = {
  OPEN_24_7: 'aed-status--24-7',
  OPEN: 'aed-status--open',
  CLOSED: 'aed-status--closed',
  UNKNOWN: 'aed-status--unknown',
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function newTabLink(href: string, text: string, className: string, rel = 'noopener'): HTMLAnchorElement {
  const link = element('a', className, text);
  link.href = href;
  link.target = '_blank';
  link.rel = rel;
  const hint = element('span', 'aed-sr-only', i18n.t('map:popup.newTab'));
  link.append(hint);
  return link;
}

/**
 * The popup of an AED marker (000 §2.9): title and description, open status, out of service with
 * the reason, a red warning when the battery or electrodes have expired, and links to the detail page (/aed/{id}, new tab) and
 * to walking directions. Built as DOM nodes, never from HTML strings: the texts are user data.
 * Outside React, so its words come from `i18n.t` in the language on screen when it is built.
 */
export function popupContent(aed: PopupAed, status: OpenStatus | null, now: Date = new Date()): HTMLElement {
  const root = element('div', 'aed-popup');
  root.dataset.aedId = aed.id;
  const top = element('div', 'aed-popup__top');
  if (status) top.append(element('span', `aed-status ${STATUS_CLASS[status]}`, OPEN_STATUS_LABELS[status]));
  if (aed.distanceMeters !== undefined) top.append(element('span', 'aed-popup__distance', formatDistance(aed.distanceMeters)));
  if (top.childElementCount) root.append(top);

  const heading = aedHeading(aed);
  root.append(element('h2', 'aed-popup__title', heading));
  const description = aed.description?.trim();
  if (description && description !== heading) root.append(element('p', 'aed-popup__description', description));
  const where = aed.locationDescription?.trim();
  if (where && where !== heading && where !== description) root.append(element('p', 'aed-popup__location', where));

  if (aed.outOfService) {
    const out = element('p', 'aed-popup__out', outOfServiceText(aed.outOfService));
    out.setAttribute('role', 'alert');
    root.append(out);
  }
  const unknown = stateUnknownText(aed);
  if (unknown) root.append(element('p', 'aed-popup__unknown', unknown));
  const inUse = possiblyInUseText(aed, now);
  if (inUse) root.append(element('p', 'aed-popup__in-use', inUse));

  if (isExpired(aed.expiresOn, now)) {
    const warning = element('p', 'aed-popup__warning', `${i18n.t('map:expired')} (${formatDate(aed.expiresOn?.slice(0, 10))})`);
    warning.setAttribute('role', 'alert');
    root.append(warning);
  }

  const links = element('p', 'aed-popup__links');
  links.append(
    newTabLink(`/aed/${encodeURIComponent(aed.id)}`, i18n.t('map:popup.viewDetails'), 'aed-popup__link'),
    newTabLink(walkingDirectionsUrl(aed.latitude, aed.longitude), i18n.t('map:popup.walking'), 'aed-popup__link', 'noopener noreferrer'),
  );
  root.append(links);

  // 'I used this AED' and 'Report a problem' open the report dialog on the AED's page.
  const reports = element('p', 'aed-popup__links aed-popup__reports');
  for (const [mode, text] of [['used', i18n.t('map:outOfService.reportUsed')], ['problem', i18n.t('map:outOfService.reportProblem')]] as const) {
    const link = element('a', 'aed-popup__link', text);
    link.href = `/aed/${encodeURIComponent(aed.id)}?report=${mode}`;
    reports.append(link);
  }
  root.append(reports);
  return root;
}
