/** The terms of use (000 §1): one section per point, each with an anchor for the contents list. */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'users',
    title: 'Who may use the service',
    paragraphs: ['Users of the service are natural persons. Accounts may not be opened for companies or other legal entities.'],
  },
  {
    id: 'basic-app',
    title: 'The free basic app',
    paragraphs: ['The basic mobile application is free of charge.'],
  },
  {
    id: 'premium',
    title: 'Premium Service',
    paragraphs: [
      'The Premium Service is paid monthly or yearly. A Premium subscription lasts one year and can be renewed.',
    ],
  },
  {
    id: 'emergency-messages',
    title: 'Emergency messages',
    paragraphs: [
      "When you raise an alarm, the emergency message goes to the nearest emergency services and to your emergency (ICE) contacts, by SMS and/or app notification.",
    ],
  },
  {
    id: 'age-limit',
    title: 'Age limit',
    paragraphs: ['The service is not intended for people under 14 years of age.'],
  },
  {
    id: 'purpose',
    title: 'Purpose of use',
    paragraphs: ['The app must only be used to save lives. Misuse, including false alarms, is not permitted.'],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    paragraphs: ['These terms are governed by the law of the Republic of Slovenia.'],
  },
  {
    id: 'fees-refunds',
    title: 'Fees and refunds',
    paragraphs: ['Fees paid are non-refundable, unless the paid service is discontinued.'],
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    paragraphs: ['Any change of prices is announced one month before it takes effect.'],
  },
];
