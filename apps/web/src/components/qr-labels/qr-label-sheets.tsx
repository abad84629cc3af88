import { useTranslation } from 'react-i18next';
import { buttonClass } from '../button-styles';
import { QrCode } from '../qr-code';
import './qr-label-sheets.css';

/** What one label shows: the AED's name and place, and its check page's code. */
export interface QrLabel {
  id: string;
  title: string | null;
  place: string | null;
  checkCode: string;
}

/** 3 × 8 labels of 70 × 37 mm on an A4 sheet. */
export const LABELS_PER_SHEET = 24;

/** The check page a label leads to, on this site. */
export const checkPageUrl = (code: string) => `${window.location.origin}/c/${code}`;

/** The address printed under the code, to type when the camera cannot read it: no scheme, no www. */
export const shortCheckAddress = (code: string) => `${window.location.host.replace(/^www\./, '')}/c/${code}`;

const sheetsOf = (labels: QrLabel[]) => Array.from({ length: Math.ceil(labels.length / LABELS_PER_SHEET) }, (_, k) => labels.slice(k * LABELS_PER_SHEET, (k + 1) * LABELS_PER_SHEET));

/**
 * The QR labels of some AEDs as A4 sheets to print (or to save as a PDF from the print dialog),
 * with how many there are and the Print button above them; only the sheets are printed.
 */
export function QrLabelSheets({ labels }: { labels: QrLabel[] }) {
  const { t } = useTranslation('checks');
  const sheets = sheetsOf(labels);
  return (
    <div className="space-y-4">
      {/* The sheet's size and no margin while the sheets are on screen; other pages print as before. */}
      <style>{'@page { size: A4; margin: 0; }'}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <p className="font-semibold text-slate-900" data-testid="label-count">
            {t('labels.count', { count: labels.length })} {t('labels.sheets', { count: sheets.length })}
          </p>
          <p className="text-sm text-slate-600">{t('labels.printHint')}</p>
        </div>
        <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5">
            <path d="M7 9V3h10v6M7 18H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M7 14h10v7H7z" />
          </svg>
          {t('labels.print')}
        </button>
      </div>
      <div className="qr-label-sheets">
        {sheets.map((sheet, k) => (
          <div key={k} className="qr-label-sheet" data-testid="label-sheet">
            <ul className="qr-label-grid" aria-label={t('labels.sheet', { number: k + 1, total: sheets.length })}>
              {sheet.map((label) => (
                <LabelItem key={label.id} label={label} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function LabelItem({ label }: { label: QrLabel }) {
  const { t } = useTranslation('checks');
  const name = label.title?.trim() || t('labels.unnamed');
  return (
    <li className="qr-label" data-testid="qr-label" data-aed-id={label.id}>
      <QrCode text={checkPageUrl(label.checkCode)} label={t('labels.qr', { name })} className="qr-label-code" />
      <div className="qr-label-text">
        <p className="qr-label-scan">{t('labels.scan')}</p>
        <p className="qr-label-name">{name}</p>
        {label.place && <p className="qr-label-place">{label.place}</p>}
      </div>
      <p className="qr-label-address">{shortCheckAddress(label.checkCode)}</p>
    </li>
  );
}
