import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../button-styles';

interface ListLoadErrorProps {
  /** What failed to load, in the screen's words ('Failed to load conflicts.'). */
  text: ReactNode;
  /** Shows a 'Try Again' button under the text. */
  onRetry?: () => void;
  /** A list of cards has no table around it, so the message gets a box of its own. */
  standalone?: boolean;
}

const IN_TABLE = 'border-t border-slate-200 px-4 py-10 text-center';
const STANDALONE = 'rounded-xl border border-slate-200 bg-white px-4 py-10 text-center shadow-sm';

/** A list that failed to load: the reason as an alert, and a way to ask again (001 §4). */
export function ListLoadError({ text, onRetry, standalone = false }: ListLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={standalone ? STANDALONE : IN_TABLE}>
      <p role="alert" className="font-medium text-red-700">
        {text}
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass('secondary', 'mt-4')}>
          {t('actions.tryAgain')}
        </button>
      )}
    </div>
  );
}
