import type { GuardRole } from './api-client';

/** Business constants from the seeds (000 §9). */
export const PRODUCT = 'aedatlas';
export const ADMIN_ROLE = `${PRODUCT}-admin`;
/**
 * How a role appears in a token's claims: like the admin role (`aedatlas-admin`), prefixed with
 * the product, so a realm shared with other products keeps them apart. An external issuer may
 * also send the bare name (`dispatch`); both are read. Here, beside ADMIN_ROLE and free of zod,
 * so the web app's session code takes it without the schemas' library.
 */
export const roleClaim = (role: GuardRole) => `${PRODUCT}-${role}`;
export const WEB_CLIENT_ID = `${PRODUCT}-web`;
export const DEFAULT_REALM = PRODUCT;

export const ACCESS_TOKEN_TTL_S = 300;
export const REFRESH_IDLE_TTL_S = 1800;
export const REFRESH_ABSOLUTE_TTL_S = 10 * 3600;

export const TOKEN_REFRESH_MARGIN_S = 60;
export const SESSION_EXPIRED_TOAST_MS = 3000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SHORT_TOAST_MS = 3000;
export const REGISTRATION_REDIRECT_MS = 2000;
export const REGISTRATION_RETRY = { attempts: 3, baseDelayMs: 1000 } as const;
export const RESET_REDIRECT_MS = 3000;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_LANGUAGE = 'en';

export const MAP_DEFAULT = { lat: 46.15, lon: 14.9955, zoom: 8 } as const;
export const MAP_SINGLE_RESULT_ZOOM = 15;
export const POPUP_MAX_WIDTH = 300;
export const SEARCH_OVERLAY_MAX_WIDTH_PX = 500;
export const PUBLIC_PAGE_SIZES = [25, 50, 100, 200] as const;
export const MAX_PICTURE_THUMBNAILS = 3;
export const EXPIRY_WARNING_DAYS = 30;
export const DAY_MS = 86_400_000;
export const DATE_DISPLAY_FORMAT = 'D. MM. YYYY, HH:mm';
export const FOOTER_YEAR = 2024;
export const LANGUAGE_HEADER = 'en';

/** Browser storage keys (000 §3), kept verbatim so behaviour matches the seeds. */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  refreshToken: 'refreshToken',
  refreshTokenExpiration: 'refreshTokenExpiration',
  loginEmail: 'loginEmail',
  deviceId: 'deviceId',
  deviceCreatedAt: 'deviceCreatedAt',
} as const;

/** Where "today" and "open now" are decided: the country the registry serves. */
export const SERVICE_TIME_ZONE = 'Europe/Ljubljana';

// Building a DateTimeFormat costs far more than formatting with one, and the map asks for today's
// date on every tile request: one formatter, and the last answer kept for its minute (the
// service's zone changes date on a whole minute, so a minute never spans two dates).
let dayFormat: Intl.DateTimeFormat | undefined;
let lastMinute = Number.NaN;
let lastDate = '';

/** Today's date (YYYY-MM-DD) in the service's time zone. */
export function serviceDate(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    lastDate = dayFormat.format(now);
    lastMinute = minute;
  }
  return lastDate;
}

// Constants the map's first load needs live here, apart from the schemas: this file and
// messages.ts import no validation library, so /map does not download one.

/** The longest search text any list accepts; search boxes stop typing at this length too. */
export const SEARCH_MAX_LENGTH = 200;

/** The European emergency number: the Emergency dialog calls it, the alert tells contacts to. */
export const EMERGENCY_NUMBER = '112';

/** The longest note a person may add to an alert (it goes into a mail and a push notification). */
export const EMERGENCY_MESSAGE_MAX = 280;

/**
 * The request audit (002 §2, §3, §7) counts calls per app: the server reads the calling app from
 * these headers; the web app sends its own.
 */
export const APP_HEADERS = { name: 'X-App-Name', version: 'X-App-Version', os: 'X-OS' } as const;
