import { useCallback, useEffect, useRef, useState } from 'react';
import { startBeats } from './beat-scheduler';
import { keepScreenAwake } from './screen-wake-lock';

/** Compressions a minute: the resuscitation guidelines ask for 100 to 120; 110 sits in the middle. */
export const CPR_DEFAULT_BPM = 110;
export const CPR_MIN_BPM = 100;
export const CPR_MAX_BPM = 120;

/** A tempo within the guidelines' range; anything that is not a number is the default. */
export function clampBpm(bpm: number): number {
  if (!Number.isFinite(bpm)) return CPR_DEFAULT_BPM;
  return Math.min(CPR_MAX_BPM, Math.max(CPR_MIN_BPM, Math.round(bpm)));
}

export interface Metronome {
  running: boolean;
  /** Call it from the tap that starts the metronome: the sound may only start there. */
  start: () => void;
  stop: () => void;
  /** Counts up on each beat, for a visible pulse. */
  beat: number;
}

const VIBRATION_MS = 40;

/** A buzz with each beat where the phone can (not iOS Safari); a refusal is no error. */
function buzz() {
  try {
    navigator.vibrate?.(VIBRATION_MS);
  } catch {
    // Blocked by the browser's policy.
  }
}

/**
 * The CPR beat: a beep, a buzz and a counted pulse at `bpm` (held within 100 to 120), with the
 * screen kept awake while it runs. Stopping, or leaving the screen, ends all of it.
 */
export function useMetronome({ bpm }: { bpm: number }): Metronome {
  const [running, setRunning] = useState(false);
  const [beat, setBeat] = useState(0);
  const secondsPerBeat = useRef(60 / clampBpm(bpm));
  const stopEverything = useRef<(() => void) | null>(null);

  useEffect(() => {
    secondsPerBeat.current = 60 / clampBpm(bpm);
  }, [bpm]);

  const start = useCallback(() => {
    if (stopEverything.current) return;
    const stopBeats = startBeats({
      secondsPerBeat: () => secondsPerBeat.current,
      onBeat: () => {
        setBeat((count) => count + 1);
        buzz();
      },
    });
    const letScreenSleep = keepScreenAwake();
    stopEverything.current = () => {
      stopBeats();
      letScreenSleep();
    };
    setRunning(true);
  }, []);

  const stop = useCallback(() => {
    stopEverything.current?.();
    stopEverything.current = null;
    setRunning(false);
  }, []);

  useEffect(
    () => () => {
      stopEverything.current?.();
      stopEverything.current = null;
    },
    [],
  );

  return { running, start, stop, beat };
}
