/**
 * The push services of the browsers people use. A subscription's endpoint is a URL the server
 * will POST to, so only these (and origins the deployment adds, such as a test push service)
 * are accepted: anything else would let a member make the server call an address of their choice.
 */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
  'push.apple.com', // Safari (web.push.apple.com)
];

const hostMatches = (host: string, known: string) => host === known || host.endsWith(`.${known}`);

/** True when the server may send to this endpoint. `extraOrigins` are exact origins (scheme, host, port). */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && !url.port && KNOWN_PUSH_HOSTS.some((known) => hostMatches(url.hostname, known));
}
