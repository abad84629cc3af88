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

/**
 * A mouse press that began here and ends after the app has replaced all this would click
 * nothing: the browser sends that click to what holds both ends of the press, and the pressed
 * button is gone. (A finger's tap needs no help: it goes to what is under the finger when it
 * lifts, the app's own item at the same place.) Follows the presses on `root`'s controls;
 * `handOver`, when the app takes over, passes a press still held on to the app's control.
 */
export function followMousePresses(root: HTMLElement): { handOver(): void } {
  // The label of the control a mouse button is held down on, until it is let go.
  let held: string | null = null;
  // Ends this watch of the pointer when the early Near me stops.
  const watching = new AbortController();
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
  return {
    handOver() {
      if (held !== null) passOnClick(held);
      watching.abort();
    },
  };
}
