import type { Translations } from '../translations';

export const notifications: Translations['notifications'] = {
  inbox: {
    title: 'Obvestila',
    description: 'Sporočila AED Atlas za vas: opozorila v vaši bližini, opomniki in novice.',
    loading: 'Nalaganje obvestil ...',
    loadFailed: 'Obvestil ni bilo mogoče naložiti. Poskusite znova pozneje.',
    empty: 'Obvestil še nimate.',
    unread: 'Neprebrano',
    hasLocation: 'Ima lokacijo',
    count_one: '{{formatted}} obvestilo',
    count_two: '{{formatted}} obvestili',
    count_few: '{{formatted}} obvestila',
    count_other: '{{formatted}} obvestil',
  },
  detail: {
    documentTitle: 'Obvestilo',
    back: '← Vsa obvestila',
    loading: 'Nalaganje obvestila ...',
    notFound: 'Obvestila ni mogoče najti',
    loadFailed: 'Obvestila ni bilo mogoče naložiti. Poskusite znova.',
    where: 'Kje',
    mapLabel: 'Zemljevid kraja, na katerega se nanaša obvestilo: {{latitude}}, {{longitude}}',
    read: 'Prebrano {{date}}',
    marking: 'Označevanje kot prebrano ...',
  },
  push: {
    title: 'Potisna obvestila na tej napravi',
    unsupported: 'Ta brskalnik ne more prejemati potisnih obvestil. Nova obvestila se še vedno prikažejo tukaj.',
    blocked: 'Obvestila so za to spletno mesto blokirana. Da jih vklopite, jih dovolite v nastavitvah brskalnika.',
    checking: 'Preverjanje te naprave ...',
    turningOff: 'Izklapljanje ...',
    turningOn: 'Vklapljanje ...',
    on: 'Vklopljeno: ta naprava pokaže obvestilo, ko prispe.',
    off: 'Izklopljeno: nova obvestila se prikažejo samo tukaj.',
    failed: 'Potisnih obvestil ni bilo mogoče spremeniti: {{message}}',
  },
};
