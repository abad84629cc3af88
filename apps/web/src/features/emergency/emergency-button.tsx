import { useState } from 'react';
import { createPortal } from 'react-dom';
import { EmergencyDialog } from './emergency-dialog';
import { useEmergencyTexts } from './emergency-texts';

function AlertIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d="M12 3 2.5 20h19L12 3Z" />
      <path d="M12 10v4M12 17.5v.01" />
    </svg>
  );
}

interface Props {
  /** 'compact' fits a top bar (the map); 'large' stands among a page's buttons (the AED page). */
  size?: 'compact' | 'large';
  offerMapLink?: boolean;
  /** False where this site's account is out of reach (the map embedded in another site). */
  alertContacts?: boolean;
  className?: string;
}

/** The red Emergency button and its dialog, rendered over the whole page. */
export function EmergencyButton({ size = 'large', offerMapLink = true, alertContacts = true, className = '' }: Props) {
  const T = useEmergencyTexts();
  const [open, setOpen] = useState(false);
  const looks =
    size === 'compact'
      ? 'min-h-11 gap-1.5 rounded-full px-3 text-sm'
      : 'min-h-11 gap-2 rounded-lg px-4 text-base';
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={`inline-flex flex-none items-center justify-center bg-red-700 font-bold whitespace-nowrap text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-900 ${looks} ${className}`}
      >
        <AlertIcon className={size === 'compact' ? 'h-4 w-4 max-sm:hidden' : 'h-5 w-5'} />
        {T.button}
      </button>
      {open && createPortal(<EmergencyDialog onClose={() => setOpen(false)} offerMapLink={offerMapLink} alertContacts={alertContacts} />, document.body)}
    </>
  );
}
