/** One change of a text box: its value after the key, and when the key landed. */
export interface Keystroke {
  value: string;
  at: number;
}

/**
 * Records every change of a text box. A debounce test compares when a request went out with the
 * keystroke before it, so it holds however slow the machine is, where waiting a fixed time and
 * checking that nothing was sent fails when the machine pauses longer than the debounce.
 */
export function recordKeystrokes(box: HTMLElement): Keystroke[] {
  const keys: Keystroke[] = [];
  box.addEventListener('input', () => keys.push({ value: (box as HTMLInputElement).value, at: Date.now() }));
  return keys;
}

/** The last keystroke at or before `at`: the box's value a request sent then was built from. */
export function keystrokeBefore(keys: Keystroke[], at: number): Keystroke {
  const key = keys.filter((k) => k.at <= at).at(-1);
  if (!key) throw new Error(`no keystroke before ${at}`);
  return key;
}
