/** The heading of an AED: its title, else its description, else 'AED'. */
export function aedHeading(aed: { title?: string | null; description?: string | null }): string {
  return aed.title?.trim() || aed.description?.trim() || 'AED';
}

/** 'Slovenska cesta 1, 1000 Ljubljana': the street and the town, as far as they are known. */
export function aedAddress(aed: { address?: string | null; postalCode?: string | null; city?: string | null }): string {
  return [aed.address, aed.postalCode && aed.city ? `${aed.postalCode} ${aed.city}` : aed.city].filter(Boolean).join(', ');
}

/** The states an admin or guardian sets that take an AED out of use: their words are the reason. */
const STATE_REASONS = ['outOfService', 'temporarilyAbsent', 'removed'] as const;
/** The street report kinds that take an AED out of service (contracts: OUT_OF_SERVICE_KINDS). */
const REPORT_REASONS = ['used', 'damaged', 'missing'] as const;
export type OutOfServiceReason = (typeof REPORT_REASONS)[number] | (typeof STATE_REASONS)[number] | 'other';

/**
 * Which text (map:outOfService.reasons) says why an AED cannot be used, from the answers'
 * `outOfService`: its street report's kind, or the state set by an admin or guardian; 'other' for
 * anything else. The one mapping for the map, Near me, the emergency screen and the AED page.
 */
export function outOfServiceReason(kind: string): OutOfServiceReason {
  return [...REPORT_REASONS, ...STATE_REASONS].find((reason) => reason === kind) ?? 'other';
}

/** Whether the reason is a state (its words are short enough for a marker's name), not a report. */
export const isStateReason = (reason: OutOfServiceReason): reason is (typeof STATE_REASONS)[number] => (STATE_REASONS as readonly string[]).includes(reason);
