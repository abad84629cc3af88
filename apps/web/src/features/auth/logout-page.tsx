import { useEffect, useRef } from 'react';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLogout } from './api/logout';

/** /logout: signs out on arrival, then shows the login screen (000 §2.1). */
export function LogoutPage() {
  useDocumentTitle('Logging out');
  const { mutate } = useLogout();
  // Strict mode mounts twice in development; one logout is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return <Spinner label="Logging out..." />;
}
