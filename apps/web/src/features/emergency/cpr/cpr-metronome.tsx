import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BeatIndicator } from './beat-indicator';
import { CPR_DEFAULT_BPM, CPR_MAX_BPM, CPR_MIN_BPM, clampBpm, useMetronome } from './use-metronome';

const TEMPO_STEP = 5;

/** The last change a screen reader is told about; nothing until the person changes something. */
type Change = 'on' | 'off' | 'tempo' | null;

/** The compression beat: one big switch, the tempo with − and +, and a pulsing circle. */
export function CprMetronome() {
  const { t } = useTranslation('cpr');
  const [bpm, setBpm] = useState(CPR_DEFAULT_BPM);
  const { running, start, stop, beat } = useMetronome({ bpm });
  const [change, setChange] = useState<Change>(null);

  const toggle = () => {
    if (running) stop();
    else start();
    setChange(running ? 'off' : 'on');
  };
  const changeTempo = (step: number) => {
    const next = clampBpm(bpm + step);
    if (next === bpm) return;
    setBpm(next);
    setChange(running ? 'on' : 'tempo');
  };

  // Derived from the state on screen, so it is said in the language on screen and changes only
  // when the person changes something (the beat re-renders leave it as it is).
  const announcement =
    change === 'on' ? t('announceOn', { bpm }) : change === 'off' ? t('announceOff') : change === 'tempo' ? t('announceTempo', { bpm }) : '';

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <BeatIndicator beat={beat} running={running} />
      <div className="flex w-full flex-col gap-3">
        <button
          type="button"
          aria-pressed={running}
          onClick={toggle}
          className={`flex min-h-16 w-full items-center justify-center gap-3 rounded-xl px-5 py-2 text-xl font-extrabold shadow-md focus-visible:outline-4 focus-visible:outline-offset-2 ${
            running ? 'bg-white text-slate-900 ring-4 ring-slate-900 ring-inset hover:bg-slate-50' : 'bg-slate-900 text-white hover:bg-slate-800'
          }`}
        >
          {running ? <StopIcon /> : <PlayIcon />}
          <span className="flex flex-col items-start leading-tight">
            {/* The name stays "Metronome" whichever way it is switched: aria-pressed tells the state. */}
            <span>{t('metronome')}</span>
            <span aria-hidden="true" className="text-sm font-semibold">
              {running ? t('tapToStop') : t('tapToStart')}
            </span>
          </span>
        </button>
        <p className="text-center text-lg font-bold text-slate-900 sm:text-left">{t('pushOnBeat')}</p>
        <div className="flex items-center justify-center gap-3 sm:justify-start">
          <TempoButton label={t('slower')} symbol="−" atLimit={bpm <= CPR_MIN_BPM} onClick={() => changeTempo(-TEMPO_STEP)} />
          <p className="min-w-28 text-center">
            <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('tempo')}</span>
            <span aria-hidden="true" className="text-2xl font-bold text-slate-900 tabular-nums">
              {t('perMinute', { bpm })}
            </span>
            <span className="sr-only">{t('perMinuteSpoken', { bpm })}</span>
          </p>
          <TempoButton label={t('faster')} symbol="+" atLimit={bpm >= CPR_MAX_BPM} onClick={() => changeTempo(TEMPO_STEP)} />
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface TempoButtonProps {
  label: string;
  symbol: string;
  atLimit: boolean;
  onClick: () => void;
}

/**
 * At the end of the range it stays focusable (aria-disabled rather than disabled): a disabled
 * button drops the keyboard focus of someone pressing it again and again.
 */
function TempoButton({ label, symbol, atLimit, onClick }: TempoButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={atLimit || undefined}
      className="flex h-12 w-12 flex-none items-center justify-center rounded-full border-2 border-slate-400 bg-white text-3xl leading-none font-bold text-slate-900 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="h-8 w-8 flex-none">
      <path d="M7 4.5v15l13-7.5-13-7.5Z" />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="h-8 w-8 flex-none">
      <rect x="5" y="5" width="14" height="14" rx="2" />
    </svg>
  );
}
