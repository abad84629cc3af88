import { describe, expect, it } from 'vitest';
import { lockBodyScroll } from './body-scroll-lock';

describe('lockBodyScroll', () => {
  it('lets the page scroll again only when the last overlay closes, whatever the order', () => {
    document.body.style.overflow = 'auto';
    const drawer = lockBodyScroll();
    const dialog = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    drawer();
    expect(document.body.style.overflow).toBe('hidden');
    dialog();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('counts a release once, however often it is called', () => {
    document.body.style.overflow = '';
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
  });
});
