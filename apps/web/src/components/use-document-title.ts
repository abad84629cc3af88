import { useEffect } from 'react';

/** Each screen names the tab, so history, bookmarks and screen readers tell screens apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · AED Atlas`;
  }, [title]);
}
