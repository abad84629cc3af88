import { createContext, useContext, useEffect } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';

/** The shell's top bar shows the title the current screen announces. */
export const AdminTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * Every admin screen calls this once: it names the browser tab and the shell's top bar.
 * (Outside the shell, e.g. in a component test, it only names the tab.)
 */
export function useAdminPageTitle(title: string): void {
  useDocumentTitle(title);
  const setTitle = useContext(AdminTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
