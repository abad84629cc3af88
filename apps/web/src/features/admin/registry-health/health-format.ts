import { formatCount } from '../../../lib/format';

const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 0.8437 -> '84.4%'. */
export const formatShare = (value: number) => share.format(value);

/** A duration in hours as people say it: '45 min', '18 h', '3.5 days'. */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${oneDecimal.format(hours)} h`;
  return `${oneDecimal.format(hours / 24)} days`;
}

/** '1 AED', '12 AEDs'. */
export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
