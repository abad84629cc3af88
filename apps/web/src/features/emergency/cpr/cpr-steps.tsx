import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AedPictogram, DepthPictogram, KeepGoingPictogram, PushChestPictogram } from './cpr-pictograms';

type StepKey = 'push' | 'depth' | 'keepGoing' | 'aed';

const STEPS: { key: StepKey; Picture: ComponentType<{ className?: string }> }[] = [
  { key: 'push', Picture: PushChestPictogram },
  { key: 'depth', Picture: DepthPictogram },
  { key: 'keepGoing', Picture: KeepGoingPictogram },
  { key: 'aed', Picture: AedPictogram },
];

/** Hands-only CPR in four short steps, each with a picture. */
export function CprSteps({ className = '' }: { className?: string }) {
  const { t } = useTranslation('cpr');
  return (
    // role="list": Safari stops announcing a list whose markers are hidden; the numbers are drawn instead.
    <ol role="list" aria-label={t('stepsLabel')} className={`space-y-3 text-base font-medium text-slate-900 ${className}`}>
      {STEPS.map(({ key, Picture }, index) => (
        <li key={key} className="flex items-center gap-3">
          <span aria-hidden="true" className="flex h-8 w-8 flex-none items-center justify-center rounded-full bg-red-700 text-base font-extrabold text-white">
            {index + 1}
          </span>
          <Picture className="h-12 w-12 flex-none text-red-700" />
          <span>{t(`steps.${key}`)}</span>
        </li>
      ))}
    </ol>
  );
}
