import type { Translations } from '../translations';

export const aeds: Translations['aeds'] = {
  documentTitle: 'Lokacije AED',
  title: 'Lokacije AED',
  description: 'Vsi registrirani defibrilatorji. Iščite po imenu, kraju ali modelu; odprite posameznega za podrobnosti in slike.',
  table: 'Lokacije AED',
  search: 'Iskanje AED ...',
  empty: 'Ni najdenih AED',
  loading: 'Nalaganje AED ...',
  loadFailed: 'AED ni bilo mogoče naložiti. Poskusite znova pozneje.',
  columns: {
    description: 'Opis',
    address: 'Naslov',
    city: 'Kraj',
    accessibility: 'Dostopnost',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-pošta',
    model: 'Model',
    serialNumber: 'Serijska številka',
    pictures: 'Slike',
    details: 'Podrobnosti',
  },
  aed: 'AED',
  noPictures: 'Brez slik',
  pictureAlt: 'Slika {{number}}: {{name}}',
  more: '+{{count}} več',
  viewMore: 'Več',
  openData: {
    download: 'Prenesite vse AED:',
    attribution: '© sodelavci OpenStreetMap,',
  },
};
