import { lazy, Suspense } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { useSportActivityTrack } from './api/get-sport-activity-track';
import { SportRouteMap } from './sport-route-map';

const ElevationProfile = lazy(() => import('./elevation-profile'));

/** The details panel's route: the map of the track and its elevation profile, with loading and failure states. */
export function SportActivityRoute({ id, name }: { id: string; name: string }) {
  const track = useSportActivityTrack(id);
  if (track.isPending) return <Spinner label="Loading the route..." />;
  if (track.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
        <p>Failed to load the route of this activity.</p>
        <button type="button" className={`${buttonClass('secondary')} mt-2`} onClick={() => void track.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  const positions = track.data.geometry.coordinates;
  if (positions.length < 2) return <p className="text-slate-600">This activity has no recorded route.</p>;
  return (
    <div className="space-y-4">
      <SportRouteMap positions={positions} label={`Route of ${name}`} />
      <Suspense fallback={<p className="text-slate-600">Loading the elevation profile...</p>}>
        <ElevationProfile positions={positions} />
      </Suspense>
    </div>
  );
}
