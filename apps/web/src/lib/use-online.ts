import { useSyncExternalStore } from 'react';
import { browserIsOffline } from './service-status';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network (false is reliable; true may still fail). */
export function useOnline(): boolean {
  // Through browserIsOffline: it also copes with a navigator that cannot say (test stand-ins).
  return useSyncExternalStore(subscribe, () => !browserIsOffline(), () => true);
}
