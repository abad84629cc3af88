import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { ApiError } from '../../lib/http';
import { useTranslation } from 'react-i18next';
import type { OpenStatus } from '../../lib/opening-hours/open-status';
import { aedAddress, aedHeading } from '../map/lib/aed-heading';
import { outOfServiceText, possiblyInUseText, stateUnknownText } from '../map/lib/popup-content';
import { currentLocale } from '../../i18n/i18n';
import { walkText } from '../map/lib/walk-text';
import { walkingDirectionsUrl } from '../map/lib/readiness';
import { ExternalIcon, WalkIcon } from '../map/map-icons';
import type { GeolocationState } from '../map/use-geolocation';
import { useEmergencyTexts } from './emergency-texts';
import { useNearestAvailableAed, type AedChoice } from './use-nearest-available-aed';
import { SendRunnerSection } from './runner/send-runner-section';

const linkButton = 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold';
const TONE: Record<OpenStatus, 'green' | 'red' | 'slate'> = { OPEN_24_7: 'green', OPEN: 'green', CLOSED: 'red', UNKNOWN: 'slate' };

interface Props {
  location: GeolocationState;
  online: boolean;
  onRetryLocation: () => void;
  /** False on the map itself: the section then does not offer a link to it. */
  offerMapLink: boolean;
  /** "Send someone for the AED" under the chosen AED (the emergency screen). */
  sendRunner?: boolean;
}

/** The nearest AED that can be reached now, from the browser's location, with the way there. */
export function NearestAedSection({ location, online, onRetryLocation, offerMapLink, sendRunner = false }: Props) {
  const T = useEmergencyTexts();
  const position = location.phase === 'located' ? { lat: location.lat, lon: location.lon } : null;
  // Offline the lookup answers from the AEDs kept on this device (features/offline).
  const { nearest, choice, deciding } = useNearestAvailableAed(position);
  const mapLink = offerMapLink ? (
    <Link to="/map" className={`${linkButton} mt-2 border border-slate-300 text-slate-800 hover:bg-slate-50`}>
      {T.openMap}
    </Link>
  ) : null;

  let body: ReactNode;
  if (location.phase === 'idle' || location.phase === 'locating') body = <Busy>{T.locating}</Busy>;
  else if (location.phase === 'error') {
    const denied = location.reason === 'denied';
    body = (
      <div role="alert">
        <p className="font-medium text-slate-800">{denied ? T.denied : T.unavailable}</p>
        <div className="flex flex-wrap gap-2">
          {!denied && (
            <button type="button" onClick={onRetryLocation} className={`${linkButton} mt-2 border border-slate-300 text-slate-800 hover:bg-slate-50`}>
              {T.tryAgain}
            </button>
          )}
          {mapLink}
        </div>
      </div>
    );
  } else if (nearest.isError) {
    const offline = !online || (nearest.error instanceof ApiError && nearest.error.status === 0);
    body = (
      <div role="alert">
        <p className="font-medium text-slate-800">{offline ? T.offline : T.lookupFailed}</p>
        <button type="button" onClick={() => void nearest.refetch()} className={`${linkButton} mt-2 border border-slate-300 text-slate-800 hover:bg-slate-50`}>
          {T.tryAgain}
        </button>
      </div>
    );
  } else if (deciding) body = <Busy>{T.searching}</Busy>;
  else if (!choice) body = <Note>{T.noneNear}</Note>;
  else body = <ChosenAed choice={choice} position={sendRunner ? position : undefined} />;

  return (
    <section aria-labelledby="emergency-aed-title" className="rounded-xl border border-slate-200 p-4" data-testid="emergency-nearest-aed">
      <h2 id="emergency-aed-title" className="mb-2 text-lg font-bold text-slate-900">
        {T.aedHeading}
      </h2>
      <div aria-live="polite">{body}</div>
    </section>
  );
}

/** `position` is given where a runner can be sent (null while the location is unknown). */
function ChosenAed({ choice, position }: { choice: AedChoice; position?: { lat: number; lon: number } | null }) {
  const T = useEmergencyTexts();
  const { t } = useTranslation('map');
  const { aed, status, fallback } = choice;
  const title = aedHeading(aed);
  const address = aedAddress(aed);
  const where = aed.locationDescription?.trim();
  const { walk, roundTrip } = walkText(aed, t('nearMe.walk', { returnObjects: true }), currentLocale());
  return (
    <div data-aed-id={aed.id}>
      {fallback && <p className="mb-2 rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-900 ring-1 ring-amber-300">{T.fallback}</p>}
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-bold text-slate-900" data-testid="emergency-distance">
          {walk}
        </span>
        {roundTrip && <span className="text-slate-700">{roundTrip}</span>}
        <Badge tone={TONE[status]}>{t(`openStatus.descriptions.${status}`)}</Badge>
      </p>
      <p className="mt-1 font-semibold break-words text-slate-900">{title}</p>
      {where && where !== title && <p className="break-words text-slate-700">{where}</p>}
      {address && <p className="break-words text-slate-600">{address}</p>}
      {/* Only when every AED near is out of use: the nearest is shown, with why it cannot be used. */}
      {aed.outOfService && (
        <p data-testid="emergency-out-of-service" className="mt-2 rounded-md bg-slate-100 px-3 py-2 font-bold text-slate-900 ring-2 ring-slate-600">
          ✕ {outOfServiceText(aed.outOfService)}
        </p>
      )}
      {stateUnknownText(aed) && <p className="mt-1 font-semibold text-orange-800">{stateUnknownText(aed)}</p>}
      {possiblyInUseText(aed) && <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 font-bold text-amber-900 ring-1 ring-amber-400">{possiblyInUseText(aed)}</p>}
      <p className="mt-3 flex flex-wrap gap-2">
        <a href={walkingDirectionsUrl(aed.latitude, aed.longitude)} target="_blank" rel="noopener noreferrer" className={`${linkButton} bg-red-700 text-white hover:bg-red-800`}>
          <WalkIcon className="h-4 w-4" />
          {T.walking}{' '}
          <span className="sr-only">{T.walkingTo(title)}</span>
        </a>
        <a href={`/aed/${encodeURIComponent(aed.id)}`} target="_blank" rel="noopener" className={`${linkButton} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
          <ExternalIcon className="h-4 w-4" />
          {T.details}{' '}
          <span className="sr-only">{T.detailsOf(title)}</span>
        </a>
      </p>
      {position !== undefined && <SendRunnerSection aed={aed} position={position} walk={walk} place={[title, where].filter(Boolean).join(', ')} />}
    </div>
  );
}

function Busy({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-slate-700">
      <span aria-hidden="true" className="h-5 w-5 flex-none animate-spin rounded-full border-2 border-slate-300 border-t-red-700" />
      {children}
    </p>
  );
}

function Note({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="font-medium text-slate-800">
      {children}
    </p>
  );
}
