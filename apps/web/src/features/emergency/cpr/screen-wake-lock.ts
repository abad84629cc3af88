/**
 * Keeps the screen from dimming (CPR leaves no hand free to touch it) where the browser offers a
 * screen wake lock. Returns what lets the screen sleep again. A refusal (battery saver, a page
 * not in view) is not an error: the screen may dim, and the beat goes on.
 */
export function keepScreenAwake(): () => void {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator) || !navigator.wakeLock) return () => {};
  let wanted = true;
  let lock: WakeLockSentinel | null = null;

  const request = async () => {
    if (lock && !lock.released) return;
    try {
      const granted = await navigator.wakeLock.request('screen');
      // Stopped while the browser was deciding: give it straight back.
      if (wanted) lock = granted;
      else release(granted);
    } catch {
      // Refused: see above.
    }
  };

  // The browser lets go of the lock whenever the page is hidden; it has to be asked again.
  const onVisibilityChange = () => {
    if (wanted && document.visibilityState === 'visible') void request();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  void request();

  return () => {
    wanted = false;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    if (lock) release(lock);
    lock = null;
  };
}

function release(lock: WakeLockSentinel) {
  try {
    lock.release().catch(() => {});
  } catch {
    // Already released.
  }
}
