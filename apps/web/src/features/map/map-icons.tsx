/** Icons only the map uses (24px grid, decorative: the text next to them carries the meaning). */
import type { ReactNode } from 'react';
import { EXTERNAL_PATH, LOCATE_PATH, PHONE_CALL_PATH, WALK_PATH } from '../../components/icon-paths';
type P = { className?: string };

function Icon({ children, className = 'h-5 w-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {children}
    </svg>
  );
}

export const SearchIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const LocateIcon = (p: P) => (
  <Icon {...p}>
    <path d={LOCATE_PATH} />
  </Icon>
);
export const WalkIcon = (p: P) => (
  <Icon {...p}>
    <path d={WALK_PATH} />
  </Icon>
);
export const ExternalIcon = (p: P) => (
  <Icon {...p}>
    <path d={EXTERNAL_PATH} />
  </Icon>
);
export const PhoneCallIcon = (p: P) => (
  <Icon {...p}>
    <path d={PHONE_CALL_PATH} />
  </Icon>
);
