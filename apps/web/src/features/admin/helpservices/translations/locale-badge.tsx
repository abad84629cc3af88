import { HELP_LOCALE_LABELS, type HelpLocale } from '@aedatlas/contracts';
import { Badge } from '../../../../components/badge';

export const localeLabel = (locale: string) => HELP_LOCALE_LABELS[locale as HelpLocale] ?? locale;

/** 'SI' with 'Slovenian' for screen readers and on hover: the code the apps use, the name people know. */
export function LocaleBadge({ locale }: { locale: string }) {
  return (
    <Badge tone="purple" className="font-mono">
      <span aria-hidden="true" title={localeLabel(locale)}>
        {locale.toUpperCase()}
      </span>
      <span className="sr-only">{localeLabel(locale)}</span>
    </Badge>
  );
}
