import { MAP_DEFAULT, MAP_SINGLE_RESULT_ZOOM } from '@aedatlas/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { usePublicConfig } from '../../../lib/config';
import { mapText } from '../../../lib/map-text';
import './aed-location-map.css';

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

interface AedLocationMapProps {
  latitude: number | null;
  longitude: number | null;
  /** The marker's label: the description, or 'New AED Location'. */
  label: string;
  /** A click on the map (and a dragged marker when `draggable`) picks a new position. */
  onPick: (latitude: number, longitude: number) => void;
  draggable?: boolean;
  className?: string;
  /** Where the map looks while there are no coordinates (default: the public map's view of Slovenia). */
  view?: { lat: number; lon: number; zoom: number };
  /** The map region's accessible name. */
  regionLabel?: string;
  testId?: string;
}

const markerIcon = L.divIcon({ className: 'admin-aed-pin', html: '<span aria-hidden="true"></span>', iconSize: [28, 36], iconAnchor: [14, 36], tooltipAnchor: [0, -34] });

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The AED's place on a Leaflet map (001 §2 'Create AED', 'Edit AED'): centred on the coordinates
 * at zoom 15 with a labelled marker; a click (or dragging the marker) sets new coordinates.
 * Keyboard users type the coordinates into the form; the map follows.
 */
export function AedLocationMap({
  latitude,
  longitude,
  label,
  onPick,
  draggable = false,
  className = '',
  view = MAP_DEFAULT,
  regionLabel = "Map: click to set the AED's latitude and longitude",
  testId = 'aed-location-map',
}: AedLocationMapProps) {
  const config = usePublicConfig();
  const tileUrl = config.data?.mapTileUrl;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const hasPoint = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

  const initialView = useRef(view);
  useEffect(() => {
    if (!container.current || !tileUrl) return;
    const start = initialView.current;
    const instance = L.map(container.current, { zoomControl: true, attributionControl: true }).setView([start.lat, start.lon], start.zoom);
    instance.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => pick.current(round(event.latlng.lat), round(event.latlng.lng)));
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!hasPoint) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const point: L.LatLngExpression = [latitude, longitude];
    if (!marker.current) {
      marker.current = L.marker(point, { icon: markerIcon, draggable, keyboard: false }).addTo(instance);
      marker.current.on('dragend', () => {
        const at = marker.current!.getLatLng();
        pick.current(round(at.lat), round(at.lng));
      });
    } else marker.current.setLatLng(point);
    instance.setView(point, MAP_SINGLE_RESULT_ZOOM);
  }, [hasPoint, latitude, longitude, draggable, tileUrl]);

  // The label follows the description without moving the view.
  useEffect(() => {
    marker.current?.unbindTooltip().bindTooltip(mapText(label), { permanent: true, direction: 'top', className: 'admin-aed-pin-label' });
  }, [label, hasPoint, latitude, longitude, tileUrl]);

  return (
    <div
      ref={container}
      data-testid={testId}
      data-zoom={hasPoint ? MAP_SINGLE_RESULT_ZOOM : view.zoom}
      data-center={hasPoint ? `${latitude},${longitude}` : `${view.lat},${view.lon}`}
      role="region"
      aria-label={regionLabel}
      className={`relative z-0 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`}
    />
  );
}
