const PITCH_HZ = 1000;
const LENGTH_S = 0.05;
const LOUDNESS = 0.6;
// An exponential ramp cannot start from or reach zero: near silence stands in for it.
const SILENCE = 0.0001;

/** Books one short click-like beep at `when` on the audio context's clock. */
export function playBeep(audio: AudioContext, when: number): void {
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.type = 'square';
  tone.frequency.setValueAtTime(PITCH_HZ, when);
  // A sharp attack and a quick fade: heard as a tick even over noise, without a click at the end.
  volume.gain.setValueAtTime(SILENCE, when);
  volume.gain.exponentialRampToValueAtTime(LOUDNESS, when + 0.003);
  volume.gain.exponentialRampToValueAtTime(SILENCE, when + LENGTH_S);
  tone.connect(volume).connect(audio.destination);
  tone.start(when);
  tone.stop(when + LENGTH_S + 0.01);
}

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

/**
 * A running audio context, or null where there is no Web Audio. Call it inside the person's tap:
 * browsers (iOS Safari, Chrome) let a page start sound only in answer to one.
 */
export function openAudio(): AudioContext | null {
  const Context = typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as AudioWindow).webkitAudioContext);
  if (!Context) return null;
  try {
    const audio = new Context();
    audio.resume?.()?.catch(() => {});
    return audio;
  } catch {
    // Too many contexts, or audio blocked by policy: the beat still shows.
    return null;
  }
}

export function closeAudio(audio: AudioContext | null): void {
  if (!audio) return;
  try {
    audio.close?.()?.catch(() => {});
  } catch {
    // Already closed.
  }
}
