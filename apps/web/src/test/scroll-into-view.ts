import { onTestFinished, vi } from 'vitest';

/**
 * jsdom lays nothing out and has no `scrollIntoView`: this records which elements were asked to
 * come into view (`scrolled.mock.contexts`), and takes the stand-in away when the test ends (call it inside the test).
 */
export function watchScrollIntoView() {
  const scrolled = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrolled });
  onTestFinished(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
  return scrolled;
}
