import type { Translations } from '../translations';

export const dashboard: Translations['dashboard'] = {
  documentTitle: 'Nadzorna plošča',
  quickLinks: 'Hitre povezave',
  shortcuts: {
    map: { label: 'Zemljevid AED', text: 'Poiščite najbližji defibrilator.' },
    ice: { label: 'Kontakti ICE', text: 'Koga obvestiti v nujnem primeru.' },
    helpCenters: { label: 'Centri pomoči', text: 'Preverjena pomoč v vaši bližini.' },
  },
  registeredAeds: 'Registrirani AED',
  openMap: 'Odpri zemljevid AED →',
};
