import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/**
 * From this many rows on, a table renders only the rows near the screen. A date range on the
 * expiry list shows up to 10,000 AEDs on one page (001 §2: no paging then); every row in the
 * document took 25 s to show on a desktop and 2 minutes on a phone, and each letter typed in the
 * search box 5 s more. Shorter lists (a page is 100 rows at most) are rendered whole.
 */
export const WINDOW_FROM = 200;

/** A row of one line with a badge, until rows are measured; then the rows not yet shown are taken to be as tall as those measured. */
const ROW_ESTIMATE_PX = 57;
/** How long a row that Home or End focused is kept in view while the rows around it are measured. */
const SETTLE_MS = 1000;
/** Rows rendered past each edge of the screen: Tab, the arrow keys and a fast wheel find them ready. */
const OVERSCAN = 12;

/** A row's height as laid out; jsdom lays nothing out, so there the estimate stands. */
function rowHeight(element: Element, entry: ResizeObserverEntry | undefined): number {
  return entry?.borderBoxSize?.[0]?.blockSize || element.getBoundingClientRect().height || ROW_ESTIMATE_PX;
}

/**
 * The height of the rows not yet shown: that of the rows measured so far, on average. A fixed
 * guess off by a few pixels a row is off by thousands over 10,000 rows: End would land short of
 * the last row, and the scroll bar would jump as rows were measured.
 */
function useRowEstimate() {
  const measured = useRef({ total: 0, count: 0 });
  const [estimate, setEstimate] = useState(ROW_ESTIMATE_PX);
  const measure = useCallback((element: Element, entry: ResizeObserverEntry | undefined) => {
    const height = rowHeight(element, entry);
    measured.current.total += height;
    measured.current.count += 1;
    return height;
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render, as rows mount; the state changes only when the average does
  useLayoutEffect(() => {
    const { total, count } = measured.current;
    const average = count ? Math.round(total / count) : ROW_ESTIMATE_PX;
    if (Math.abs(average - estimate) >= 1) setEstimate(average);
  });
  return { estimate, measure };
}

/** The page is scrolled to its very end (End, or the scroll bar dragged down). */
const atPageBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
const toPageBottom = () => window.scrollTo({ left: window.scrollX, top: document.documentElement.scrollHeight, behavior: 'instant' });

/** Keys typed into a field, held by a control of its own, or pressed in a dialog over the page are not the page's. */
const isOwnKeyTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [role="slider"], [role="listbox"], [role="menu"], [role="dialog"], dialog') !== null);

/**
 * End lands on the last row. The rows measured there may be taller than the estimate, so the
 * table grows under the reader and would push the last row off the screen; and the browser's End
 * glides to where the end was when the key was pressed. So End goes to the end at once, and while
 * the page is at its end it stays there as the rows of the same list are measured (not when the
 * list itself changes: a new search does not send anyone to its end).
 */
function useStayAtPageBottom(count: number, totalSize: number) {
  const atBottom = useRef(false);
  const pinnedUntil = useRef(0);
  const counted = useRef(count);
  useEffect(() => {
    const onScroll = () => {
      atBottom.current = atPageBottom();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'End' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isOwnKeyTarget(event.target)) return;
      event.preventDefault();
      toPageBottom();
      atBottom.current = true;
      pinnedUntil.current = performance.now() + SETTLE_MS;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  useLayoutEffect(() => {
    const sameList = counted.current === count;
    counted.current = count;
    if (sameList && (atBottom.current || performance.now() < pinnedUntil.current) && !atPageBottom()) toPageBottom();
  }, [count, totalSize]);
}

/**
 * The rows of a long table, windowed by the page's own scroll: the rows in view and a few either
 * side, with empty rows above and below keeping the table as tall as all of them, so the scroll
 * bar, Page Down and End work as on a full table. The row with keyboard focus stays rendered
 * when it scrolls away, so focus is never dropped. `renderRow` gets the ref that measures it.
 */
export function WindowedRows({
  count,
  columnCount,
  renderRow,
  onRowsLaidOut,
}: {
  count: number;
  columnCount: number;
  renderRow: (index: number, measure: (row: HTMLTableRowElement | null) => void) => ReactNode;
  /** After each render: the rows in view are in the document and laid out. */
  onRowsLaidOut?: () => void;
}) {
  const topRef = useRef<HTMLTableRowElement>(null);
  const focused = useRef<number | null>(null);
  // Where the first row starts on the page: what is above the table (filters, a message) may grow.
  const [scrollMargin, setScrollMargin] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render; the state changes only when the place does
  useLayoutEffect(() => {
    const top = topRef.current ? topRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });
  // Home or End pressed on a row: the row to focus once it is rendered.
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  // A new function when there is a row to focus is what makes the virtualizer take the rows again.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = focused.current;
      if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `focusTarget` renews the function on purpose
    [focusTarget],
  );
  const { estimate, measure } = useRowEstimate();
  const estimateSize = useCallback(() => estimate, [estimate]);
  // A new key function is what makes the virtualizer place the rows again by the new estimate;
  // the keys themselves (row numbers) are unchanged, so the heights measured are kept.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `estimate` renews the function on purpose
  const getItemKey = useCallback((index: number) => index, [estimate]);
  const virtualizer = useWindowVirtualizer({ count, estimateSize, getItemKey, overscan: OVERSCAN, scrollMargin, rangeExtractor, measureElement: measure });
  const items = virtualizer.getVirtualItems();
  useStayAtPageBottom(count, virtualizer.getTotalSize());

  // Home and End on a focused row go to the first and the last row, rendered first if they are
  // not: the browser's own Home and End would scroll the page (or, on a phone, only the table
  // sideways) and leave focus on a row far away.
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key !== 'Home' && event.key !== 'End') || event.altKey || event.metaKey || event.shiftKey) return;
    const row = event.target as Element;
    if (row.tagName !== 'TR' || !row.hasAttribute('data-index')) return;
    event.preventDefault();
    const target = event.key === 'Home' ? 0 : count - 1;
    // Kept rendered like a focused row (rangeExtractor), in its place by the estimate; focus then
    // scrolls it into view, and the rows around it are measured there.
    focused.current = target;
    setFocusTarget(target);
  };
  // Once rendered, the row takes focus, which scrolls it into view; for a moment after, while the
  // rows around it are measured and may push it off the screen, it is kept in view (while it has focus).
  const settling = useRef<{ row: HTMLElement; until: number } | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render: rows mount and are measured
  useLayoutEffect(() => {
    if (focusTarget !== null) {
      const row = topRef.current?.parentElement?.querySelector<HTMLElement>(`tr[data-index="${focusTarget}"]`);
      if (!row) return;
      setFocusTarget(null);
      row.focus();
      settling.current = { row, until: performance.now() + SETTLE_MS };
    }
    const held = settling.current;
    if (!held) return;
    if (performance.now() > held.until || document.activeElement !== held.row || !held.row.isConnected) settling.current = null;
    else held.row.scrollIntoView({ block: 'nearest' });
  });
  useLayoutEffect(() => onRowsLaidOut?.());
  const onFocus = (event: FocusEvent) => {
    const index = event.target.closest('tr[data-index]')?.getAttribute('data-index');
    focused.current = index == null ? null : Number(index);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  };

  // Empty rows stand for the rows not rendered: before the first, after the last, and between a
  // focused row kept far away and the rows in view.
  const parts: ReactNode[] = [];
  let end = scrollMargin;
  for (const item of items) {
    if (item.start > end) parts.push(<Gap key={`gap-${item.index}`} height={item.start - end} columnCount={columnCount} />);
    parts.push(renderRow(item.index, virtualizer.measureElement));
    end = item.end;
  }
  const below = virtualizer.getTotalSize() - (end - scrollMargin);
  return (
    <tbody className="divide-y divide-slate-100" onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      <tr ref={topRef} aria-hidden="true" className="border-0">
        <td colSpan={columnCount} style={{ height: 0, padding: 0, border: 0 }} />
      </tr>
      {parts}
      {below > 0 && <Gap height={below} columnCount={columnCount} />}
    </tbody>
  );
}

function Gap({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className="border-0">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
