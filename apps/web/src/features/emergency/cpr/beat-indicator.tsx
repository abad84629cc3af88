import { useEffect, useState } from 'react';

/** How long the circle stays lit after a beat: well under the 500 ms between beats at 120 a minute. */
const LIT_MS = 150;

interface Props {
  beat: number;
  running: boolean;
}

/**
 * A large circle that lights up on every beat, to push along with when the sound is off. It grows
 * too, unless the person asked for less motion: then only its colour changes. Hidden from screen
 * readers: a beat spoken twice a second would drown out everything else.
 */
export function BeatIndicator({ beat, running }: Props) {
  const [fadedBeat, setFadedBeat] = useState(beat);
  useEffect(() => {
    const fade = setTimeout(() => setFadedBeat(beat), LIT_MS);
    return () => clearTimeout(fade);
  }, [beat]);
  const lit = running && beat !== fadedBeat;

  const looks = !running ? 'bg-slate-200' : lit ? 'bg-red-600 motion-safe:scale-110' : 'bg-red-100';
  return (
    <div aria-hidden="true" data-testid="cpr-beat" data-lit={lit} className="flex h-36 w-36 flex-none items-center justify-center">
      <div className={`h-28 w-28 rounded-full ring-4 ring-red-700 motion-safe:transition-transform motion-safe:duration-100 ${looks}`} />
    </div>
  );
}
