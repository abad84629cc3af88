/** The landing page and the terms of use (000 §1, §2.1). */
export const publicPages = {
  landing: {
    documentTitle: 'Find a defibrillator',
    kicker: 'Public-access defibrillators',
    headline: 'Find the nearest AED.',
    headlineAccent: 'Every second counts.',
    intro:
      'AED Atlas shows where automated external defibrillators are, so anyone can reach one fast when a heart stops. Log in to access the AED map, or create a free account to keep your emergency contacts.',
    login: 'Login to Access AED Map',
    createAccount: 'Create Account',
    emergency: 'In an emergency, call <strong>112</strong> first.',
    featuresHeading: 'What AED Atlas offers',
    features: {
      map: { title: 'Every AED on one map', text: 'Defibrillators across Slovenia, with address, access hours and directions.' },
      ice: { title: 'Your emergency contacts', text: 'Keep the people to notify in an emergency (ICE contacts) with your account.' },
      helpCenters: { title: 'Help centers', text: 'Find validated help centers near you, with phone numbers and addresses.' },
    },
  },
  unsubscribe: {
    title: 'Expiry reminders',
    checking: 'Checking the link...',
    question: 'Stop the expiry reminders to {{email}}?',
    explain: 'This address will no longer be told when the batteries or electrodes of the AEDs it looks after are about to expire.',
    confirm: 'Stop reminders',
    busy: 'Stopping...',
    done: '{{email}} will get no more expiry reminders.',
    invalid: 'This unsubscribe link is not valid. Please use the link from the reminder as it was sent.',
    failed: 'The reminders could not be stopped just now. Please try again.',
    toMap: 'Go to the map',
  },
  terms: {
    title: 'Terms of Use',
    back: '← Back to Dashboard',
    intro: 'Please read these terms before using AED Atlas and its mobile app.',
    contents: 'Table of contents',
    sections: {
      users: {
        title: 'Who may use the service',
        text: 'Users of the service are natural persons. Accounts may not be opened for companies or other legal entities.',
      },
      basicApp: {
        title: 'The free basic app',
        text: 'The basic mobile application is free of charge.',
      },
      premium: {
        title: 'Premium Service',
        text: 'The Premium Service is paid monthly or yearly. A Premium subscription lasts one year and can be renewed.',
      },
      emergencyMessages: {
        title: 'Emergency messages',
        text: 'When you raise an alarm, the emergency message goes to the nearest emergency services and to your emergency (ICE) contacts, by SMS and/or app notification.',
      },
      ageLimit: {
        title: 'Age limit',
        text: 'The service is not intended for people under 14 years of age.',
      },
      purpose: {
        title: 'Purpose of use',
        text: 'The app must only be used to save lives. Misuse, including false alarms, is not permitted.',
      },
      governingLaw: {
        title: 'Governing law',
        text: 'These terms are governed by the law of the Republic of Slovenia.',
      },
      feesRefunds: {
        title: 'Fees and refunds',
        text: 'Fees paid are non-refundable, unless the paid service is discontinued.',
      },
      priceChanges: {
        title: 'Price changes',
        text: 'Any change of prices is announced one month before it takes effect.',
      },
    },
  },
};
