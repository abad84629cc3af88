import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { usePublicConfig } from '../../../lib/config';
import { OSM_ATTRIBUTION } from '../../admin/aeds/aed-location-map';
import type { Position } from './sport-units';
import './sport-route-map.css';

const endpoint = (kind: 'start' | 'finish') =>
  L.divIcon({ className: `sport-route-end sport-route-end--${kind}`, html: '<span aria-hidden="true"></span>', iconSize: [16, 16], iconAnchor: [8, 8], tooltipAnchor: [0, -8] });

/** The activity's route on a Leaflet map: the track as a line, fitted to the view, with its start and finish marked. */
export function SportRouteMap({ positions, label }: { positions: readonly Position[]; label: string }) {
  const tileUrl = usePublicConfig().data?.mapTileUrl;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current || !tileUrl || positions.length < 2) return;
    const map = L.map(container.current, { attributionControl: true });
    map.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    const line = positions.map(([lon, lat]) => L.latLng(lat, lon));
    const route = L.polyline(line, { color: '#b91c1c', weight: 4, opacity: 0.9, className: 'sport-route-line' }).addTo(map);
    L.marker(line[0], { icon: endpoint('start'), title: 'Start', keyboard: false }).bindTooltip('Start').addTo(map);
    L.marker(line.at(-1)!, { icon: endpoint('finish'), title: 'Finish', keyboard: false }).bindTooltip('Finish').addTo(map);
    map.fitBounds(route.getBounds(), { padding: [16, 16] });
    return () => {
      map.remove();
    };
  }, [tileUrl, positions]);

  return <div ref={container} role="region" aria-label={label} data-testid="sport-route-map" data-points={positions.length} className="relative z-0 h-64 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-72" />;
}
