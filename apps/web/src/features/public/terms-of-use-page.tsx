import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { TERMS_SECTIONS } from './terms-sections';

/** Public terms (000 §1, §2.1): contents with anchor links, every point a section. */
export function TermsOfUsePage() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('terms.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to="/dashboard" className="text-sm font-semibold text-red-700 hover:underline">
        {t('terms.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('terms.title')}</h1>
      <p className="mt-2 text-slate-600">{t('terms.intro')}</p>

      <nav aria-labelledby="toc-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t('terms.contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-slate-800">
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-red-700 hover:underline">
                {t(`terms.sections.${section.key}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-8">
        {TERMS_SECTIONS.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {t(`terms.sections.${section.key}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t(`terms.sections.${section.key}.text`)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
