import type { AedRoute, RunnerAed, RunnerLink } from '@aedatlas/contracts';
import { EMERGENCY_NUMBER } from '@aedatlas/contracts';
import { distanceText } from '../features/map/lib/distance-text';
import { walkingDirectionsUrl } from '../features/map/lib/directions-url';
import { opensAtText } from '../features/map/lib/walk-text';
import { el } from '../features/map/early/elements';
import { distanceMeters } from '../features/offline/lib/offline-nearest';
import type { Language } from '../i18n/languages';
import { codeOfPath, readMeetingPoint, type MeetingPoint } from './meeting-point';
import { readRoute, readRunnerLink, readTileTemplate, tellStatus, type Answer } from './runner-api';
import { fill, keepLanguage, runnerLanguage, runnerTexts, type RunnerTexts } from './runner-texts';
import { drawStaticMap, type LatLon } from './static-map';
import './runner.css';

/*
 * The runner's page, /r/CODE#lat,lon: someone sent to fetch an AED opens it on any phone, without
 * an account or the app. It is a page of its own, not the app (whose scripts weigh many times the
 * 50 KB this page may): the AED, the way there and back on a map that does not move, and "I have
 * it, coming back", which the sender's emergency screen shows.
 */

const root = document.getElementById('runner')!;
const code = codeOfPath(location.pathname);
const meetingPoint = readMeetingPoint(location.hash);
let language: Language = runnerLanguage(location.search);

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

function callLink(texts: RunnerTexts) {
  return el('a', 'button call', { href: `tel:${EMERGENCY_NUMBER}` }, texts.call);
}

function problem(texts: RunnerTexts, reason: 'ended' | 'offline' | 'failed') {
  const words = { ended: texts.ended, offline: texts.offline, failed: texts.failed }[reason];
  const retry = reason === 'ended' ? null : el('button', 'button secondary', { type: 'button' }, texts.tryAgain);
  retry?.addEventListener('click', () => void start());
  return el('div', 'card', { role: 'alert' }, el('p', 'strong', {}, words), el('p', 'actions', {}, callLink(texts), retry));
}

/** "Open now", "Closed now, opens 07:00", ...: why it may not be ready, in words. */
function readiness(aed: RunnerAed, texts: RunnerTexts, locale: string): string {
  const usable = aed.usableNow;
  if (usable.state === 'out-of-service') return texts.outOfService;
  if (usable.state === 'expired') return texts.expired;
  if (usable.state === 'hours-unknown') return texts.hoursUnknown;
  if (usable.state === 'closed') {
    if (!usable.opensAt) return texts.closedNow;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date());
    return fill(texts.opensAt, { time: opensAtText(usable.opensAt, locale, today) });
  }
  return aed.accessibility === 'FULL_24H' ? texts.open24 : texts.openNow;
}

function fact(label: string, value: string | null) {
  return value ? el('div', 'fact', {}, el('dt', '', {}, label), el('dd', '', {}, value)) : null;
}

function aedCard(aed: RunnerAed, texts: RunnerTexts, locale: string) {
  const cabinet = [aed.outdoorCabinet ? texts.outdoorCabinet : aed.indoorCabinet ? texts.indoorCabinet : '', aed.cabinetNotes ?? ''].filter(Boolean).join(' ');
  const address = [aed.address, aed.city].filter(Boolean).join(', ');
  const name = aed.title?.trim() || aed.description?.trim();
  const photo = aed.photoUrl ? el('img', 'photo', { alt: texts.photo, loading: 'lazy', decoding: 'async' }) : null;
  // The photo comes last, after the way is on screen: it is of its own size, the page's budget is not.
  if (photo && aed.photoUrl) requestAnimationFrame(() => photo.setAttribute('src', aed.photoUrl!));
  return el(
    'section',
    'card',
    { 'aria-labelledby': 'aed-name' },
    el('h2', '', { id: 'aed-name' }, name || address || texts.mapAed),
    el('p', `state ${aed.usableNow.state}`, {}, readiness(aed, texts, locale)),
    el('dl', '', {}, fact(texts.floor, aed.floor), fact(texts.where, aed.locationDescription), fact(texts.access, aed.openingHours), fact(texts.cabinet, cabinet || null)),
    name && address ? el('p', 'muted', {}, address) : null,
    photo,
  );
}

function wayText(texts: RunnerTexts, locale: string, route: AedRoute | null, aed: RunnerAed, point: MeetingPoint | null) {
  if (!point) return el('p', 'way', {}, texts.noMeetingPoint);
  const there = route
    ? fill(texts.walk, { minutes: minutes(route.properties.walkingSeconds), distance: distanceText(route.properties.walkingMeters, locale) })
    : fill(texts.straight, { distance: distanceText(distanceMeters(point.lat, point.lon, aed.latitude, aed.longitude), locale) });
  return el(
    'dl',
    'way',
    {},
    el('div', 'fact', {}, el('dt', '', {}, texts.there), el('dd', 'strong', {}, there)),
    el('div', 'fact', {}, el('dt', '', {}, texts.back), el('dd', '', {}, texts.sameWayBack)),
  );
}

/** "I have it, coming back": one tap; the sender's screen shows it. */
function comingBack(link: RunnerLink, texts: RunnerTexts, point: MeetingPoint | null) {
  const status = el('p', 'told', { role: 'status' });
  const button = el('button', 'button go', { type: 'button' }, texts.haveIt);
  const back = point ? el('a', 'button secondary', { href: walkingDirectionsUrl(point.lat, point.lon), target: '_blank', rel: 'noopener noreferrer' }, texts.directionsBack) : null;
  const told = () => {
    button.disabled = true;
    button.setAttribute('aria-disabled', 'true');
    status.textContent = texts.told;
  };
  if (link.status === 'coming-back') told();
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = texts.telling;
    const answer = await tellStatus(link.code, 'coming-back');
    if (answer.ok) told();
    else {
      button.disabled = false;
      status.textContent = texts.tellFailed;
    }
  });
  return el('div', 'actions stack', {}, button, status, back);
}

function render(link: RunnerLink, route: AedRoute | null, tileTemplate: string | null) {
  const { texts, locale } = runnerTexts(language);
  const aed = link.aed;
  const aedPoint = { lat: aed.latitude, lon: aed.longitude };
  const line: LatLon[] = route ? route.geometry.coordinates.map(([lon, lat]) => ({ lat, lon })) : meetingPoint ? [meetingPoint, aedPoint] : [];
  const frame = el('div', 'map', { role: 'img', 'aria-label': texts.mapLabel, 'data-route': route ? 'walk' : meetingPoint ? 'straight' : 'none' });
  const there = el('a', 'button secondary', { href: walkingDirectionsUrl(aed.latitude, aed.longitude), target: '_blank', rel: 'noopener noreferrer' }, texts.directions);
  const parts = [
    el('p', 'lead', {}, texts.lead),
    wayText(texts, locale, route, aed, meetingPoint),
    frame,
    tileTemplate ? el('p', 'attribution', {}, texts.attribution) : null,
    el('p', 'actions', {}, there),
    aedCard(aed, texts, locale),
    comingBack(link, texts, meetingPoint),
    el('p', 'actions', {}, callLink(texts)),
  ];
  root.replaceChildren(...parts.filter((part) => part !== null));
  drawStaticMap(frame, { tileTemplate: tileTemplate ?? '', line, straight: !route, aed: aedPoint, person: meetingPoint });
  root.setAttribute('aria-busy', 'false');
}

function header() {
  const { texts } = runnerTexts(language);
  document.documentElement.lang = language;
  document.title = texts.pageTitle;
  const switchTo: Language = language === 'sl' ? 'en' : 'sl';
  const toggle = el('button', 'language', { type: 'button', lang: switchTo }, texts.otherLanguage);
  toggle.addEventListener('click', () => {
    language = switchTo;
    keepLanguage(language);
    void start();
  });
  document.getElementById('runner-header')!.replaceChildren(el('h1', '', {}, texts.title), toggle);
}

let opened = false;

async function start() {
  header();
  const { texts } = runnerTexts(language);
  root.setAttribute('aria-busy', 'true');
  root.replaceChildren(el('p', 'muted', { role: 'status' }, texts.loading));
  if (!code) return void root.replaceChildren(problem(texts, 'ended'));
  const [link, tiles] = await Promise.all([readRunnerLink(code), readTileTemplate()]);
  if (!link.ok) return void root.replaceChildren(problem(texts, link.reason));
  const route: Answer<AedRoute> | null = meetingPoint ? await readRoute(link.value.aed.id, meetingPoint.lat, meetingPoint.lon) : null;
  render(link.value, route?.ok ? route.value : null, tiles);
  // The sender sees that the link was opened; once is enough, and a failure changes nothing here.
  if (!opened && link.value.status === 'sent') {
    opened = true;
    void tellStatus(link.value.code, 'opened');
  }
}

void start();
