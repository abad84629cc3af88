import { accessibilityLabel } from '@aedatlas/contracts';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<string, BadgeTone> = { FULL_24H: 'green', WORKING_HOURS: 'blue', LIMITED: 'yellow', UNKNOWN: 'slate' };

/** The AED's accessibility (000 §3): known values by their label, others as they are, 'Unknown' when missing. */
export function AccessibilityBadge({ value }: { value: string | null | undefined }) {
  return <Badge tone={(value && TONES[value]) || 'slate'}>{accessibilityLabel(value)}</Badge>;
}
