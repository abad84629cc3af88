import type { Locator, Page } from 'playwright-core';

/**
 * What of a page a person cannot see: text under a table's pinned column, things past the
 * screen's right edge, a button under a panel. Each answer lists the culprits, so a failing test
 * says what is hidden.
 */

/** Whether the middle of `target` is `target` itself (or inside it), not something laid over it. */
export function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

/** Elements inside `container` reaching past the window's right edge (a code block's own scrolling aside). */
export function pastTheRightEdge(container: Locator): Promise<string[]> {
  return container.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => !element.parentElement?.closest('pre'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(element.getBoundingClientRect().right)}`),
  );
}

/**
 * Text of the table's rows on screen that lies under the cell of its pinned column ('Actions'),
 * as 'row text: hidden text'. Measured on the text itself (a range's boxes), not on the cells.
 */
export function textUnderPinnedColumn(page: Page, table: string, pinned = 'Actions'): Promise<string[]> {
  return page.getByRole('table', { name: table }).evaluate((element, header) => {
    const headers = [...element.querySelectorAll('thead th')];
    const column = headers.findIndex((th) => th.textContent?.trim().toLowerCase() === header.toLowerCase());
    if (column < 0) return [`no '${header}' column`];
    const overlaps = (a: DOMRect, b: DOMRect) => a.right > b.left + 0.5 && a.left < b.right - 0.5 && a.bottom > b.top + 0.5 && a.top < b.bottom - 0.5;
    const hidden: string[] = [];
    const rows = [headers.map((th) => th.parentElement!)[0], ...element.querySelectorAll('tbody tr')];
    for (const row of rows) {
      const cells = [...row.children];
      const pin = cells[column]?.getBoundingClientRect();
      if (!pin || pin.bottom < 0 || pin.top > window.innerHeight) continue;
      cells.forEach((cell, index) => {
        if (index === column) return;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some((box) => overlaps(box, pin))) hidden.push(`${cells[0].textContent?.trim().slice(0, 30)}: ${node.textContent.trim()}`);
        }
      });
    }
    return hidden;
  }, pinned);
}

/** Headers of the table whose text is cut: past the edge of the table's scrolling box, or under the pinned column. */
export function cutHeaders(page: Page, table: string, pinned = 'Actions'): Promise<string[]> {
  return page.getByRole('table', { name: table }).evaluate((element, header) => {
    const region = element.parentElement!.getBoundingClientRect();
    const headers = [...element.querySelectorAll('thead th')];
    const pin = headers.find((th) => th.textContent?.trim().toLowerCase() === header.toLowerCase())?.getBoundingClientRect();
    const cut: string[] = [];
    for (const th of headers) {
      const range = document.createRange();
      range.selectNodeContents(th);
      const box = range.getBoundingClientRect();
      const under = pin && th.textContent?.trim().toLowerCase() !== header.toLowerCase() && box.right > pin.left + 0.5;
      if (box.left < region.left - 0.5 || box.right > region.right + 0.5 || under) cut.push(th.textContent?.trim() ?? '');
    }
    return cut;
  }, pinned);
}

/**
 * E-mail addresses in the table's cells broken mid-word: one may take one line, or two with the
 * break right before the '@'. `checked` says how many there were to look at.
 */
export function emailsBrokenMidWord(page: Page, table: string): Promise<{ checked: number; broken: string[] }> {
  return page.getByRole('table', { name: table }).evaluate((element) => {
    const email = /^[^\s@]+@[^\s@]+$/;
    // The innermost elements whose text is one address.
    const addresses = [...element.querySelectorAll('tbody td *')].filter((e) => email.test(e.textContent?.trim() ?? '') && ![...e.children].some((c) => email.test(c.textContent?.trim() ?? '')));
    const broken: string[] = [];
    for (const address of addresses) {
      // Each letter with the top of its line, in order.
      const letters: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(address, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          if (!text[i].trim()) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          letters.push({ char: text[i], top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      if (letters.some((letter, i) => i > 0 && letter.top !== letters[i - 1].top && letter.char !== '@')) broken.push(address.textContent!.trim());
    }
    return { checked: addresses.length, broken };
  });
}
