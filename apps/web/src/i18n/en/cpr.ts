/**
 * The CPR part of the emergency screen: the compression metronome and the steps. Short and plain:
 * the reader is a frightened bystander with their hands full.
 */
export const cpr = {
  heading: 'CPR: push hard and fast',
  metronome: 'Metronome',
  tapToStart: 'Tap to start',
  tapToStop: 'Tap to stop',
  pushOnBeat: 'Push on every beat',
  tempo: 'Tempo',
  perMinute: '{{bpm}} / min',
  perMinuteSpoken: '{{bpm}} a minute',
  slower: 'Slower',
  faster: 'Faster',
  /** Said once by screen readers when the metronome or its tempo changes, never on each beat. */
  announceOn: 'Metronome on, {{bpm}} a minute',
  announceOff: 'Metronome off',
  announceTempo: 'Tempo {{bpm}} a minute',
  stepsLabel: 'CPR steps',
  steps: {
    push: 'Push hard and fast in the centre of the chest.',
    depth: '5 to 6 cm deep. Let the chest come fully back up.',
    keepGoing: 'Do not stop until the AED or help arrives. Swap with someone every 2 minutes if you can.',
    aed: 'When the AED arrives, switch it on and do what it says.',
  },
};
