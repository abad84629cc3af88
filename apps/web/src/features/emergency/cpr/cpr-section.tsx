import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CprMetronome } from './cpr-metronome';
import { CprSteps } from './cpr-steps';

/** What to do with your hands until the AED is there: the compression beat, then the steps. */
export function CprSection() {
  const { t } = useTranslation('cpr');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        {t('heading')}
      </h2>
      <CprMetronome />
      <CprSteps className="mt-5" />
    </section>
  );
}
