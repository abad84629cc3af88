/** The heading of an AED: its title, else its description, else 'AED'. */
export function aedHeading(aed: { title?: string | null; description?: string | null }): string {
  return aed.title?.trim() || aed.description?.trim() || 'AED';
}

/** 'Slovenska cesta 1, 1000 Ljubljana': the street and the town, as far as they are known. */
export function aedAddress(aed: { address?: string | null; postalCode?: string | null; city?: string | null }): string {
  return [aed.address, aed.postalCode && aed.city ? `${aed.postalCode} ${aed.city}` : aed.city].filter(Boolean).join(', ');
}

const OUT_OF_SERVICE_REASONS = ['used', 'damaged', 'missing'] as const;
/** Which text says why an AED is out of service: its street report's kind, or 'other'. */
export function outOfServiceReason(kind: string): (typeof OUT_OF_SERVICE_REASONS)[number] | 'other' {
  return OUT_OF_SERVICE_REASONS.find((reason) => reason === kind) ?? 'other';
}
