import type { ReactNode } from 'react';

/** The common frame of the step pictures: line drawings in the text's colour, hidden from screen readers (the words say it all). */
function Pictogram({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {children}
    </svg>
  );
}

/** A person lying on their back, straight arms from above pressing on their chest. */
export function PushChestPictogram({ className }: { className?: string }) {
  return (
    <Pictogram className={className}>
      <path d="M3 44h42" />
      <circle cx="8.5" cy="36.5" r="4" />
      <path d="M13 40h28M14 34.5c3-2.5 13-2.5 16 0 3 1 8 1 11 1.5V40" />
      <path d="M20 6v22M26 6v22" />
      <rect x="18" y="27" width="10" height="5" rx="2.5" />
      <path d="M36 8v12M32 16l4 4 4-4" />
    </Pictogram>
  );
}

/** The chest pressed down to a second line, then let all the way back up. */
export function DepthPictogram({ className }: { className?: string }) {
  return (
    <Pictogram className={className}>
      <path d="M5 12h38" />
      <path d="M5 34h38" strokeDasharray="3 4" />
      <path d="M16 15v15M11.5 25.5 16 30l4.5-4.5" />
      <path d="M32 31V16M27.5 20.5 32 16l4.5 4.5" />
    </Pictogram>
  );
}

/** A stopwatch, and two arrows for taking turns. */
export function KeepGoingPictogram({ className }: { className?: string }) {
  return (
    <Pictogram className={className}>
      <circle cx="24" cy="19" r="10" />
      <path d="M20.5 4h7M24 4v5M24 19v-6M24 19l4 3" />
      <path d="M11 35h25M32 31.5l4 3.5-4 3.5" />
      <path d="M37 42H12M16 38.5 12 42l4 3.5" />
    </Pictogram>
  );
}

/** A defibrillator: a case with a handle, a heart and a lightning bolt. */
export function AedPictogram({ className }: { className?: string }) {
  return (
    <Pictogram className={className}>
      <path d="M19 11V7h10v4" />
      <rect x="5" y="11" width="38" height="30" rx="4" />
      <path d="M24 35c-6-3.8-10-7.6-10-11.8 0-3 2.2-5.2 5-5.2 2 0 3.8 1 5 2.8 1.2-1.8 3-2.8 5-2.8 2.8 0 5 2.2 5 5.2 0 4.2-4 8-10 11.8Z" />
      <path d="M25.5 21.5 22.5 27h4l-2.5 4.5" strokeWidth={2} />
    </Pictogram>
  );
}
