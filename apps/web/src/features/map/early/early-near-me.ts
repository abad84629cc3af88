/**
 * Near me before the app. On /map a slow phone spends seconds fetching and starting the app's
 * scripts before its first button; someone looking for a defibrillator cannot wait for that. This
 * small script, the page's first, draws the map page's frame at once with a working Near me: the
 * position, the nearest AEDs from the server and a plain list of them (distance, name, where,
 * out-of-service and expiry warnings, walking directions, the emergency number). When the app
 * starts, the map page takes over what it found (early-near-me-state.ts) and removes all this.
 * No React and no translation library: the texts are the app's own, picked by the same rule.
 */
import { EMERGENCY_NUMBER, type NearestAed } from '@aedatlas/contracts';
import { BUILDING_PATH, CLOSE_PATH, EXTERNAL_PATH, LIST_PATH, LOCATE_PATH, MAP_PATH, PHONE_CALL_PATH, WALK_PATH } from '../../../components/icon-paths';
import { common as englishCommon } from '../../../i18n/en/common';
import { map as englishTexts } from '../../../i18n/en/map';
import { initialLanguage, LANGUAGE_LOCALES } from '../../../i18n/languages';
import { common as slovenianCommon } from '../../../i18n/sl/common';
import { map as slovenianTexts } from '../../../i18n/sl/map';
import { aedAddress, aedHeading, outOfServiceReason } from '../lib/aed-heading';
import { BOTTOM_NAV, BOTTOM_NAV_ITEM as navItem } from '../lib/bottom-nav-classes';
import { distanceText } from '../lib/distance-text';
import { failureOf, FIX_OPTIONS, takeWarmFix, warmUpGeolocation, type GeolocationFailure } from '../lib/locate-options';
import { isNearestItem, nearestPath } from '../lib/nearest-path';
import { earliestDate, isExpired, walkingDirectionsUrl } from '../lib/readiness';
import { EARLY_NEAR_ME_PATHS, type EarlyNearMe } from './early-near-me-state';

/** The element index.html keeps for it. */
export const EARLY_NEAR_ME_ROOT_ID = 'early-near-me';

/** An AED of the server's answer (the fields the list reads may be missing). */
type ListedAed = Partial<NearestAed> & Pick<NearestAed, 'id' | 'latitude' | 'longitude' | 'distanceMeters'>;

type Child = Node | string | null | false | undefined;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

function icon(path: string, className: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries({ 'aria-hidden': 'true', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', class: className })) {
    svg.setAttribute(name, value);
  }
  const shape = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

/** What a control says: its label, or its words. */
const labelOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();

/**
 * Clicks, when the held mouse button is let go, the app's control under the pointer if it is the
 * one that was pressed (the same words at the same place): the press's click goes where it was meant.
 */
function passOnClick(label: string) {
  window.addEventListener(
    'pointerup',
    (event) => {
      const control = document.elementFromPoint(event.clientX, event.clientY)?.closest('a, button');
      if (control instanceof HTMLElement && labelOf(control) === label) control.click();
    },
    { capture: true, once: true },
  );
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Draws the early Near me into `root` and answers its button; returns the hand-over to the app. */
export function startEarlyNearMe(root: HTMLElement): EarlyNearMe {
  const language = initialLanguage();
  const texts = language === 'sl' ? slovenianTexts : englishTexts;
  const navTexts = (language === 'sl' ? slovenianCommon : englishCommon).nav;
  const locale = LANGUAGE_LOCALES[language];
  document.documentElement.lang = language;

  let stopped = false;
  // Each press (or Try again) is a new attempt; callbacks of an earlier one are ignored.
  let attempt = 0;
  // The label of the control a mouse button is held down on, until it is let go.
  let held: string | null = null;
  // Ends this script's watch of the pointer when it stops.
  const watching = new AbortController();

  const state: EarlyNearMe = {
    pressed: false,
    located: null,
    answer: null,
    answered: undefined,
    hasFocus: () => root.contains(document.activeElement),
    stop: () => {
      stopped = true;
      attempt++;
      if (held !== null) passOnClick(held);
      watching.abort();
      root.replaceChildren();
      if (window.__earlyNearMe === state) delete window.__earlyNearMe;
    },
  };

  const callLink = (className: string) =>
    el(
      'a',
      `${className} inline-flex min-h-10 flex-none items-center gap-1 rounded-full bg-red-700 px-3 text-sm font-bold whitespace-nowrap text-white hover:bg-red-800`,
      { href: `tel:${EMERGENCY_NUMBER}` },
      icon(PHONE_CALL_PATH, 'h-4 w-4'),
      fill(texts.nearMe.call, { number: EMERGENCY_NUMBER }),
    );

  // The app's bottom bar (map-bottom-nav.tsx), item for item: when the app takes over mid-tap, the
  // finger lands on the same item, never on the one that took Near me's place.
  const navLink = (href: string, path: string, label: string, attributes: Record<string, string> = {}) =>
    el('li', '', {}, el('a', `${navItem}${attributes['aria-current'] ? ' text-red-700' : ''}`, { href, ...attributes }, icon(path, 'h-6 w-6'), label));
  const button = el(
    'button',
    `${navItem} w-full`,
    { type: 'button', 'aria-pressed': 'false' },
    el('span', 'flex h-8 w-12 items-center justify-center rounded-full bg-red-700 text-white', {}, icon(LOCATE_PATH, 'h-5 w-5')),
    el('span', 'text-red-800', {}, texts.nav.nearMe),
  );
  const heading = el('h2', 'min-w-0 px-2 text-base font-bold whitespace-nowrap text-slate-900 outline-none sm:px-0', { id: 'early-near-me-title', tabindex: '-1' }, texts.nearMe.title);
  const close = el(
    'button',
    'flex h-10 w-10 flex-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    { type: 'button', 'aria-label': texts.nearMe.close },
    icon(CLOSE_PATH, 'h-5 w-5'),
  );
  const body = el('div', 'min-h-0 flex-1 overflow-y-auto overscroll-contain', { 'aria-live': 'polite' });
  const panel = el(
    'section',
    'absolute inset-x-0 bottom-0 flex max-h-[62%] flex-col overflow-hidden rounded-t-2xl bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.2)] ring-1 ring-slate-900/10 sm:top-3 sm:bottom-3 sm:left-3 sm:max-h-none sm:w-[min(500px,calc(100%-1.5rem))] sm:rounded-xl sm:shadow-lg',
    { 'aria-labelledby': heading.id, 'data-testid': 'near-me-panel' },
    el(
      'header',
      'flex flex-none items-center gap-1 border-b border-slate-200 py-1.5 pl-2 pr-1 sm:pl-4',
      {},
      heading,
      callLink('ml-auto'),
      close,
    ),
    body,
  );
  panel.hidden = true;

  root.replaceChildren(
    el(
      'div',
      'fixed inset-0 z-10 flex h-dvh flex-col bg-white',
      {},
      el(
        'header',
        'flex h-12 flex-none items-center gap-2 border-b border-slate-200 bg-white px-2 sm:px-3',
        {},
        el('h1', 'text-base font-bold tracking-tight whitespace-nowrap text-slate-900', {}, texts.page.title),
        // The emergency number is one tap away before anything else has loaded, as in the app's header.
        callLink('ml-auto'),
      ),
      el('main', 'relative min-h-0 flex-1 bg-slate-100', {}, el('p', 'px-4 pt-6 text-center text-sm text-slate-600', {}, texts.page.loading), panel),
      el(
        'nav',
        BOTTOM_NAV,
        { 'aria-label': texts.nav.label },
        el(
          'ul',
          'mx-auto grid max-w-xl grid-cols-4',
          {},
          navLink('/map', MAP_PATH, navTexts.map, { 'aria-current': 'page' }),
          el('li', '', {}, button),
          navLink('/aeds', LIST_PATH, navTexts.aeds),
          navLink('/helpcenter', BUILDING_PATH, navTexts.helpCenters),
        ),
      ),
    ),
  );

  const note = (message: string, busy = false) =>
    body.replaceChildren(
      el(
        'p',
        'flex items-center gap-3 px-4 py-5 text-sm text-slate-700',
        { role: 'status' },
        busy && el('span', 'h-5 w-5 flex-none animate-spin rounded-full border-2 border-slate-300 border-t-red-700', { 'aria-hidden': 'true' }),
        message,
      ),
    );

  const problem = (message: string) => {
    const retry = el('button', 'mt-3 min-h-10 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50', { type: 'button' }, texts.nearMe.tryAgain);
    retry.addEventListener('click', locate);
    body.replaceChildren(el('div', 'px-4 py-4', { role: 'alert' }, el('p', 'text-sm font-semibold text-red-800', {}, message), retry));
  };

  // Trying again would only be refused again: the way on is to log in.
  const signIn = () =>
    body.replaceChildren(
      el(
        'div',
        'px-4 py-4',
        { role: 'alert' },
        el('p', 'text-sm font-semibold text-slate-800', {}, texts.nearMe.signInNeeded),
        el('a', 'mt-3 inline-flex min-h-10 items-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800', { href: '/login' }, texts.page.logIn),
      ),
    );

  const linkButton = 'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold';
  const item = (aed: ListedAed, rank: number) => {
    const title = aedHeading(aed);
    const distance = distanceText(aed.distanceMeters, locale);
    const description = aed.description?.trim();
    const where = aed.locationDescription?.trim();
    const address = aedAddress(aed);
    const expiresOn = earliestDate(aed.batteryExpiry, aed.electrodeExpiry, aed.childElectrodeExpiry);
    const outReason = aed.outOfService && texts.outOfService.reasons[outOfServiceReason(aed.outOfService)];
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
          el('span', 'text-base font-bold text-slate-900', { 'data-testid': 'distance' }, distance),
          always && el('span', 'rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white', { title: texts.openStatus.descriptions.OPEN_24_7 }, texts.openStatus.labels.OPEN_24_7),
        ),
        el('p', 'mt-0.5 font-semibold break-words text-slate-900', {}, el('span', 'sr-only', {}, `${rank}. `), title),
        description && description !== title && el('p', 'text-sm break-words whitespace-pre-line text-slate-700', {}, description),
        where && where !== title && where !== description && el('p', 'text-sm break-words whitespace-pre-line text-slate-600', {}, where),
        address && el('p', 'text-sm break-words text-slate-600', {}, address),
        hours && el('p', 'text-sm break-words text-slate-600', { 'data-testid': 'opening-hours' }, fill(texts.nearMe.hours, { hours })),
        outReason && el('p', 'mt-1 rounded-md bg-slate-100 px-2 py-1 text-sm font-bold text-slate-900 ring-2 ring-slate-600', { 'data-testid': 'near-out-of-service' }, `✕ ${fill(texts.outOfService.nearMe, { reason: outReason })}`),
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
  };

  const list = (answer: unknown) => {
    if (!Array.isArray(answer) || !answer.every(isNearestItem)) return problem(texts.page.nearestFailed);
    if (answer.length === 0) return note(texts.nearMe.none);
    const items = el('ol', 'divide-y divide-slate-200', { 'aria-label': texts.nearMe.list }, ...answer.map((aed, k) => item(aed, k + 1)));
    const headingHadFocus = document.activeElement === heading;
    body.replaceChildren(items);
    // As in the app: the keyboard lands on the nearest AED's first action when the list comes.
    if (headingHadFocus) items.querySelector('a')?.focus();
  };

  const failed = (reason: GeolocationFailure) => problem(texts.geolocation[reason]);

  const found = (id: number, position: GeolocationPosition) => {
    if (id !== attempt) return;
    const { latitude: lat, longitude: lon, accuracy } = position.coords;
    state.located = { lat, lon, accuracy: Number.isFinite(accuracy) ? accuracy : null };
    note(texts.nearMe.searching, true);
    let signInNeeded = false;
    const answer = fetch(nearestPath(lat, lon), { headers: { accept: 'application/json' } }).then((response) => {
      // The map needs a sign-in on this site (MAP_REQUIRES_LOGIN): this script sends no token.
      signInNeeded = response.status === 401;
      if (!response.ok) throw new Error(`nearest AEDs: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    state.answer = answer;
    answer.then(
      (json) => {
        if (id !== attempt) return;
        state.answered = json;
        list(json);
      },
      () => {
        if (id !== attempt) return;
        if (signInNeeded) signIn();
        else problem(texts.page.nearestFailed);
      },
    );
  };

  function locate() {
    if (stopped) return;
    const id = ++attempt;
    state.located = null;
    state.answer = null;
    state.answered = undefined;
    if (!navigator.geolocation) return failed('unsupported');
    const warm = takeWarmFix();
    if (warm) return found(id, warm);
    note(texts.nearMe.locating, true);
    navigator.geolocation.getCurrentPosition(
      (position) => found(id, position),
      (error) => {
        if (id === attempt) failed(failureOf(error));
      },
      FIX_OPTIONS,
    );
  }

  const open = () => {
    state.pressed = true;
    button.setAttribute('aria-pressed', 'true');
    panel.hidden = false;
    heading.focus();
    locate();
  };

  const shut = () => {
    attempt++;
    state.pressed = false;
    state.located = null;
    state.answer = null;
    state.answered = undefined;
    button.setAttribute('aria-pressed', 'false');
    panel.hidden = true;
    body.replaceChildren();
    button.focus();
  };

  // A mouse press that began here and ends after the app has replaced all this would click
  // nothing: the browser sends that click to what holds both ends of the press, and the pressed
  // button is gone. (A finger's tap needs no help: it goes to what is under the finger when it
  // lifts, the app's own item at the same place.)
  const { signal } = watching;
  root.addEventListener(
    'pointerdown',
    (event) => {
      const control = event.pointerType === 'mouse' && event.button === 0 && event.target instanceof Element ? event.target.closest('a, button') : null;
      held = control && labelOf(control);
    },
    { signal },
  );
  window.addEventListener('pointerup', () => (held = null), { capture: true, signal });
  window.addEventListener('pointercancel', () => (held = null), { capture: true, signal });

  button.addEventListener('click', () => (state.pressed ? heading.focus() : open()));
  close.addEventListener('click', shut);
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    shut();
  });

  // A fix taken while the page loads, when the site may already locate the person (no prompt
  // otherwise): a press does not wait for the GPS to wake, and the app gets the same fix.
  warmUpGeolocation();

  window.__earlyNearMe = state;
  return state;
}

const root = typeof document === 'undefined' ? null : document.getElementById(EARLY_NEAR_ME_ROOT_ID);
if (root && EARLY_NEAR_ME_PATHS.includes(location.pathname)) startEarlyNearMe(root);
