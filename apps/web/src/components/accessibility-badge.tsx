import { ACCESSIBILITY, accessibilityLabel, type Accessibility } from '@aedatlas/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<string, BadgeTone> = { FULL_24H: 'green', WORKING_HOURS: 'blue', LIMITED: 'yellow', UNKNOWN: 'slate' };

const isAccessibility = (value: string): value is Accessibility => (ACCESSIBILITY as readonly string[]).includes(value);

/** The AED's accessibility (000 §3): known values by their label, others as they are, 'Unknown' when missing. */
export function AccessibilityBadge({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  const label = !value ? t('accessibility.UNKNOWN') : isAccessibility(value) ? t(`accessibility.${value}`) : accessibilityLabel(value);
  return <Badge tone={(value && TONES[value]) || 'slate'}>{label}</Badge>;
}
