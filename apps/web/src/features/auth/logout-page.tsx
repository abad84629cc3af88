import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLogout } from './api/logout';

/** /logout: signs out on arrival, then shows the login screen (000 §2.1). */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('logout.documentTitle'));
  const { mutate } = useLogout();
  // Strict mode mounts twice in development; one logout is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return <Spinner label={t('logout.busy')} />;
}
