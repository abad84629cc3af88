import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { usePushToggle } from './use-push-toggle';

/** 'Push notifications on this device': a switch with what it does, and why it cannot when it cannot. */
export function PushToggle() {
  const { t } = useTranslation('notifications');
  const push = usePushToggle();
  const disabled = !push.supported || push.loading || push.busy;
  let status: string;
  if (!push.supported) status = t('push.unsupported');
  else if (push.blocked && !push.on) status = t('push.blocked');
  else if (push.loading) status = t('push.checking');
  else if (push.busy) status = push.on ? t('push.turningOff') : t('push.turningOn');
  else status = push.on ? t('push.on') : t('push.off');

  return (
    <section aria-labelledby="push-toggle" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1">
        <h2 id="push-toggle" className="font-semibold text-slate-900">
          {t('push.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite">
          {status}
        </p>
        {push.error && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {t('push.failed', { message: translateMessage(push.error.message) })}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={push.on}
        aria-labelledby="push-toggle"
        disabled={disabled}
        onClick={() => push.set(!push.on)}
        className={`relative inline-flex h-8 w-14 flex-none items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-50 ${push.on ? 'bg-red-700' : 'bg-slate-400'}`}
      >
        <span aria-hidden="true" className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${push.on ? 'translate-x-7' : 'translate-x-1'}`} />
      </button>
    </section>
  );
}
