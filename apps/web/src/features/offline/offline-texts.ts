/** The offline map's words, in one place (the translations start from here). */
export const OFFLINE_TEXTS = {
  /** '{time}' is the time of the newest data kept on this device. */
  offlineAsOf: 'Offline. AEDs as of {time}.',
  offlineNoData: 'Offline. No AEDs are saved on this device yet.',
  save: 'Save {region} for offline use',
  saving: 'Saving {region} for offline use…',
  savingCount: 'Saving {count} AEDs of {region}…',
  /** '{count} AEDs of Slovenia saved 24. 11. 2026, 09:30'. */
  saved: '{count} AEDs of {region} saved {time}.',
  update: 'Update',
  updateLabel: 'Update {region} for offline use',
  saveFailed: '{region} could not be saved. Please try again when online.',
  saveUnsupported: 'This browser cannot keep the map for offline use.',
} as const;

/** Fills '{name}' placeholders. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
