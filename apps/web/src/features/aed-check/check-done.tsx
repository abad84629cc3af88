import type { CheckReceipt } from '@aedatlas/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckPhoto } from './check-photo';

/** The thanks after a check, and the optional photo. Focus comes here: the button it replaces is gone. */
export function CheckDone({ code, receipt }: { code: string; receipt: CheckReceipt }) {
  const { t } = useTranslation('checks');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const inService = receipt.state === 'inService';
  return (
    <div className="space-y-5">
      <div role="status" className={`rounded-xl border px-4 py-4 ${inService ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {t('done.title')}
        </h2>
        <p className={`mt-1 ${inService ? 'text-green-900' : 'text-amber-900'}`}>{inService ? t('done.inService') : t('done.notInService')}</p>
      </div>
      {receipt.photoToken && <CheckPhoto code={code} token={receipt.photoToken} />}
    </div>
  );
}
