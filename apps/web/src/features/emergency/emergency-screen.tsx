import { EMERGENCY_NUMBER } from '@aedatlas/contracts';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../lib/session/use-session';
import { useOnline } from '../../lib/use-online';
import { PhoneCallIcon } from '../map/map-icons';
import { useGeolocation } from '../map/use-geolocation';
import { AlertContactsSection } from './alert-contacts-section';
import { CprSection } from './cpr/cpr-section';
import { useEmergencyTexts } from './emergency-texts';
import { NearestAedSection } from './nearest-aed-section';

const CPR_ID = 'emergency-cpr';
const AED_ID = 'emergency-aed';

/**
 * /emergency, where "Call 112" leads while the phone dials: the call, CPR, the AED, in that order,
 * and a bar that keeps the three in reach however far the page is scrolled. Made of the app's
 * precached code and the AEDs kept on the device, so it works offline after one visit.
 */
export function EmergencyScreen() {
  const T = useEmergencyTexts();
  useDocumentTitle(T.title);
  const { loggedIn } = useSession();
  const online = useOnline();
  const geo = useGeolocation();
  const { locate } = geo;
  useEffect(() => locate(), [locate]);
  const location = geo.state;
  const position = location.phase === 'located' ? { lat: location.lat, lon: location.lon, accuracy: location.accuracy } : null;
  // In another site's frame (the embedded map) this site's account is out of reach.
  const framed = typeof window !== 'undefined' && window.self !== window.top;

  return (
    <div className="min-h-dvh bg-white pb-24">
      <header className="sticky top-0 z-30 flex items-center gap-3 bg-red-700 px-4 py-2 text-white">
        <h1 className="flex-1 text-xl font-extrabold">{T.title}</h1>
        <BackLink label={T.back} />
      </header>
      <main id="main" className="mx-auto max-w-xl space-y-5 px-4 py-4 text-base">
        <section aria-label={T.call}>
          <a
            href={`tel:${EMERGENCY_NUMBER}`}
            className="flex min-h-16 w-full items-center justify-center gap-3 rounded-xl bg-red-700 px-4 text-2xl font-extrabold text-white shadow-md hover:bg-red-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-red-900"
          >
            <PhoneCallIcon className="h-7 w-7" />
            {T.call}
          </a>
          <p className="mt-2 text-sm text-slate-700">{T.callHint}</p>
        </section>
        <div id={CPR_ID} tabIndex={-1} className="scroll-mt-16 outline-none">
          <CprSection />
        </div>
        <div id={AED_ID} tabIndex={-1} className="scroll-mt-16 outline-none">
          <NearestAedSection location={location} online={online} onRetryLocation={locate} offerMapLink sendRunner />
        </div>
        {!framed && <AlertContactsSection loggedIn={loggedIn} online={online} position={position} />}
      </main>
      <nav aria-label={T.inReach} className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 gap-2 border-t border-slate-200 bg-white/95 p-2 backdrop-blur">
        <a href={`tel:${EMERGENCY_NUMBER}`} className={`${barItem} bg-red-700 text-white hover:bg-red-800`}>
          <PhoneCallIcon className="h-5 w-5" />
          {T.call}
        </a>
        <JumpButton target={CPR_ID}>{T.cprShort}</JumpButton>
        <JumpButton target={AED_ID}>{T.aedShort}</JumpButton>
      </nav>
    </div>
  );
}

const barItem = 'inline-flex min-h-14 items-center justify-center gap-1.5 rounded-lg px-2 text-base font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** Scrolls to a part of the screen and puts the focus there, for a screen reader too. */
function JumpButton({ target, children }: { target: string; children: ReactNode }) {
  const jump = () => {
    const part = document.getElementById(target);
    part?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    part?.focus({ preventScroll: true });
  };
  return (
    <button type="button" onClick={jump} className={`${barItem} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}>
      {children}
    </button>
  );
}

/** Back to the page the call was made from; the map when the screen was opened directly. */
function BackLink({ label }: { label: string }) {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <button
      type="button"
      onClick={() => navigate(from ?? '/map')}
      className="min-h-11 rounded-lg border border-white/70 px-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {label}
    </button>
  );
}
