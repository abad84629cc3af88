/** The member dashboard home (000 §1). Its welcome banner stays Slovenian in both languages. */
export const dashboard = {
  documentTitle: 'Dashboard',
  quickLinks: 'Quick links',
  shortcuts: {
    map: { label: 'AED map', text: 'Find the nearest defibrillator.' },
    ice: { label: 'ICE contacts', text: 'Who to notify in an emergency.' },
    helpCenters: { label: 'Help centers', text: 'Validated help near you.' },
  },
  registeredAeds: 'Registered AEDs',
  openMap: 'Open the AED map →',
};
