/**
 * Near me before the app. On /map a slow phone spends seconds fetching and starting the app's
 * scripts before its first button; someone looking for a defibrillator cannot wait for that. This
 * small script, the page's first, draws the map page's frame at once with a working Near me: the
 * position, the nearest AEDs from the server and a plain list of them (distance, name, where,
 * out-of-service and expiry warnings, walking directions, the emergency number). When the app
 * starts, the map page takes over what it found (early-near-me-state.ts) and removes all this.
 * No React and no translation library: the texts are the app's own, picked by the same rule.
 */
import { failureOf, FIX_OPTIONS, takeWarmFix, warmUpGeolocation, type GeolocationFailure } from '../lib/locate-options';
import { isNearestItem, nearestPath } from '../lib/nearest-path';
import { earlyAedItem } from './early-aed-item';
import { sendSomeoneElse } from '../lib/walk-text';
import { apiMoment } from '../../../lib/moment';

/** The moment of the map's "When?" (`?at=`, Slovenian wall time) as the API takes it; undefined for now. */
const momentInAddress = () => apiMoment(new URLSearchParams(location.search).get('at') ?? '') ?? undefined;
import { drawEarlyFrame } from './early-frame';
import { EARLY_NEAR_ME_PATHS, type EarlyNearMe } from './early-near-me-state';
import { earlyTexts } from './early-texts';
import { el } from './elements';
import { followMousePresses } from './mouse-press-hand-over';

/** The element index.html keeps for it. */
export const EARLY_NEAR_ME_ROOT_ID = 'early-near-me';

/** Draws the early Near me into `root` and answers its button; returns the hand-over to the app. */
export function startEarlyNearMe(root: HTMLElement): EarlyNearMe {
  const { language, texts, navTexts, locale } = earlyTexts();
  document.documentElement.lang = language;

  let stopped = false;
  // Each press (or Try again) is a new attempt; callbacks of an earlier one are ignored.
  let attempt = 0;
  // A mouse press still held when the app takes over goes on to the app's control under it.
  const presses = followMousePresses(root);

  const state: EarlyNearMe = {
    pressed: false,
    located: null,
    answer: null,
    answered: undefined,
    hasFocus: () => root.contains(document.activeElement),
    stop: () => {
      stopped = true;
      attempt++;
      presses.handOver();
      root.replaceChildren();
      if (window.__earlyNearMe === state) delete window.__earlyNearMe;
    },
  };

  const { button, heading, close, body, panel } = drawEarlyFrame(root, texts, navTexts);

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

  const list = (answer: unknown) => {
    if (!Array.isArray(answer) || !answer.every(isNearestItem)) return problem(texts.page.nearestFailed);
    if (answer.length === 0) return note(texts.nearMe.none);
    const items = el('ol', 'divide-y divide-slate-200', { 'aria-label': texts.nearMe.list }, ...answer.map((aed, k) => earlyAedItem(aed, k + 1, texts, locale)));
    const headingHadFocus = document.activeElement === heading;
    const keepPushing = sendSomeoneElse(answer) && el('p', 'mx-3 mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-bold text-amber-900 ring-1 ring-amber-300 sm:mx-4', { 'data-testid': 'keep-pushing' }, texts.nearMe.keepPushing);
    if (keepPushing) body.replaceChildren(keepPushing, items);
    else body.replaceChildren(items);
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
    const answer = fetch(nearestPath(lat, lon, undefined, momentInAddress()), { headers: { accept: 'application/json' } }).then((response) => {
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
