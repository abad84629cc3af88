import { EMERGENCY_NUMBER, SERVICE_TIME_ZONE } from '@aedatlas/contracts';
import type { Mail } from '../mail/mailer';

export interface AlertFacts {
  senderName: string;
  createdAt: Date;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  message: string | null;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SERVICE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '24 November 2026 at 10:30' in Slovenian time, whatever the server's zone. */
export const alertTime = (at: Date) => `${timeFormat.format(at)} (Slovenian time)`;

/** '46.056900, 14.505800': six decimals are about 10 cm, more than any phone knows. */
export const coordinates = (f: Pick<AlertFacts, 'latitude' | 'longitude'>) => `${f.latitude.toFixed(6)}, ${f.longitude.toFixed(6)}`;

/** OpenStreetMap with a marker on the position: opens on any phone, no account or app needed. */
export function positionMapUrl(f: Pick<AlertFacts, 'latitude' | 'longitude'>): string {
  const lat = f.latitude.toFixed(6);
  const lon = f.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

const accuracyText = (f: AlertFacts) => (f.accuracy !== null ? ` (accurate to about ${Math.round(f.accuracy)} m)` : '');
const callAdvice = (name: string) =>
  `If ${name} may be in danger, call ${EMERGENCY_NUMBER} (the emergency number) now and tell the operator this position. Then try to reach ${name}.`;

/** The mail to one ICE contact. */
export function emergencyAlertMail(to: string, f: AlertFacts, aedMapUrl: string): Mail {
  const name = f.senderName;
  const mapUrl = positionMapUrl(f);
  const lines = [
    'Hello,',
    '',
    `${name} sent you an emergency alert from AED Atlas on ${alertTime(f.createdAt)}.`,
    ...(f.message ? ['', `Their message: "${f.message}"`] : []),
    '',
    `Their position: ${coordinates(f)}${accuracyText(f)}`,
    `On a map: ${mapUrl}`,
    '',
    callAdvice(name),
    '',
    `The defibrillators (AEDs) nearest to any place: ${aedMapUrl}`,
    '',
    `You receive this because ${name} added you as an emergency (ICE) contact in AED Atlas.`,
  ];
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const html = [
    p('Hello,'),
    p(`${name} sent you an emergency alert from AED Atlas on ${alertTime(f.createdAt)}.`),
    f.message ? `<p>Their message: <strong>${escapeHtml(f.message)}</strong></p>` : '',
    `<p>Their position: <a href="${escapeHtml(mapUrl)}">${escapeHtml(coordinates(f))}</a>${escapeHtml(accuracyText(f))}</p>`,
    `<p><strong>${escapeHtml(callAdvice(name))}</strong></p>`,
    `<p>The defibrillators (AEDs) nearest to any place: <a href="${escapeHtml(aedMapUrl)}">${escapeHtml(aedMapUrl)}</a></p>`,
    p(`You receive this because ${name} added you as an emergency (ICE) contact in AED Atlas.`),
  ].join('');
  return { to, subject: `Emergency alert from ${name}`, text: lines.join('\n'), html };
}

/** The push notification (and inbox entry) for a contact who is a member. */
export function emergencyAlertNotification(f: AlertFacts) {
  const parts = [
    `${f.senderName} sent an emergency alert on ${alertTime(f.createdAt)} from ${coordinates(f)}${accuracyText(f)}.`,
    f.message ? `Their message: "${f.message}"` : '',
    callAdvice(f.senderName),
    `Map: ${positionMapUrl(f)}`,
  ];
  return { title: `Emergency: ${f.senderName} needs help`, message: parts.filter(Boolean).join('\n') };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
