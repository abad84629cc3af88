import type { Translations } from '../translations';

export const cpr: Translations['cpr'] = {
  heading: 'Oživljanje: pritiskajte močno in hitro',
  metronome: 'Metronom',
  tapToStart: 'Tapnite za vklop',
  tapToStop: 'Tapnite za izklop',
  pushOnBeat: 'Pritisnite ob vsakem utripu',
  tempo: 'Tempo',
  perMinute: '{{bpm}} / min',
  perMinuteSpoken: '{{bpm}} na minuto',
  slower: 'Počasneje',
  faster: 'Hitreje',
  announceOn: 'Metronom vklopljen, {{bpm}} na minuto',
  announceOff: 'Metronom izklopljen',
  announceTempo: 'Tempo {{bpm}} na minuto',
  stepsLabel: 'Koraki oživljanja',
  steps: {
    push: 'Močno in hitro pritiskajte na sredino prsnega koša.',
    depth: 'Pritisnite 5 do 6 cm globoko. Nato pustite, da se prsni koš povsem dvigne.',
    keepGoing: 'Ne prenehajte, dokler ne prinesejo AED ali ne pride pomoč. Če lahko, se z nekom zamenjajte vsaki 2 minuti.',
    aed: 'Ko prinesejo AED, ga vklopite in sledite njegovim navodilom.',
  },
};
