import { useCallback, useEffect, useRef } from 'react';
import type { MapEngine } from './map-engine';

/** Below this width the near-me list is a bottom sheet (Tailwind's `sm`). */
export const isPhoneWidth = () => window.matchMedia?.('(max-width: 639.98px)').matches ?? false;

/**
 * Tells the map what the panels over it cover, so popups and fitted views keep clear of them:
 * everything stacked under the search (notes, alerts, the offline panel, not only the search
 * box), and the Near me list (a bottom sheet on phones, a column at the left otherwise). Measured
 * again whenever a panel comes, goes or changes size. Gives the refs of the map's box, of the
 * panels' box (the overlay) and of the Near me list, and the measuring, to call before a fit.
 */
export function useMapInsets(engine: MapEngine | null) {
  const container = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLElement>(null);
  const updateInsets = useCallback(() => {
    const map = container.current?.getBoundingClientRect();
    if (!engine || !map || !overlay.current) return;
    const near = sheet.current?.getBoundingClientRect();
    const stacked = [...overlay.current.children]
      .filter((panel) => panel !== sheet.current)
      .map((panel) => panel.getBoundingClientRect())
      .filter((box) => box.height > 0);
    const top = stacked.length ? Math.max(0, Math.max(...stacked.map((box) => box.bottom)) - map.top) : 0;
    if (isPhoneWidth()) {
      engine.controller.setInsets({ top, right: 0, bottom: near ? Math.max(0, map.bottom - near.top) : 0, left: 0 });
    } else {
      engine.controller.setInsets({ top: near ? 0 : top, right: 0, bottom: 0, left: near ? Math.max(0, near.right - map.left) : 0 });
    }
  }, [engine]);

  useEffect(() => {
    updateInsets();
    const box = overlay.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(updateInsets);
    const watch = () => {
      sizes.disconnect();
      for (const panel of box.children) sizes.observe(panel);
      updateInsets();
    };
    watch();
    const panels = new MutationObserver(watch);
    panels.observe(box, { childList: true });
    return () => {
      sizes.disconnect();
      panels.disconnect();
    };
  }, [updateInsets]);

  return { container, overlay, sheet, updateInsets };
}
