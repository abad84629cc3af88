import { createBeatClock } from './beat-clock';
import { closeAudio, openAudio, playBeep } from './beep';

/** How often the scheduler wakes up to book the coming beats. */
const TICK_MS = 25;
/**
 * How far ahead beats are booked on the audio clock: longer than a tick plus the usual stall of a
 * busy main thread, so a late tick never leaves a gap in the sound.
 */
const LOOKAHEAD_S = 0.1;
/** The first beat comes a moment after the tap, so that it is booked as evenly as the rest. */
const FIRST_BEAT_S = 0.05;
/** Later than this (a frozen or hidden page), the beat starts afresh instead of catching up in a burst. */
const GIVE_UP_LATE_S = 0.25;

interface BeatOptions {
  /** Read before each beat is booked, so a new tempo applies from the next beats on. */
  secondsPerBeat: () => number;
  /** Called when a beat sounds: for what is seen and felt (the pulse, the vibration). */
  onBeat: () => void;
}

/**
 * Starts the beat and returns what stops it. Call it inside the person's tap: the audio may only
 * start there. Each beep is booked ahead on the audio clock, and the visible beat is timed from
 * the same schedule; without Web Audio the beat is only seen and felt.
 */
export function startBeats({ secondsPerBeat, onBeat }: BeatOptions): () => void {
  const audio = openAudio();
  const clock = createBeatClock(audio);
  const shownBeats = new Set<ReturnType<typeof setTimeout>>();
  let nextBeat = clock.now() + FIRST_BEAT_S;

  const bookComingBeats = () => {
    const now = clock.now();
    if (nextBeat < now - GIVE_UP_LATE_S) nextBeat = now + FIRST_BEAT_S;
    while (nextBeat < now + LOOKAHEAD_S) {
      const audioTime = clock.audioTime(nextBeat);
      if (audio && audioTime !== null) playBeep(audio, audioTime);
      const shown = setTimeout(
        () => {
          shownBeats.delete(shown);
          onBeat();
        },
        Math.max(0, (nextBeat - now) * 1000),
      );
      shownBeats.add(shown);
      nextBeat += secondsPerBeat();
    }
  };

  bookComingBeats();
  const ticker = setInterval(bookComingBeats, TICK_MS);

  return () => {
    clearInterval(ticker);
    shownBeats.forEach(clearTimeout);
    shownBeats.clear();
    closeAudio(audio);
  };
}
