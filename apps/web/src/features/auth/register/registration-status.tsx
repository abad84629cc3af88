import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_RETRY } from '@aedatlas/contracts';
import { REGISTRATION_STEPS, type RegistrationError } from './registration-flow';
import { translateMessage } from '../../../i18n';
import { failureCauses, failureHeading, retryMessage } from './registration-messages';
import type { RegistrationProgress, StepStatus } from './use-registration';

/** One line per step with its state; the retry countdown under the step that waits. */
export function RegistrationProgressList({ progress }: { progress: RegistrationProgress }) {
  const { t } = useTranslation('auth');
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
      <h2 className="text-sm font-semibold text-slate-800">{t('register.progress.title')}</h2>
      <ol className="mt-2 space-y-1.5 text-sm" aria-label={t('register.progress.steps')}>
        {REGISTRATION_STEPS.map(({ id }) => {
          const status = progress.steps[id];
          return (
            <li key={id} className="flex items-start gap-2" data-status={status}>
              <StepIcon status={status} />
              <span className={status === 'pending' ? 'text-slate-500' : status === 'failed' ? 'text-red-800' : 'text-slate-800'}>
                {t(`register.progress.${id}`)}
                <span className="sr-only"> ({t(`register.progress.${status}`)})</span>
                {progress.retry?.step === id && (
                  <span className="mt-0.5 block text-amber-800" role="status">
                    {t('register.progress.noResponse', { attempt: progress.retry.attempt, attempts: REGISTRATION_RETRY.attempts })}{' '}
                    <strong className="font-semibold">{retryMessage(progress.retry.secondsLeft)}</strong>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function StepIcon({ status }: { status: StepStatus }) {
  if (status === 'active') {
    return <span aria-hidden="true" className="mt-0.5 h-4 w-4 flex-none animate-spin rounded-full border-2 border-slate-300 border-t-red-700" />;
  }
  const common = 'mt-0.5 h-4 w-4 flex-none';
  if (status === 'done') {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`${common} fill-green-600`}>
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.2-3.5-3.5 1.3-1.3 2.2 2.2 4.6-4.6 1.3 1.3-5.9 5.9Z" />
      </svg>
    );
  }
  if (status === 'failed') {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`${common} fill-red-600`}>
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm3.4 10.6-1.3 1.3L10 11.3l-2.1 2.1-1.3-1.3L8.7 10 6.6 7.9l1.3-1.3L10 8.7l2.1-2.1 1.3 1.3L11.3 10l2.1 2.1Z" />
      </svg>
    );
  }
  return <span aria-hidden="true" className="mt-0.5 h-4 w-4 flex-none rounded-full border-2 border-slate-300" />;
}

/**
 * The failure heading of the step that failed and the likely causes for its status (000 §8).
 * The heading takes focus, so the screen scrolls to it and screen readers start there.
 */
export function RegistrationFailure({
  failure,
  takeFocus = true,
  children,
}: {
  failure: RegistrationError;
  /** false while a dialog about the same failure has the focus. */
  takeFocus?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [failure, takeFocus]);
  const causes = failureCauses(failure.step, failure.status);
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-red-800 outline-none">
        {failureHeading(failure.step)}
      </h2>
      {failure.message && (
        <p className="mt-1">
          {translateMessage(failure.message)}
          {failure.status > 0 && <span className="text-red-700"> {t('register.failure.status', { status: failure.status })}</span>}
        </p>
      )}
      <p className="mt-2 font-medium">{t('register.failure.possibleCauses')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {causes.map((cause) => (
          <li key={cause}>{cause}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}
