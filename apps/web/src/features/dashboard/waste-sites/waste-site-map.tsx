import { POPUP_MAX_WIDTH, WASTE_SITE_MAP_ZOOM, type WasteSite } from '@aedatlas/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../lib/format';
import { usePublicConfig } from '../../../lib/config';
import { OSM_ATTRIBUTION } from '../../admin/aeds/aed-location-map';
import '../../admin/aeds/aed-location-map.css';
import { NO_PHOTO_ALT, NO_PHOTO_URL } from './no-photo';

const markerIcon = L.divIcon({ className: 'admin-aed-pin', html: '<span aria-hidden="true"></span>', iconSize: [28, 36], iconAnchor: [14, 36], popupAnchor: [0, -34] });

/** The popup's content, built as elements (never HTML from data): description, address, time and the photo. */
function popupContent(site: WasteSite): HTMLElement {
  const box = document.createElement('div');
  box.className = 'waste-site-popup';
  const title = document.createElement('p');
  title.className = 'font-semibold text-slate-900';
  title.textContent = site.description;
  const address = document.createElement('p');
  address.textContent = site.geoAddress ?? 'No address';
  const when = document.createElement('p');
  when.textContent = formatDateTime(site.timestamp);
  const photo = document.createElement('img');
  photo.width = 260;
  photo.height = 195;
  photo.style.cssText = 'display:block;width:100%;height:auto;margin-top:6px;border-radius:6px;background:#f1f5f9';
  const noPhoto = () => {
    photo.onerror = null;
    photo.src = NO_PHOTO_URL;
    photo.alt = NO_PHOTO_ALT;
    photo.dataset.photo = 'none';
  };
  if (site.imageUrl) {
    photo.src = site.imageUrl;
    photo.alt = `Photo of ${site.description}`;
    photo.dataset.photo = 'site';
    photo.onerror = noPhoto;
  } else noPhoto();
  box.append(title, address, when, photo);
  return box;
}

/** The site on a Leaflet map at zoom 13 (002 §9), its popup open with the photo (max width 300). */
export function WasteSiteMap({ site }: { site: WasteSite }) {
  const tileUrl = usePublicConfig().data?.mapTileUrl;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current || !tileUrl) return;
    const at = L.latLng(site.latitude, site.longitude);
    // Zoom buttons at the bottom: the open popup takes the top of the map.
    const map = L.map(container.current, { attributionControl: true, zoomControl: false }).setView(at, WASTE_SITE_MAP_ZOOM);
    L.control.zoom({ position: 'bottomleft' }).addTo(map);
    map.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    // At most 300 wide (002 §9), and never wider than a phone's map (the popup's margins aside).
    const maxWidth = Math.max(160, Math.min(POPUP_MAX_WIDTH, container.current.clientWidth - 64));
    const marker = L.marker(at, { icon: markerIcon, title: site.description, keyboard: true })
      .bindPopup(popupContent(site), { maxWidth, autoPan: true, autoPanPadding: [8, 8] })
      .addTo(map);
    marker.openPopup();
    return () => {
      map.remove();
    };
  }, [tileUrl, site]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={`Map of ${site.description}`}
      data-testid="waste-site-map"
      data-zoom={WASTE_SITE_MAP_ZOOM}
      className="relative z-0 h-[60dvh] min-h-80 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
    />
  );
}
