import { EMERGENCY_NUMBER } from '@aedatlas/contracts';
import { useEffect } from 'react';
import { ModalDialog } from '../../components/modal-dialog';
import { useSession } from '../../lib/session/use-session';
import { PhoneCallIcon } from '../map/map-icons';
import { useGeolocation } from '../map/use-geolocation';
import { AlertContactsSection } from './alert-contacts-section';
import { useEmergencyTexts } from './emergency-texts';
import { NearestAedSection } from './nearest-aed-section';
import { useOnline } from '../../lib/use-online';

interface Props {
  onClose: () => void;
  /** False on the map page: the dialog does not offer to open the page it is on. */
  offerMapLink?: boolean;
  /** False: no 'Alert my emergency contacts' (the embedded map). */
  alertContacts?: boolean;
}

/**
 * What to do now: call 112 (first, and where the focus lands), go to the nearest AED that is
 * open, and, for a member, alert their ICE contacts with the position.
 */
export function EmergencyDialog({ onClose, offerMapLink = true, alertContacts = true }: Props) {
  const T = useEmergencyTexts();
  const { loggedIn } = useSession();
  const online = useOnline();
  const geo = useGeolocation();
  const { locate } = geo;
  useEffect(() => locate(), [locate]);
  const location = geo.state;
  const position = location.phase === 'located' ? { lat: location.lat, lon: location.lon, accuracy: location.accuracy } : null;

  return (
    <ModalDialog title={T.title} onClose={onClose} size="md">
      <div className="space-y-4 text-base">
        <a
          href={`tel:${EMERGENCY_NUMBER}`}
          data-autofocus
          className="flex min-h-16 w-full items-center justify-center gap-3 rounded-xl bg-red-700 px-4 text-2xl font-extrabold text-white shadow-md hover:bg-red-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-red-900"
        >
          <PhoneCallIcon className="h-7 w-7" />
          {T.call}
        </a>
        <p className="text-sm text-slate-700">{T.callHint}</p>
        <NearestAedSection location={location} online={online} onRetryLocation={locate} offerMapLink={offerMapLink} />
        {alertContacts && <AlertContactsSection loggedIn={loggedIn} online={online} position={position} />}
      </div>
    </ModalDialog>
  );
}
