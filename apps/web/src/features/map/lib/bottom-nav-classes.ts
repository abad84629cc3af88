/**
 * The map's bottom bar, as classes: drawn by React (map-bottom-nav.tsx) and, before the app has
 * loaded, by the early Near me (early/early-near-me.ts). Both must put every item in the same
 * place, or a tap while the app takes over lands on another item.
 */
export const BOTTOM_NAV = 'relative z-20 flex-none border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]';
export const BOTTOM_NAV_ITEM =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-semibold leading-tight text-slate-700 hover:bg-slate-50 hover:text-red-700';
