import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { usePublicConfig } from '../lib/config';
import { mapText } from '../lib/map-text';
import './points-map.css';

export interface MapPoint {
  latitude: number;
  longitude: number;
  /** Shown on hover and focus, and read out for the marker. */
  label: string;
  tone: 'sent' | 'read';
}

interface PointsMapProps {
  points: MapPoint[];
  center: { lat: number; lon: number };
  zoom: number;
  /** The map region's accessible name. */
  label: string;
  className?: string;
}

const ATTRIBUTION = '© OpenStreetMap contributors';
const icons = {
  sent: L.divIcon({ className: 'points-map-pin points-map-pin--sent', html: '<span aria-hidden="true"></span>', iconSize: [26, 32], iconAnchor: [13, 32], tooltipAnchor: [0, -30] }),
  read: L.divIcon({ className: 'points-map-pin points-map-pin--read', html: '<span aria-hidden="true"></span>', iconSize: [26, 32], iconAnchor: [13, 32], tooltipAnchor: [0, -30] }),
};

/**
 * A Leaflet map of a few labelled points (where a notification was sent, where it was read).
 * Each marker is a Tab stop whose label shows on hover and on focus.
 */
export function PointsMap({ points, center, zoom, label, className = '' }: PointsMapProps) {
  const tileUrl = usePublicConfig().data?.mapTileUrl;
  const container = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(points);

  useEffect(() => {
    if (!container.current || !tileUrl) return;
    const map = L.map(container.current, { attributionControl: true }).setView([center.lat, center.lon], zoom);
    map.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
    for (const point of JSON.parse(key) as MapPoint[]) {
      L.marker([point.latitude, point.longitude], { icon: icons[point.tone], title: point.label, keyboard: true })
        .bindTooltip(mapText(point.label), { direction: 'top' })
        .addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [tileUrl, key, center.lat, center.lon, zoom]);

  return <div ref={container} role="region" aria-label={label} data-zoom={zoom} data-center={`${center.lat},${center.lon}`} className={`relative z-0 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`} />;
}
