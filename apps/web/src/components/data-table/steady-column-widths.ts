import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Times one list is laid out afresh for content that did not fit: a bound, should a cell never fit. */
const MAX_WIDENINGS = 20;

interface Kept {
  listKey: string;
  room: number;
  widths: number[];
}

/** The widths rendered cells need beyond those kept (a badge that cannot wrap), by column; empty when all fit. */
function widthsNeeded(table: HTMLTableElement, widths: number[]): Map<number, number> {
  const needed = new Map<number, number>();
  for (const row of table.tBodies[0]?.rows ?? []) {
    if (!row.hasAttribute('data-index')) continue;
    for (const cell of row.cells) {
      const over = cell.scrollWidth - cell.clientWidth;
      if (over > 1) needed.set(cell.cellIndex, Math.max(needed.get(cell.cellIndex) ?? 0, Math.ceil(widths[cell.cellIndex] + over)));
    }
  }
  return needed;
}

/**
 * A windowed table (windowed-rows.tsx) has only the rows near the screen in the document, and the
 * browser shares the width out among the columns by the rows it has: scrolling a long list, the
 * columns jumped sideways by up to 50 px as other rows came into view. So once its first rows are
 * laid out, the widths they give are kept (fixed table layout) while the same rows are scrolled,
 * and a longer text further down wraps in its column. Only content that cannot wrap and does not
 * fit (a longer badge) has the table laid out afresh, that column at least as wide as it needs,
 * for the rest of the list. Another list or other columns (`listKey`), or another width of the
 * space around the table, lay it out afresh too. `minWidths` go on the header cells.
 */
export function useSteadyColumnWidths(active: boolean, listKey: string) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [kept, setKept] = useState<Kept | null>(null);
  const [room, setRoom] = useState(0);
  const [minWidths, setMinWidths] = useState<{ listKey: string; room: number; widths: Map<number, number>; times: number } | null>(null);

  useEffect(() => {
    const around = tableRef.current?.parentElement;
    if (!active || !around || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(Math.round(around.clientWidth)));
    observer.observe(around);
    return () => observer.disconnect();
  }, [active]);

  const sameList = (state: { listKey: string; room: number } | null) => active && state !== null && state.listKey === listKey && state.room === room;
  const widths = sameList(kept) ? kept!.widths : null;
  const mins = sameList(minWidths) ? minWidths! : null;

  // Keeps or widens the columns once the rows in view are laid out: after each render of the
  // table and of its rows (they come and go as the page scrolls, without the table rendering).
  const settle = () => {
    const table = tableRef.current;
    if (!active || !table || !table.tBodies[0]?.querySelector('tr[data-index]')) return;
    if (widths) {
      const needed = widthsNeeded(table, widths);
      if (!needed.size || (mins?.times ?? 0) >= MAX_WIDENINGS) return;
      const wider = new Map(mins?.widths);
      for (const [column, width] of needed) wider.set(column, Math.max(wider.get(column) ?? 0, width));
      setMinWidths({ listKey, room, widths: wider, times: (mins?.times ?? 0) + 1 });
      setKept(null);
      return;
    }
    const measured = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.getBoundingClientRect().width);
    // Nothing laid out (hidden, or a test's document without layout): the browser's own layout stays.
    if (!measured.length || measured.some((width) => width <= 0)) return;
    const now = Math.round(table.parentElement?.clientWidth ?? 0);
    setRoom(now);
    setKept({ listKey, room: now, widths: measured });
  };
  useLayoutEffect(settle);

  return { tableRef, widths, minWidths: mins?.widths, settle };
}
