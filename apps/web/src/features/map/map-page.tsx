import { SEARCH_OVERLAY_MAX_WIDTH_PX } from '@aedatlas/contracts';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MapPageHeader } from './map-page-header';
import { LanguageSelect } from '../../components/language-select';
import { useDocumentTitle } from '../../components/use-document-title';
import { SkipLink } from '../../app/layouts/skip-link';
import { DEFAULT_PUBLIC_CONFIG, usePublicConfig } from '../../lib/config';
import { yieldToMain } from '../../lib/yield-to-main';
import { nearestAedsQueryOptions } from './api/get-nearest-aeds';
import { formatCount } from '../../lib/format';
import { afterNearMe, loadMapEngine } from './load-map-engine';
import type { MapEngine } from './map-engine';
import { INITIAL_ENGINE_STATE, type MapEngineState } from './map-engine-state';
import { MapAlerts } from './map-alerts';
import { MapBottomNav } from './map-bottom-nav';
import { isPhoneWidth, useMapInsets } from './use-map-insets';
import { NearMeSection } from './near-me-section';
import { SearchPanel } from './search-panel';
import { apiMoment, instantOfWallTime } from '../../lib/moment';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useGeolocation, warmUpGeolocation } from './use-geolocation';
import { EmbedDialog } from './embed-dialog';
import { useEarlyNearMeHandOver } from './use-early-near-me-hand-over';
import { parseEmbedOptions } from './lib/embed-view';
import type { MapView } from './lib/map-view';
import './map-page.css';

const SEARCH_DEBOUNCE_MS = 200;

const noSubscription = () => () => undefined;

/** The address's parameters with `name` set to `value` (left out when empty); the same object when nothing changes. */
function withParam(current: URLSearchParams, name: string, value: string): URLSearchParams {
  if ((current.get(name) ?? '') === value) return current;
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
const initialState = () => INITIAL_ENGINE_STATE;

/**
 * /map (000 §2.9): full-screen map of every AED, clustered in a worker; search kept in ?search=,
 * an 'Only AEDs available now' filter, and Near me (the nearest AEDs from the browser's location).
 */
export function MapPage({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useTranslation('map');
  useDocumentTitle(t('page.title'));
  const config = usePublicConfig();
  const tileUrl = config.data?.mapTileUrl || DEFAULT_PUBLIC_CONFIG.mapTileUrl;

  const [params, setParams] = useSearchParams();
  // /embed (another site's iframe): the view and filter it was given, read once.
  const [embed] = useState(() => (embedded ? parseEmbedOptions(params) : null));
  const [text, setText] = useState(() => params.get('search') ?? '');
  const [onlyAvailable, setOnlyAvailable] = useState(() => embed?.openNow ?? false);
  const [embedView, setEmbedView] = useState<MapView | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Clearing acts at once; typing waits until the keys rest.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const applied = text.trim() === '' ? '' : submitted === text ? text : debounced;

  const queryClient = useQueryClient();
  const [engine, setEngine] = useState<MapEngine | null>(null);
  // The map's box, the panels over it and the Near me list among them: what they cover, the map avoids.
  const { container, overlay, sheet: panel, updateInsets } = useMapInsets(engine);
  const [engineFailed, setEngineFailed] = useState(false);
  const [engineAttempt, setEngineAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    let created: MapEngine | null = null;
    loadMapEngine()
      .then(async (module) => {
        // The map's code was just evaluated (a long task on a slow phone); a press waiting behind it goes first.
        await yieldToMain();
        await afterNearMe(queryClient);
        if (cancelled || !container.current) return;
        created = new module.MapEngine(container.current, tileUrl);
        if (embed?.view) created.controller.setView(embed.view);
        setEngine(created);
        setEngineFailed(false);
      })
      .catch(() => {
        // No chunk (offline after an update) or no Worker support: the list still works.
        if (!cancelled) setEngineFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setEngine(null);
    };
  }, [tileUrl, engineAttempt, embed, queryClient, container]);

  // Markers and map buttons are named outside React: a language switch names them again.
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    if (language) engine?.relabel();
  }, [engine, language]);

  const state: MapEngineState = useSyncExternalStore(engine?.subscribe ?? noSubscription, engine?.getSnapshot ?? initialState);

  useEffect(() => {
    void engine?.setFilter(applied, onlyAvailable);
  }, [engine, applied, onlyAvailable]);

  // The key's "Not checked for a year": off at first; on, it marks those AEDs and hides none.
  const [markNotChecked, setMarkNotChecked] = useState(false);
  useEffect(() => engine?.setMarkNotChecked(markNotChecked), [engine, markNotChecked]);

  // "When?": a Slovenian wall time kept in ?at= like the search (a link says "Sunday 02:00"); null is now.
  const [moment, setMoment] = useState<string | null>(() => (instantOfWallTime(params.get('at') ?? '') ? params.get('at') : null));
  const at = moment ? (apiMoment(moment) ?? undefined) : undefined;
  useEffect(() => {
    void engine?.setMoment(at ?? null);
  }, [engine, at]);
  useEffect(() => setParams((current) => withParam(current, 'at', moment ?? ''), { replace: true }), [moment, setParams]);

  // The search lives in the address (000 §2.9), replaced rather than pushed: Back leaves the map.
  useEffect(() => setParams((current) => withParam(current, 'search', applied.trim()), { replace: true }), [applied, setParams]);

  // Near me
  const geo = useGeolocation((at) => void queryClient.prefetchQuery(nearestAedsQueryOptions(at)));
  const location = geo.state;
  const nearOpen = location.phase !== 'idle';
  const [collapsed, setCollapsed] = useState(false);

  // A position fix while the page loads, when the site may already locate the person: Near me
  // then asks for the nearest AEDs the moment it is pressed, not after the GPS has woken up.
  useEffect(() => warmUpGeolocation(), []);

  const startNearMe = useCallback(() => {
    setCollapsed(false);
    geo.locate();
  }, [geo]);

  const nearMeButton = useRef<HTMLButtonElement>(null);

  const { locate, adopt } = geo;
  useEarlyNearMeHandOver({ locate, adopt, queryClient, nearMeButton });

  // A list item pressed before the map can show it (its code still loading after the list, on a
  // slow phone): shown as soon as the map is there, not lost.
  const pendingShow = useRef<{ id: string; from?: HTMLElement } | null>(null);
  const closeNearMe = useCallback(() => {
    pendingShow.current = null;
    geo.reset();
    engine?.controller.clearNearby();
    // The panel is gone: the keyboard goes back to the button that opened it.
    nearMeButton.current?.focus();
  }, [geo, engine]);

  const showNearby = useCallback(
    (id: string, from?: HTMLElement) => {
      if (isPhoneWidth()) setCollapsed(true);
      if (!engine) {
        pendingShow.current = { id, from };
        return;
      }
      // Back from the popup to the list item, or to the collapsed sheet's expand button.
      const returnTo = from && (() => (from.offsetParent ? from : panel.current?.querySelector<HTMLElement>('#near-me-title button')));
      // After the sheet has shrunk, so the marker lands in the visible part of the map.
      requestAnimationFrame(() => {
        updateInsets();
        engine?.controller.focusNearby(id, returnTo);
      });
    },
    [engine, updateInsets, panel],
  );
  // After the Near me panel's own effects: the nearest AEDs' markers are on the new map by then.
  useEffect(() => {
    const pending = pendingShow.current;
    if (!engine || !pending) return;
    pendingShow.current = null;
    showNearby(pending.id, pending.from);
  }, [engine, showNearby]);

  // Messages over the map
  const trimmed = text.trim();
  let message: string | null = null;
  if (state.phase === 'waiting') message = t('page.loading');
  else if (state.phase === 'error') message = null;
  else if (trimmed && state.text) message = t('search.found', { count: state.count, text: state.text });
  else if (state.onlyAvailable && !trimmed) message = t(moment ? 'page.availableThen' : 'page.availableNow', { available: formatCount(state.count), total: formatCount(state.total) });

  return (
    <div className="aed-map-page flex h-dvh flex-col overflow-hidden bg-white">
      <SkipLink />
      {/* The second Tab stop, shown when it has the focus: from /map the nearest AED is four key
          presses away (Tab, Tab, Enter, Enter on the first of the list). */}
      <button
        type="button"
        onClick={startNearMe}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-red-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-2"
      >
        {t('page.findNearest')}
      </button>
      <MapPageHeader embedded={embedded} search={trimmed} onEmbed={engine && (() => setEmbedView(engine.controller.view()))} />

      <main id="main" className="relative isolate min-h-0 flex-1">
        <div
          ref={overlay}
          className="pointer-events-none absolute inset-3 z-[1100] flex flex-col gap-2 sm:right-auto sm:w-[min(500px,calc(100%-1.5rem))]"
          style={{ maxWidth: SEARCH_OVERLAY_MAX_WIDTH_PX }}
        >
          <SearchPanel
            text={text}
            onTextChange={setText}
            onClear={() => setText('')}
            onSubmit={() => setSubmitted(text)}
            onlyAvailable={onlyAvailable}
            onOnlyAvailableChange={setOnlyAvailable}
            moment={moment}
            onMomentChange={setMoment}
            message={message}
            markNotChecked={markNotChecked}
            onMarkNotCheckedChange={setMarkNotChecked}
            notCheckedInView={state.notCheckedInView}
            phoneExtra={<LanguageSelect compact />}
          />
          <MapAlerts state={state} searching={Boolean(trimmed)} engine={engine} engineFailed={engineFailed} onEngineRetry={() => setEngineAttempt((n) => n + 1)} embedded={embedded} />
          {nearOpen && (
            <NearMeSection
              ref={panel}
              location={location}
              engine={engine}
              updateInsets={updateInsets}
              collapsed={collapsed}
              onExpand={() => setCollapsed(false)}
              onRetry={startNearMe}
              onClose={closeNearMe}
              onShow={showNearby}
              at={at}
            />
          )}
        </div>
        {/* After the search in the DOM (the overlay's z-index keeps it on top): the search box is
            the first Tab stop of the page's content, the markers come after it. */}
        <div
          ref={container}
          className="aed-map absolute inset-0"
          data-testid="aed-map"
          role="region"
          aria-label={t('page.mapLabel')}
        />
      </main>

      <MapBottomNav onNearMe={startNearMe} nearMeActive={nearOpen} nearMeRef={nearMeButton} nearMeOnly={embedded} />
      {embedView && <EmbedDialog view={embedView} openNow={onlyAvailable} onClose={() => setEmbedView(null)} />}
    </div>
  );
}
