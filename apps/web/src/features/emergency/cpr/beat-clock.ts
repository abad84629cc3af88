/**
 * A clock in seconds for the beat: the audio hardware's clock while the audio runs (it keeps time
 * however busy the page is, and beeps can be booked on it ahead), the page's clock otherwise (no
 * Web Audio, or audio not allowed yet). Moving from one to the other keeps the time continuous,
 * so the rhythm does not jump when the audio starts a moment after the tap.
 */
export interface BeatClock {
  now(): number;
  /** Where a beat at `time` falls on the audio context's clock; null while the audio is not running. */
  audioTime(time: number): number | null;
}

export function createBeatClock(audio: AudioContext | null): BeatClock {
  let onAudio = false;
  // This clock's reading minus its source's reading.
  let offset = 0;
  const read = () => (audio && onAudio ? audio.currentTime : performance.now() / 1000);

  return {
    now() {
      const audioRuns = audio?.state === 'running';
      if (audioRuns !== onAudio) {
        const time = read() + offset;
        onAudio = audioRuns;
        offset = time - read();
      }
      return read() + offset;
    },
    audioTime(time) {
      return onAudio ? time - offset : null;
    },
  };
}
