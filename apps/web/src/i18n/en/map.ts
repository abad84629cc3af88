/**
 * The map page (/map, /embed) and what it shares with the AED page and the Emergency dialog: open
 * status, distances, the marker popup. `page`, `search.found` and `marker` are for map-page.tsx,
 * marker-looks.ts and map-engine.ts.
 */
export const map = {
  page: {
    title: 'AED Map',
    mapLabel: 'Map of AEDs',
    loading: 'Loading AEDs…',
    availableNow: '{{available}} of {{total}} AEDs available now',
    availableThen: '{{available}} of {{total}} AEDs available at the chosen time',
    engineFailed: 'The map could not be loaded. Near me still works.',
    feedFailed: 'The AEDs could not be loaded.',
    searchBusyShowingAll: 'Every AED is on the map meanwhile.',
    searchBusyShowingAvailable: 'Every AED available now is on the map meanwhile.',
    nearestFailed: 'The nearest AEDs could not be loaded. Please try again.',
    tryAgain: 'Try again',
    openFullMap: 'Open full map',
    embed: 'Embed',
    logIn: 'Log in',
    homeNewTab: 'AED Atlas (opens in a new tab)',
    findNearest: 'Find the nearest AEDs',
    moreMatches: 'The map shows the first {{listed}} of {{count}} matches: add words to narrow the search.',
  },
  search: {
    label: 'Search AEDs',
    placeholder: 'Name, address, city, model',
    clear: 'Clear search',
    // The seeds' words (000 §2.9), 'AED(s)' for any count.
    found_one: 'Found {{count}} AED(s) matching "{{text}}"',
    found_other: 'Found {{count}} AED(s) matching "{{text}}"',
    onlyAvailable: 'Only AEDs available now',
    key: 'Key',
  },
  // "When?": the map, its filter and Near me answer for a chosen day and time.
  when: {
    label: 'When?',
    hint: 'Slovenian time; empty is now',
    now: 'Now',
  },
  legend: {
    label: 'Marker colours',
    alwaysOpen: 'Always open',
    group: 'Group (green ring: some available now)',
    out: 'Out of service or absent',
    // The key's toggle: marks the AEDs nobody has confirmed for 12 months (or ever); hides none.
    notChecked: 'Not checked for a year',
    notCheckedCount_one: '{{number}} AED not checked for a year in view',
    notCheckedCount_other: '{{number}} AEDs not checked for a year in view',
  },
  nav: {
    label: 'Map navigation',
    nearMe: 'Near me',
  },
  nearMe: {
    title: 'Nearest AEDs',
    list: 'Nearest AEDs, closest first',
    close: 'Close nearest AEDs',
    call: 'Call {{number}}',
    locating: 'Finding your location…',
    searching: 'Finding the nearest AEDs…',
    none: 'No AEDs were found near you.',
    hours: 'Hours: {{hours}}',
    signInNeeded: 'Log in to see the nearest AEDs: this site shows its AEDs to signed-in users.',
    tryAgain: 'Try again',
    showOnMap: '{{rank}}. {{title}}: show on the map',
    walking: 'Walking directions',
    walkingTo: 'to {{title}} (opens in a new tab)',
    details: 'Details',
    detailsOf: 'of {{title}} (opens in a new tab)',
    // How far each AED is: by the streets where the server has a walking network, else straight.
    walk: {
      route: '{{minutes}} min walk ({{distance}})',
      approx: 'approx. {{minutes}} min walk ({{distance}})',
      straight: '{{distance}} in a straight line',
      none: 'no walking route ({{distance}} in a straight line)',
      beyond: 'a long walk ({{distance}} in a straight line)',
      roundTrip: 'round trip {{minutes}} min',
    },
    opensAt: 'Closed now, opens {{time}}',
    keepPushing: 'The nearest AED is more than 3 minutes there and back: keep CPR going and send someone else to fetch it.',
    straightLine: 'Distances are in a straight line; the walk may be longer.',
  },
  geolocation: {
    denied: 'Location access is blocked. Allow location for this site in your browser settings, or search for a place above.',
    unavailable: 'Your location is not available right now. Check that location services are on, or search for a place above.',
    timeout: 'Finding your location took too long. Try again, or search for a place above.',
    unsupported: 'This browser cannot share your location. Search for a place above instead.',
  },
  popup: {
    viewDetails: 'View details',
    walking: 'Walking directions',
    newTab: ' (opens in a new tab)',
  },
  expired: 'Battery or electrodes expired',
  // Nobody can say whether it works (an import said so): shown as usable, with these words.
  stateUnknown: 'State unknown',
  // Why an AED cannot be used: a street report of use, damage or a missing AED (out of service
  // until it is checked), or the state an admin or guardian set (features/map/lib/aed-heading.ts).
  // A 112 dispatcher gave out its cabinet code within the hour: someone is probably running to it.
  possiblyInUse: 'Possibly in use until {{time}}: 112 sent someone to fetch it',
  lockedCabinet: 'Locked cabinet: call 112 for the code',
  outOfService: {
    label: 'Out of service',
    reasons: {
      used: 'Out of service: reported as used, its pads and battery may need replacing',
      damaged: 'Out of service: reported as damaged',
      missing: 'Out of service: reported as missing',
      other: 'Out of service: reported, waiting for a check',
      outOfService: 'Out of service',
      temporarilyAbsent: 'Temporarily absent',
      removed: 'Permanently removed',
    },
    nearMe: 'Listed last: {{reason}}.',
    reportUsed: 'I used this AED',
    reportProblem: 'Report a problem',
  },
  marker: {
    yourLocation: 'Your location',
    // A cluster's name: '120 AEDs here, 30 available now, 2 with expired battery or electrodes: zoom in'.
    cluster_one: '{{count}} AED here',
    cluster_other: '{{count}} AEDs here',
    clusterOpen_one: '{{count}} AED available now here',
    clusterOpen_other: '{{count}} AEDs available now here',
    available: '{{count}} available now',
    expired: '{{count}} with expired battery or electrodes',
    notChecked: '{{count}} not checked for a year',
    possiblyInUse: 'Possibly in use',
    notCheckedOne: 'not checked for a year',
    zoomIn: '{{name}}: zoom in',
  },
  offline: {
    label: 'Offline use',
    asOf: 'Offline. AEDs as of {{time}}.',
    noData: 'Offline. No AEDs are saved on this device yet.',
    save: 'Save {{region}} for offline use',
    saving: 'Saving {{region}} for offline use…',
    savingCount: 'Saving {{count}} AEDs of {{region}}…',
    /** '1,079 AEDs of Slovenia saved 24. 11. 2026, 09:30.' */
    saved: '{{count}} AEDs of {{region}} saved {{time}}.',
    update: 'Update',
    updateLabel: 'Update {{region}} for offline use',
    saveFailed: '{{region}} could not be saved. Please try again when online.',
    regions: { slovenia: 'Slovenia' },
  },
  pan: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    toggle: 'Move the map with buttons',
    north: 'Move the map north',
    west: 'Move the map west',
    east: 'Move the map east',
    south: 'Move the map south',
  },
  openStatus: {
    /** Short badge text. */
    labels: { OPEN_24_7: '24/7', OPEN: 'Open now', CLOSED: 'Closed', UNKNOWN: 'Unknown' },
    /** Longer text for legends and screen readers. */
    descriptions: { OPEN_24_7: 'Always accessible (24/7)', OPEN: 'Open now', CLOSED: 'Closed now', UNKNOWN: 'Opening hours unknown' },
  },
  embed: {
    title: 'Embed this map',
    close: 'Close',
    copy: 'Copy code',
    intro: 'Paste this code into your web page to show the AEDs around this view. The map on your page stays up to date.',
    onlyAvailable: 'Only AEDs available now',
    code: 'Code',
    preview: 'Preview:',
    openEmbedded: 'open the embedded map',
    copied: 'Copied.',
    copyFailed: 'Copying is not allowed here: select the code and copy it.',
  },
};
