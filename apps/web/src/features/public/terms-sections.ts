/**
 * The terms of use (000 §1): one section per point, each with an anchor for the contents list.
 * The words are in the i18n resources (public.terms.sections.<key>), English and Slovenian.
 */
export const TERMS_SECTIONS = [
  { id: 'users', key: 'users' },
  { id: 'basic-app', key: 'basicApp' },
  { id: 'premium', key: 'premium' },
  { id: 'emergency-messages', key: 'emergencyMessages' },
  { id: 'age-limit', key: 'ageLimit' },
  { id: 'purpose', key: 'purpose' },
  { id: 'governing-law', key: 'governingLaw' },
  { id: 'fees-refunds', key: 'feesRefunds' },
  { id: 'price-changes', key: 'priceChanges' },
] as const;

export type TermsSection = (typeof TERMS_SECTIONS)[number];
