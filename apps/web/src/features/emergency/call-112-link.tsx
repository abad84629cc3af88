import { EMERGENCY_NUMBER } from '@aedatlas/contracts';
import { useLocation, useNavigate } from 'react-router';
import { PhoneCallIcon } from '../map/map-icons';
import { useEmergencyTexts } from './emergency-texts';

/** Where the link leads beside the call: the emergency screen (call, CPR, the AED). */
export const EMERGENCY_PATH = '/emergency';

interface Props {
  /** 'compact' fits a top bar (the map, the site's header); 'large' stands among a page's buttons. */
  size?: 'compact' | 'large';
  className?: string;
}

/**
 * "Call 112" in one tap on every public page: a tel: link, so the phone dials at once, and the
 * page beneath turns into the emergency screen, which is there when the caller looks back at it.
 */
export function Call112Link({ size = 'large', className = '' }: Props) {
  const T = useEmergencyTexts();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const looks = size === 'compact' ? 'min-h-11 gap-1.5 rounded-full px-3 text-sm' : 'min-h-11 gap-2 rounded-lg px-4 text-base';
  return (
    <a
      href={`tel:${EMERGENCY_NUMBER}`}
      // Not prevented: the phone dials, and the app shows the screen for what comes next.
      onClick={() => {
        if (pathname !== EMERGENCY_PATH) navigate(EMERGENCY_PATH, { state: { from: `${pathname}${search}` } });
      }}
      className={`inline-flex flex-none items-center justify-center bg-red-700 font-bold whitespace-nowrap text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-900 ${looks} ${className}`}
    >
      <PhoneCallIcon className={size === 'compact' ? 'h-4 w-4' : 'h-5 w-5'} />
      {T.call}
    </a>
  );
}
