import type { Translations } from '../translations';

export const recalls: Translations['recalls'] = {
  notices: {
    title: 'Obvestila o odpoklicu',
    intro: 'Proizvajalec je odpoklical serijo elektrod ali baterij, ki je v AED, za katerega skrbite. Preberite, kaj storiti, in sporočite, ko je del zamenjan.',
    list: 'Odprta obvestila o odpoklicu',
    notice: 'Odpoklic serije {{lot}}',
    aed: 'AED',
    parts: 'Deli iz te serije',
    sent: 'Poslano',
    partNames: { electrode: 'Elektrode', childElectrode: 'Otroške elektrode', battery: 'Baterija' },
    read: 'Prebrano {{date}}.',
    acknowledge: 'Označi kot prebrano',
    replaced: 'Del je zamenjan',
    forNotice: '{{action}}: {{aed}}, serija {{lot}}',
    sending: 'Pošiljanje ...',
    confirmTitle: 'Je del zamenjan?',
    confirmText: 'Obvestilo o seriji {{lot}} za {{aed}} se zapre, administratorji pa vidijo, da je del zamenjan.',
    confirm: 'Da, zamenjan je',
    cancel: 'Prekliči',
    replacedDone: 'Hvala: del AED {{aed}} je označen kot zamenjan.',
    failed: 'Tega ni bilo mogoče shraniti. Poskusite znova.',
    loadFailed: 'Vaših obvestil o odpoklicu ni bilo mogoče naložiti.',
    retry: 'Znova naloži obvestila o odpoklicu',
    unnamed: 'AED',
  },
};
