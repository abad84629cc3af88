import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { returnPathFrom } from '../../lib/session/return-path';
import { LogoMark } from '../../components/logo';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoginForm } from './login-form';

/** /login (000 §2.3): on to the page that sent the person here, else /map; a signed-in visitor never sees it. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-red-50 to-slate-50 px-4 py-12 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-12 w-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('login.subtitle')}</p>
        </div>
        <LoginForm onSuccess={() => navigate(returnPathFrom(search), { replace: true })} />
      </div>
    </div>
  );
}
