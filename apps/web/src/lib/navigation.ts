/**
 * Lets code outside React (the session-expired flow in the API client) move the user to another
 * screen. The router registers its navigate function at start; until then a full page load does.
 */
type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}
