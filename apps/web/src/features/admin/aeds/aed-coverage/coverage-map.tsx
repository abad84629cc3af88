import type { Coverage } from '@aedatlas/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { usePublicConfig } from '../../../../lib/config';
import { roundedArea, type Area } from './get-coverage';

export interface CoverageMapHandle {
  showBounds(bounds: Area): void;
}

const ATTRIBUTION = '© OpenStreetMap contributors';
/** Ljubljana at city zoom: an area the default 500 m computes at once. */
const START = { lat: 46.0529, lon: 14.5061, zoom: 13 };

/**
 * The admin map of the coverage: uncovered cells as translucent red squares on one canvas (a few
 * thousand rectangles stay smooth that way). Says where it looks through `onArea` after each move.
 */
export const CoverageMap = forwardRef<CoverageMapHandle, { coverage: Coverage | undefined; onArea: (area: Area) => void }>(function CoverageMap({ coverage, onArea }, ref) {
  const tileUrl = usePublicConfig().data?.mapTileUrl;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cells = useRef<L.LayerGroup | null>(null);
  const onAreaRef = useRef(onArea);
  onAreaRef.current = onArea;

  useImperativeHandle(ref, () => ({
    showBounds: ([west, south, east, north]) => map.current?.fitBounds([[south, west], [north, east]], { maxZoom: 16, padding: [24, 24] }),
  }));

  useEffect(() => {
    if (!container.current || !tileUrl) return;
    const created = L.map(container.current, { preferCanvas: true }).setView([START.lat, START.lon], START.zoom);
    created.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(created);
    cells.current = L.layerGroup().addTo(created);
    const report = () => {
      const b = created.getBounds();
      // The zoom the view settled at, for tests and tools (the area follows it).
      if (container.current) container.current.dataset.zoom = String(created.getZoom());
      onAreaRef.current(roundedArea(b.getWest(), b.getSouth(), b.getEast(), b.getNorth()));
    };
    created.on('moveend', report);
    map.current = created;
    report();
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const layer = cells.current;
    if (!layer) return;
    layer.clearLayers();
    if (!coverage) return;
    const { west, south, stepLon, stepLat } = coverage.grid;
    const style = { stroke: false, fillColor: '#b91c1c', fillOpacity: 0.35, interactive: false };
    for (const [i, j] of coverage.uncovered) {
      L.rectangle(
        [
          [south + j * stepLat, west + i * stepLon],
          [south + (j + 1) * stepLat, west + (i + 1) * stepLon],
        ],
        style,
      ).addTo(layer);
    }
  }, [coverage]);

  return (
    <div
      ref={container}
      role="region"
      aria-label="Coverage map: red squares are farther than the walking distance from every AED available now"
      data-testid="coverage-map"
      data-uncovered={coverage?.uncovered.length ?? ''}
      className="relative z-0 h-[55vh] min-h-[320px] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
    />
  );
});
