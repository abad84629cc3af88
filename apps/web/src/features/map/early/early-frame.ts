import { EMERGENCY_NUMBER } from '@aedatlas/contracts';
import { BUILDING_PATH, CLOSE_PATH, LIST_PATH, LOCATE_PATH, MAP_PATH, PHONE_CALL_PATH } from '../../../components/icon-paths';
import { BOTTOM_NAV, BOTTOM_NAV_ITEM as navItem } from '../lib/bottom-nav-classes';
import { el, icon } from './elements';
import { fill, type EarlyNavTexts, type EarlyTexts } from './early-texts';

/** The parts of the frame the early Near me fills in and answers. */
export interface EarlyFrame {
  /** Near me in the bottom bar. */
  button: HTMLButtonElement;
  /** The Near me panel's title, where the focus goes when it opens. */
  heading: HTMLHeadingElement;
  /** Closes the panel. */
  close: HTMLButtonElement;
  /** The panel's content: what is going on, or the list. */
  body: HTMLDivElement;
  /** The Near me panel, hidden until the button is pressed. */
  panel: HTMLElement;
}

/**
 * Draws the map page's frame into `root` as the app draws it: the top bar with the emergency
 * number, the map's place, the hidden Near me panel and the bottom bar.
 */
export function drawEarlyFrame(root: HTMLElement, texts: EarlyTexts, navTexts: EarlyNavTexts): EarlyFrame {
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
  return { button, heading, close, body, panel };
}
