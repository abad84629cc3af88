/**
 * Keeps the page behind an open dialog, drawer or lightbox from scrolling. Overlays can be open
 * together (a dialog over a drawer) and close in any order: the page scrolls again only when the
 * last of them lets go, and then gets back the overflow it had before the first.
 */
let holders = 0;
let overflowBefore = '';

export function lockBodyScroll(): () => void {
  if (holders === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.style.overflow = overflowBefore;
  };
}
